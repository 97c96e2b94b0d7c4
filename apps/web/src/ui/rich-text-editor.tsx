import { lazy, Suspense, type Ref } from 'react';
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
  /** Null until the editor has loaded. */
  ref?: Ref<RichTextEditorHandle>;
};

/**
 * tiptap with ProseMirror is the largest part of the app (about 140 KiB gzipped): the pages
 * that show an editor paint first and load it right after (performance budget, bench/web.ts).
 */
const TiptapEditor = lazy(() => import('./tiptap-editor'));

/**
 * Until the editor is here: the same box (border, toolbar strip, editable area of the same
 * height) with the content as read-only text, so nothing moves when the editor replaces it.
 */
function EditorPlaceholder({ initialValue, placeholder, height = 350, autoGrow = false }: RichTextEditorProps) {
  return (
    <div
      className={classes.pending}
      style={{ ['--rte-height' as string]: `${height}px` }}
      data-autogrow={autoGrow || undefined}
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
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder {...props} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
