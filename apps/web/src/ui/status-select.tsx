import { useState } from 'react';
import { Box, Group, Select, Text } from '@mantine/core';
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
  return <Box className={classes.dot} style={{ background: `var(--mantine-color-${color}-6)` }} aria-hidden />;
}

/** A status dropdown coloured like StatusBadge: the same colour per status everywhere (UI.md). */
export function StatusSelect({ value, options, onChange, label, disabled, size = 'sm', w = 170 }: StatusSelectProps) {
  // The pick shows at once; afterwards `value` (what the server answered) decides.
  const [picked, setPicked] = useState<string | null>(null);
  const shown = picked ?? value;
  const color = colorOf(options, shown);
  return (
    <Select
      aria-label={label}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      value={shown}
      onChange={(next) => {
        if (!next || next === shown) return;
        setPicked(next);
        void Promise.resolve(onChange(next)).finally(() => setPicked((current) => (current === next ? null : current)));
      }}
      allowDeselect={false}
      checkIconPosition="right"
      disabled={disabled}
      size={size}
      w={w}
      classNames={{ input: classes.input }}
      styles={{
        input: {
          background: `var(--mantine-color-${color}-light)`,
          color: `var(--mantine-color-${color}-light-color)`,
          borderColor: `var(--mantine-color-${color}-light)`,
        },
      }}
      leftSection={<Dot color={color} />}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          <Dot color={colorOf(options, option.value)} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      // Mantine keeps a closed dropdown mounted (hidden) with its options; a list's rows would
      // each carry one, positioned as every row mounts while scrolling. Made when opened.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
