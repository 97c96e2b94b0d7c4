import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import Mention from '@tiptap/extension-mention';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { MentionMenu, announceMention, useMentionSuggestion, type TMentionCandidate } from './mention-menu';
import type { RichTextEditorProps } from './rich-text-editor';
import classes from './rich-text-editor.module.css';

/** '' for an empty (or blank) document, so "did it change" and "is it empty" compare plain strings. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty || !editor.getText().trim() ? '' : editor.getHTML();
}

/**
 * The rich-text editor of the app (UI.md): Mantine's tiptap editor with a small toolbar
 * (bold, italic, lists, link) and optional @mention suggestions. Loaded lazily by
 * ui/rich-text-editor.tsx, which shows the content in the same box until it is here.
 */
export default function TiptapEditor({
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
  error = false,
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
    () => ({ attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', ...(withMentions ? { 'aria-autocomplete': 'list' } : {}) } }),
    [label, withMentions],
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

  const listId = useId();
  useEffect(() => {
    // (the view exists once the editor is mounted; the menu opens only after that)
    if (editor?.isInitialized && withMentions) announceMention(editor.view.dom, listId, suggestion.state);
  }, [editor, withMentions, listId, suggestion.state]);

  const empty = editor ? editor.isEmpty : !initialValue;
  return (
    <MantineRichTextEditor
      editor={editor}
      className={classes.root}
      style={{ ['--rte-height' as string]: `${height}px` }}
      data-autogrow={autoGrow || undefined}
      data-error={error || undefined}
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
      {withMentions ? <MentionMenu state={suggestion.state} onPick={suggestion.pick} listId={listId} /> : null}
    </MantineRichTextEditor>
  );
}
