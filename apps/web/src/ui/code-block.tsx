import { useMemo } from 'react';
import { tokenize } from './code-tokens';
import classes from './code-block.module.css';

export type CodeBlockProps = { code: string; 'aria-label'?: string };

/** A code snippet in a monospace block with a light highlight (UI.md). */
export function CodeBlock({ code, 'aria-label': ariaLabel = 'Code snippet' }: CodeBlockProps) {
  const tokens = useMemo(() => tokenize(code), [code]);
  return (
    <pre className={classes.root} aria-label={ariaLabel}>
      <code>
        {tokens.map((t, i) =>
          t.kind === 'plain' ? (
            t.text
          ) : (
            <span key={i} className={classes[t.kind]}>
              {t.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
