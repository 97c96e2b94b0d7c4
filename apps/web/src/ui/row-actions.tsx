import type { MouseEvent, ReactNode } from 'react';
import { useMouseTooltip } from './mouse-tooltip';
import classes from './row-actions.module.css';

export type RowActionProps = {
  /** The accessible name ('Delete quote 12'). */
  label: string;
  /** The tooltip, when shorter than the label ('Delete'). */
  tooltip?: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'gray' | 'red';
  disabled?: boolean;
};

/**
 * An icon button in a table row; the click does not reach the row (which opens the record).
 * Its tooltip is made the first time a mouse comes over it (ui/mouse-tooltip.tsx): a Mantine
 * tooltip around each button rendered twice as every row mounted, a share of each step of a long
 * list's scroll (bench/results.md, 2026-11-29 night). The button is drawn as Mantine's subtle
 * ActionIcon of size sm (row-actions.module.css) but is one plain element around its icon: each
 * row of a long list has two or three.
 */
export function RowAction({ label, tooltip, icon, onClick, color = 'gray', disabled = false }: RowActionProps) {
  const tip = useMouseTooltip<HTMLButtonElement>(tooltip ?? label);
  return (
    <>
      <button
        ref={tip.ref}
        type="button"
        className={`mantine-focus-auto mantine-active ${classes.action}`}
        data-color={color}
        aria-label={label}
        disabled={disabled}
        {...tip.handlers}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </button>
      {tip.tooltip}
    </>
  );
}

/** The action buttons of a row, right-aligned. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <div className={classes.actions}>{children}</div>
  );
}
