import type { CSSProperties } from 'react';
import { Textarea, type TextareaProps } from '@mantine/core';
import classes from './auto-textarea.module.css';

/** Whether the browser sizes a textarea to its text itself (CSS field-sizing: Chromium 123 on, Safari 26). */
const SIZES_ITSELF = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export type AutoTextareaProps = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'classNames' | 'styles'> & { minRows: number; maxRows: number };

/**
 * A textarea that grows with its text from `minRows` to `maxRows` lines, then scrolls. Where the
 * browser can, CSS sizes it (field-sizing); elsewhere Mantine's autosize measures it in script.
 * That measuring reads the textarea's computed style as React commits the page, which made the
 * browser work out the style of the whole new page there and then, inside the longest task of
 * the quote and invoice pages' first load. In alternating first visits on a 2-core machine this
 * lowered their main-thread blocking by 13–23% (bench/results.md, 2026-11-29 morning).
 */
export function AutoTextarea({ minRows, maxRows, ...props }: AutoTextareaProps) {
  if (!SIZES_ITSELF) return <Textarea autosize minRows={minRows} maxRows={maxRows} {...props} />;
  const rows = { '--auto-min-rows': String(minRows), '--auto-max-rows': String(maxRows) } as CSSProperties;
  return <Textarea rows={minRows} classNames={{ input: classes.input }} styles={{ input: rows }} {...props} />;
}
