import { cloneElement, useEffect, useReducer, useRef, useState, type PointerEvent, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';

type TTooltipView = typeof import('./tooltip-view').Tooltip;
let view: TTooltipView | null = null;
let viewLoading: Promise<TTooltipView | null> | null = null;

/**
 * Mantine's Tooltip, loaded once, at the first pointing (ui/tooltip-view.ts). Should the load
 * fail (offline, say), there is no tooltip, the element works as before, and the next pointing
 * asks again.
 */
function loadTooltipView(): Promise<TTooltipView | null> {
  viewLoading ??= import('./tooltip-view').then(
    (m) => (view = m.Tooltip),
    () => ((viewLoading = null), null),
  );
  return viewLoading;
}

/** How long the pointer rests on an element before its tooltip shows (the theme's Tooltip openDelay). */
export const TOOLTIP_DELAY_MS = 300;

/** A Mantine tooltip's own options (position, multiline, width ...), without its child, target or state. */
export type TMouseTooltipOptions = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'label'>;

/**
 * A tooltip made the first time a mouse comes over its element, beside it (Mantine's `target`),
 * and shown while the mouse rests there. Spread `handlers` on the element, give it `ref`, and
 * render `tooltip` after it (or wrap the element in `MouseTooltip`). As Mantine's tooltips here,
 * it is for the mouse only: the element carries its name itself (aria-label).
 *
 * A Mantine tooltip wrapped around its element (floating-ui's positioning, hover and dismiss
 * hooks, its id and transition) is rendered with it whether or not anyone points at it: for
 * every row of a list or every line of a quote, and for the header's bell on every signed-in
 * page, before the page's first paint with data. Its code, too, is loaded at the first pointing
 * (ui/tooltip-view.ts), not with the shell's chunk every page waits for (bench/results.md, 2026-12-01).
 */
export function useMouseTooltip<T extends HTMLElement>(label: TooltipProps['label'], options?: TMouseTooltipOptions) {
  const ref = useRef<T>(null);
  const timer = useRef<number | undefined>(undefined);
  const [pointed, setPointed] = useState(false);
  const [opened, setOpened] = useState(false);
  // drawn again once the tooltip's code has come
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const handlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      setPointed(true);
      // its code comes while the mouse rests (TOOLTIP_DELAY_MS), from the cache after the first time
      if (!view) void loadTooltipView().then((tooltip) => tooltip && loaded());
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setOpened(true), TOOLTIP_DELAY_MS);
    },
    onPointerLeave: () => {
      window.clearTimeout(timer.current);
      setOpened(false);
    },
  };
  const Tooltip = view;
  const tooltip = pointed && Tooltip ? <Tooltip {...options} label={label} target={ref} opened={opened} /> : null;
  return { ref, handlers, tooltip };
}

type TPointable = { ref?: Ref<HTMLElement>; onPointerEnter?: (event: PointerEvent<HTMLElement>) => void; onPointerLeave?: (event: PointerEvent<HTMLElement>) => void };

/**
 * Mantine's `<Tooltip label>` around one element, made when a mouse first comes over it
 * (`useMouseTooltip`). The element must take a ref and pointer handlers, as Mantine's Tooltip
 * requires of its child.
 */
export function MouseTooltip({ children, label, ...options }: TMouseTooltipOptions & { label: TooltipProps['label']; children: ReactElement<TPointable> }) {
  const tip = useMouseTooltip<HTMLElement>(label, options);
  const own = children.props;
  const ref = useMergedRef(own.ref, tip.ref);
  return (
    <>
      {cloneElement(children, {
        ref,
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          own.onPointerEnter?.(event);
          tip.handlers.onPointerEnter(event);
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          own.onPointerLeave?.(event);
          tip.handlers.onPointerLeave();
        },
      })}
      {tip.tooltip}
    </>
  );
}
