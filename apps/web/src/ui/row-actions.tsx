import { useEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { Tooltip } from '@mantine/core';
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

/** How long the pointer rests on an action before its tooltip shows (the theme's Tooltip openDelay). */
const TOOLTIP_DELAY_MS = 300;

/**
 * An icon button in a table row; the click does not reach the row (which opens the record).
 * Its tooltip is made the first time a mouse comes over it, beside it (Mantine's `target`), and
 * shows while the mouse rests there. A Mantine tooltip around each button (floating-ui's
 * positioning, hover and dismiss hooks, its id and transition) rendered twice as every row
 * mounted, whether or not anyone pointed at it: a share of each step of a long list's scroll
 * (bench/results.md, 2026-11-29 night). As Mantine's tooltips here, it is for the mouse only.
 * The button is drawn as Mantine's subtle ActionIcon of size sm (row-actions.module.css) but is
 * one plain element around its icon: each row of a long list has two or three.
 */
export function RowAction({ label, tooltip, icon, onClick, color = 'gray', disabled = false }: RowActionProps) {
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [pointed, setPointed] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`mantine-focus-auto mantine-active ${classes.action}`}
        data-color={color}
        aria-label={label}
        disabled={disabled}
        onPointerEnter={(event: PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          setPointed(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setOpened(true), TOOLTIP_DELAY_MS);
        }}
        onPointerLeave={() => {
          window.clearTimeout(timer.current);
          setOpened(false);
        }}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </button>
      {pointed ? <Tooltip label={tooltip ?? label} target={button} opened={opened} /> : null}
    </>
  );
}

/** The action buttons of a row, right-aligned. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <div className={classes.actions}>{children}</div>
  );
}
