import type { ReactNode } from 'react';
import { Text, Typography } from '@mantine/core';
import classes from './rich-text-view.module.css';

export type RichTextViewProps = {
  /** HTML that the server has already sanitised (descriptions, comments). */
  html: string | null | undefined;
  /** Shown when there is no content. */
  empty?: ReactNode;
};

/** Read-only rich text, styled like the editor's content. */
export function RichTextView({ html, empty }: RichTextViewProps) {
  if (!html || !html.trim()) {
    return empty ? (
      <Text size="sm" c="dimmed" fs="italic">
        {empty}
      </Text>
    ) : null;
  }
  return (
    <Typography>
      {/* Sanitised on the server before it was stored (DESIGN.md). */}
      <div className={classes.root} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
