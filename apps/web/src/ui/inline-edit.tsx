import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { INLINE_SAVE_DELAY_MS, MESSAGES } from '@jobflow/contract';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import classes from './inline-edit.module.css';

export type InlineEditProps = {
  value: string;
  /** What the field is, for screen readers and the pencil's tooltip: 'Job name'. */
  label: string;
  /** Called about 1 s after the field loses focus, only when the value changed. */
  onSave: (value: string) => unknown;
  readOnly?: boolean;
  /** How the value looks when not editing (a heading, a line of text). */
  renderValue?: (value: string) => ReactNode;
  /** Font size and weight of the text while editing, to match renderValue. */
  fz?: string | number;
  fw?: number;
  maxLength?: number;
};

/**
 * Text that edits in place (UI.md): a pencil on hover, Enter or leaving the field ends the
 * edit, Esc cancels, and the save follows INLINE_SAVE_DELAY_MS later when the value changed.
 * A pending save is sent at once if the component goes away first.
 */
export function InlineEdit({ value, label, onSave, readOnly = false, renderValue, fz, fw, maxLength }: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  /** The value waiting for (or in) its save, shown instead of the stale one. */
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  const pendingRef = useRef<string | null>(null);
  const onSaveRef = useRef(onSave);
  useEffect(() => {
    onSaveRef.current = onSave;
  });

  const commit = () => {
    timer.current = null;
    const next = pendingRef.current;
    if (next === null) return;
    Promise.resolve(onSaveRef.current(next))
      .catch(() => undefined)
      .finally(() => {
        if (pendingRef.current === next) {
          pendingRef.current = null;
          setPending(null);
        }
      });
  };

  // Leaving the page inside the delay still saves.
  useEffect(
    () => () => {
      if (timer.current !== null) {
        window.clearTimeout(timer.current);
        commit();
      }
    },
    [],
  );

  const shown = pending ?? value;

  const start = () => {
    if (readOnly) return;
    if (timer.current !== null) {
      window.clearTimeout(timer.current);
      timer.current = null;
    }
    setDraft(shown);
    setError(null);
    setEditing(true);
  };

  const finish = () => {
    const next = draft.trim();
    if (!next) {
      setError(MESSAGES.required);
      return;
    }
    setEditing(false);
    setError(null);
    if (next === value) {
      pendingRef.current = null;
      setPending(null);
      return;
    }
    pendingRef.current = next;
    setPending(next);
    timer.current = window.setTimeout(commit, INLINE_SAVE_DELAY_MS);
  };

  const cancel = () => {
    setEditing(false);
    setError(null);
    setDraft(shown);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      // emptied: the message shows and the field keeps the focus (typing or Esc go on from here)
      if (!draft.trim()) setError(MESSAGES.required);
      else event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  if (editing) {
    return (
      <Textarea
        aria-label={label}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value.replace(/\n/g, ' '))}
        onBlur={finish}
        onKeyDown={onKeyDown}
        onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
        error={error}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={maxLength}
        autoFocus
        classNames={{ input: classes.input }}
        styles={{ input: { fontSize: fz, fontWeight: fw } }}
      />
    );
  }

  const content = renderValue ? renderValue(shown) : shown;
  if (readOnly) return <div className={classes.readOnly}>{content}</div>;
  return (
    <div className={classes.root}>
      <div className={classes.text} onClick={start}>
        {content}
      </div>
      <MouseTooltip label={`Edit ${label.toLowerCase()}`}>
        <ActionIcon variant="subtle" color="gray" size="sm" className={classes.pencil} aria-label={`Edit ${label.toLowerCase()}`} onClick={start}>
          <IconPencil size={15} />
        </ActionIcon>
      </MouseTooltip>
    </div>
  );
}
