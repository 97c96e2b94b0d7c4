import { useRef, useState } from 'react';
import { Group, Select, Text } from '@mantine/core';
import { STATUS_COLORS } from '@jobflow/contract';
import classes from './status-select.module.css';

export type TStatusOption = { value: string; label: string; color: string };

export type StatusSelectProps = {
  value: string;
  options: readonly TStatusOption[];
  /** Called only when a different status is picked; while its promise runs the pick is shown. */
  onChange: (status: string) => unknown;
  /** Accessible name: 'Job status', 'Task status'. */
  label: string;
  disabled?: boolean;
  size?: 'xs' | 'sm';
  w?: number;
};

const colorOf = (options: readonly TStatusOption[], value: string) =>
  options.find((o) => o.value === value)?.color ?? STATUS_COLORS[value] ?? 'gray';

function Dot({ color }: { color: string }) {
  return <span className={classes.dot} style={{ background: `var(--mantine-color-${color}-6)` }} aria-hidden />;
}

type TLive = 'open' | 'focus';

/**
 * A status dropdown coloured like StatusBadge: the same colour per status everywhere (UI.md).
 * Until it is used it is its face alone: a button that looks as the Select does (named by
 * `label` as a combobox, the status's dot, label and chevron), without Mantine's Select behind
 * it (its combobox store, popover, floating-ui positioning and hidden input, rendered twice as
 * it mounts) or even its input's nine elements and their custom properties. A click puts the
 * Select in its place with its options open, a keyboard's focus with the focus in it. A long
 * list's rows each have one: their style and layout are a share of each step of its scroll
 * (bench/results.md). A disabled one is the Select, disabled.
 */
export function StatusSelect({ value, options, onChange, label, disabled, size = 'sm', w = 170 }: StatusSelectProps) {
  // The pick shows at once; afterwards `value` (what the server answered) decides.
  const [picked, setPicked] = useState<string | null>(null);
  const [live, setLive] = useState<TLive | null>(null);
  // a pointer's press focuses the face before its click does: the click makes the Select then
  const pressed = useRef(false);
  const shown = picked ?? value;
  const color = colorOf(options, shown);
  // the face's and the Select input's colours: the status's light tint
  const tint = {
    background: `var(--mantine-color-${color}-light)`,
    color: `var(--mantine-color-${color}-light-color)`,
    borderColor: `var(--mantine-color-${color}-light)`,
  };
  if (!live && !disabled) {
    return (
      <button
        type="button"
        className={classes.face}
        data-size={size}
        style={{ ...tint, width: w }}
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={false}
        onPointerDown={() => {
          pressed.current = true;
        }}
        onClick={() => setLive('open')}
        onFocus={() => {
          if (!pressed.current) setLive('focus');
        }}
        onBlur={() => {
          pressed.current = false;
        }}
        // (focused by a press that did not end in a click: the keys that open a Select open it)
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setLive('open');
          }
        }}
      >
        <Dot color={color} />
        {options.find((o) => o.value === shown)?.label ?? shown}
      </button>
    );
  }
  return (
    <Select
      aria-label={label}
      disabled={disabled}
      size={size}
      w={w}
      classNames={{ input: classes.input }}
      styles={{ input: tint }}
      leftSection={<Dot color={color} />}
      autoFocus={live !== null}
      defaultDropdownOpened={live === 'open'}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={shown}
      onChange={(next) => {
        if (!next || next === shown) return;
        setPicked(next);
        void Promise.resolve(onChange(next)).finally(() => setPicked((current) => (current === next ? null : current)));
      }}
      allowDeselect={false}
      checkIconPosition="right"
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          <Dot color={colorOf(options, option.value)} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      // Mantine keeps a closed dropdown mounted (hidden) with its options; made when opened.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
