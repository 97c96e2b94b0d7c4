import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import Mention from '@tiptap/extension-mention';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { MentionMenu, type TMentionCandidate, useMentionSuggestion } from './mention-menu';
import classes from './rich-text-editor.module.css';

export type { TMentionCandidate } from './mention-menu';

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
  ref?: Ref<RichTextEditorHandle>;
};

/** '' for an empty (or blank) document, so "did it change" and "is it empty" compare plain strings. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty || !editor.getText().trim() ? '' : editor.getHTML();
}

/**
 * The rich-text editor of the app (UI.md): Mantine's tiptap editor with a small toolbar
 * (bold, italic, lists, link) and optional @mention suggestions.
 */
export function RichTextEditor({
  initialValue,
  label,
  placeholder,
  height = 350,
  autoGrow = false,
  mentions,
  onChange,
  onReady,
  onFocus,
  onBlur,
  autoFocus = false,
  ref,
}: RichTextEditorProps) {
  const callbacks = useRef({ onChange, onReady, onFocus, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onReady, onFocus, onBlur };
  });
  const candidates = useRef<readonly TMentionCandidate[]>(mentions ?? []);
  useEffect(() => {
    candidates.current = mentions ?? [];
  }, [mentions]);
  const suggestion = useMentionSuggestion(candidates);
  const withMentions = mentions !== undefined;

  // Built once: the editor is configured at creation (mention candidates are read through a ref).
  const extensions = useMemo(
    () => [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link,
      ...(withMentions
        ? [
            Mention.configure({
              HTMLAttributes: { class: 'mention' },
              renderText: ({ node }) => `@${String(node.attrs.label ?? node.attrs.id)}`,
              renderHTML: ({ options, node }) => ['span', options.HTMLAttributes, `@${String(node.attrs.label ?? node.attrs.id)}`],
              suggestion: suggestion.options,
            }),
          ]
        : []),
    ],
    [],
  );
  const editorProps = useMemo(
    () => ({ attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } }),
    [label],
  );
  const [content] = useState(initialValue ?? '');

  const editor = useEditor({
    shouldRerenderOnTransaction: true,
    extensions,
    content,
    autofocus: autoFocus ? 'end' : false,
    editorProps,
    onCreate: ({ editor: e }) => callbacks.current.onReady?.(editorHtml(e)),
    onUpdate: ({ editor: e }) => callbacks.current.onChange?.(editorHtml(e)),
    onFocus: () => callbacks.current.onFocus?.(),
    onBlur: () => callbacks.current.onBlur?.(),
  });

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        editor?.commands.clearContent(true);
      },
      focus: () => {
        editor?.commands.focus('end');
      },
      getHTML: () => (editor ? editorHtml(editor) : ''),
    }),
    [editor],
  );

  const empty = editor ? editor.isEmpty : !initialValue;
  return (
    <MantineRichTextEditor
      editor={editor}
      className={classes.root}
      style={{ ['--rte-height' as string]: `${height}px` }}
      data-autogrow={autoGrow || undefined}
    >
      <MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Bold />
          <MantineRichTextEditor.Italic />
          <MantineRichTextEditor.Underline />
          <MantineRichTextEditor.Strikethrough />
        </MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.BulletList />
          <MantineRichTextEditor.OrderedList />
        </MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Link />
          <MantineRichTextEditor.Unlink />
        </MantineRichTextEditor.ControlsGroup>
      </MantineRichTextEditor.Toolbar>
      <div className={classes.contentWrap}>
        <MantineRichTextEditor.Content className={classes.content} />
        {placeholder && empty ? (
          <div className={classes.placeholder} aria-hidden>
            {placeholder}
          </div>
        ) : null}
      </div>
      {withMentions ? <MentionMenu state={suggestion.state} onPick={suggestion.pick} /> : null}
    </MantineRichTextEditor>
  );
}
