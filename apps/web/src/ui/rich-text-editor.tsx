import { lazy, Suspense, useEffect, useState, type Ref } from 'react';
import type { TMentionCandidate } from './mention-match';
import { RichTextView } from './rich-text-view';
import classes from './rich-text-editor.module.css';

export type { TMentionCandidate } from './mention-match';

/** What a parent may do with the editor (clear it after posting, focus it). */
export type RichTextEditorHandle = {
  clear: () => void;
  focus: () => void;
  /** The content as HTML; '' when empty. */
  getHTML: () => string;
};

export type RichTextEditorProps = {
  /** Content at mount; the editor keeps its own state afterwards. */
  initialValue?: string | null;
  /** Accessible name of the editable area. */
  label: string;
  placeholder?: string;
  /** Height of the editable area in px (spec 1 section 9: 350 for descriptions). */
  height?: number;
  /** Grow from `height` instead of scrolling (comment composer). */
  autoGrow?: boolean;
  /** People offered after '@'; the mention renders as <span data-type="mention" data-id class="mention">. */
  mentions?: readonly TMentionCandidate[];
  onChange?: (html: string) => void;
  /** The content as the editor first renders it, to compare later edits against. */
  onReady?: (html: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  autoFocus?: boolean;
  /** The field has an error (shown by the Input.Wrapper around it): the box is outlined in red, as other fields are. */
  error?: boolean;
  /** Null until the editor has loaded. */
  ref?: Ref<RichTextEditorHandle>;
};

/**
 * tiptap with ProseMirror is the largest part of the app (about 140 KiB gzipped): the pages
 * that show an editor paint first and load it right after (performance budget, bench/web.ts).
 */
let editorLoaded = false;
const TiptapEditor = lazy(() =>
  import('./tiptap-editor').then((m) => {
    editorLoaded = true;
    return m;
  }),
);

/**
 * Runs `task` once the browser is idle after the page has painted (at the latest `timeout`
 * ms later); browsers without requestIdleCallback wait for the next frame and a task after it.
 * Returns the cancel.
 */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Until the editor is here: the same box (border, toolbar strip, editable area of the same
 * height) with the content as read-only text, so nothing moves when the editor replaces it.
 */
function EditorPlaceholder({ initialValue, placeholder, height = 350, autoGrow = false, error = false, onActivate }: RichTextEditorProps & { onActivate?: () => void }) {
  return (
    <div
      className={classes.pending}
      onPointerDown={onActivate}
      style={{ ['--rte-height' as string]: `${height}px` }}
      data-autogrow={autoGrow || undefined}
      data-error={error || undefined}
      aria-busy="true"
    >
      <div className={classes.pendingToolbar} />
      <div className={classes.pendingContent}>
        {initialValue?.trim() ? (
          <RichTextView html={initialValue} />
        ) : placeholder ? (
          <div className={classes.pendingPlaceholder}>{placeholder}</div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The rich-text editor of the app (UI.md): Mantine's tiptap editor with a small toolbar
 * (bold, italic, lists, link) and optional @mention suggestions (ui/tiptap-editor.tsx).
 *
 * The page paints with the content in the editor's box and asks for the editor's code once
 * the browser is idle after that paint, or at once when the box is pressed (the editor then
 * takes the focus): the code, its download and its start-up (about 100 ms of the main thread
 * on a 2-core machine) come after the page's own first paint, not before it (Lighthouse LCP,
 * bench/web.ts). An editor that opens with the focus, or once the code is here, renders it at once.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [wanted, setWanted] = useState(() => editorLoaded || props.autoFocus === true);
  // Pressed before the editor was here: it takes the focus when it comes.
  const [pressed, setPressed] = useState(false);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true), 1000)), [wanted]);
  const placeholder = (
    <EditorPlaceholder
      {...props}
      onActivate={() => {
        setPressed(true);
        setWanted(true);
      }}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TiptapEditor {...props} autoFocus={props.autoFocus || pressed} />
    </Suspense>
  );
}
