import { useState, type FormEvent } from 'react';
import { Button, FileInput, Group, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { formatFileSize, type TBoard } from '@jobflow/contract';
import { useOptions } from '@/lib/session';
import { RichTextEditor, type TMentionCandidate } from '@/ui/rich-text-editor';
import { usePostComment } from '../api/post-comment';
import { fileSizeError } from '../upload-limit';
import { useUploadCommentFile } from '../api/upload-comment-file';
import classes from './comment-composer.module.css';

export type CommentComposerProps = {
  jobId: number;
  board: TBoard;
  mentions: readonly TMentionCandidate[];
  onFilePosted?: () => void;
};

type TMode = 'comment' | 'code' | 'file';

const MODES: { value: TMode; label: string }[] = [
  { value: 'comment', label: 'Comment' },
  { value: 'code', label: 'Code Snippet' },
  { value: 'file', label: 'Files' },
];

const SUBMIT_LABELS: Record<TMode, string> = { comment: 'Post Comment', code: 'Post Code Snippet', file: 'Upload File' };

/** Comment (rich text with @mentions), Code Snippet or Files (spec 1 sections 2.11 and 5). */
export function CommentComposer({ jobId, board, mentions, onFilePosted }: CommentComposerProps) {
  const options = useOptions();
  const post = usePostComment(jobId);
  const upload = useUploadCommentFile(jobId, onFilePosted);
  const [mode, setMode] = useState<TMode>('comment');
  const [html, setHtml] = useState('');
  const [code, setCode] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A new editor after each post: the cleared content and its undo history go together.
  const [editorKey, setEditorKey] = useState(0);

  const sizeError = fileSizeError(file, options.upload_max_filesize);
  const pending = post.isPending || upload.isPending;
  const ready = mode === 'comment' ? html !== '' : mode === 'code' ? code.trim() !== '' : file !== null && !sizeError;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready || pending) return;
    try {
      if (mode === 'comment') {
        await post.mutateAsync({ board, comment: html });
        setHtml('');
        setEditorKey((k) => k + 1);
      } else if (mode === 'code') {
        await post.mutateAsync({ board, comment: code, type: 'code' });
        setCode('');
      } else if (file) {
        await upload.mutateAsync({ board, file });
        setFile(null);
      }
    } catch {
      // Shown as 'Invalid Request' with the server's reason; the input keeps its content.
    }
  };

  return (
    <form onSubmit={submit} className={classes.root} aria-label={`New ${board} comment`}>
      <Stack gap="sm">
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value as TMode)}
          data={MODES}
          aria-label="Comment type"
          className={classes.modes}
        />
        {mode === 'comment' ? (
          <RichTextEditor
            key={editorKey}
            label="Comment"
            placeholder="Write a comment… type @ to mention someone"
            height={96}
            autoGrow
            mentions={mentions}
            onChange={setHtml}
            autoFocus={editorKey > 0}
          />
        ) : null}
        {mode === 'code' ? (
          <Textarea
            aria-label="Code snippet"
            placeholder="Paste the code here"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autosize
            minRows={5}
            maxRows={18}
            spellCheck={false}
            classNames={{ input: classes.code }}
            onKeyDown={(e) => {
              // Enter is a new line in a snippet; Ctrl/Cmd+Enter posts it.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void submit();
              }
            }}
          />
        ) : null}
        {mode === 'file' ? (
          <FileInput
            label="File"
            description={`Any file up to ${formatFileSize(options.upload_max_filesize)}: images, documents, designs, video… but not programs, scripts or web pages.`}
            placeholder="Choose a file"
            value={file}
            onChange={setFile}
            clearable
            error={sizeError}
            leftSection={<IconUpload size={16} stroke={1.6} />}
            leftSectionPointerEvents="none"
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="sm" disabled={!ready || pending} loading={pending}>
            {SUBMIT_LABELS[mode]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
