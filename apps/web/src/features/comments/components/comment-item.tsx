import { useRef } from 'react';
import { ActionIcon, Avatar, Group, Text } from '@mantine/core';
import { IconFileDownload, IconTrash } from '@tabler/icons-react';
import { formatDateTime, formatFileSize, type TComment } from '@jobflow/contract';
import { CodeBlock } from '@/ui/code-block';
import { confirmDelete } from '@/ui/confirm';
import { focusWhenLost } from '@/ui/focus-when-lost';
import { RichTextView } from '@/ui/rich-text-view';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useDeleteComment } from '../api/delete-comment';
import classes from './comment-item.module.css';
import { DownloadLink } from '@/ui/download-link';

export type CommentItemProps = {
  jobId: number;
  comment: TComment;
  onFilesChanged?: () => void;
};

function CommentBody({ comment }: { comment: TComment }) {
  if (comment.type === 'code') return <CodeBlock code={comment.content} />;
  if (comment.type === 'file') {
    const file = comment.files[0];
    if (!file) {
      return (
        <Text size="sm" c="dimmed" fs="italic">
          {`${comment.content} (file removed)`}
        </Text>
      );
    }
    return (
      <Group gap={8} wrap="nowrap" className={classes.file}>
        <IconFileDownload size={18} stroke={1.6} className={classes.fileIcon} aria-hidden />
        <DownloadLink fileId={file.id} href={file.download_url} download={file.name} size="sm" className={classes.fileName}>
          {file.name}
        </DownloadLink>
        <Text size="xs" c="dimmed" className="tabular" style={{ flex: 'none' }}>
          {formatFileSize(file.size)}
        </Text>
      </Group>
    );
  }
  return <RichTextView html={comment.content} />;
}

/**
 * Where the focus goes once a comment is deleted (its Delete button, which had it, is gone):
 * the next comment's Delete button (the previous one's for the last), else the list, else the
 * board's composer when no comment is left.
 */
function afterDelete(board: Element | null, neighbourId: string | null) {
  if (!board) return null;
  const neighbour = neighbourId ? board.querySelector<HTMLElement>(`[data-comment-id="${neighbourId}"] button[aria-label="Delete comment"]`) : null;
  return neighbour ?? board.querySelector<HTMLElement>('ol') ?? board.querySelector<HTMLElement>('form input, form button');
}

/** One comment: author initials and name, when, and the content by its type. */
export function CommentItem({ jobId, comment, onFilesChanged }: CommentItemProps) {
  const remove = useDeleteComment(jobId, comment.files.length ? onFilesChanged : undefined);
  const itemRef = useRef<HTMLLIElement>(null);

  const onDelete = async () => {
    if (!(await confirmDelete('Are you sure you want to delete this discussion record?'))) return;
    const item = itemRef.current;
    const neighbourId = (item?.nextElementSibling ?? item?.previousElementSibling)?.getAttribute('data-comment-id') ?? null;
    const board = item?.closest('[data-comment-board]') ?? null;
    try {
      await remove.mutateAsync({ commentId: comment.id, board: comment.board });
    } catch {
      return; // its toast says why; the comment and the focus stay
    }
    focusWhenLost(() => afterDelete(board, neighbourId), item);
  };

  return (
    <li ref={itemRef} className={classes.root} data-comment-id={comment.id} data-comment-type={comment.type}>
      <Avatar radius="xl" size={32} color="brand" variant="light" className={classes.avatar} aria-hidden>
        {comment.author.initials}
      </Avatar>
      <div className={classes.body}>
        <Group gap={8} wrap="nowrap" justify="space-between" align="center">
          <Group gap={8} wrap="wrap" align="baseline" className={classes.meta}>
            <Text size="sm" fw={600}>
              {comment.author.full_name}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at} className="tabular">
              {formatDateTime(comment.created_at)}
            </Text>
          </Group>
          {comment.can_delete ? (
            <MouseTooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Delete comment"
                loading={remove.isPending}
                onClick={() => void onDelete()}
                className={classes.delete}
              >
                <IconTrash size={15} />
              </ActionIcon>
            </MouseTooltip>
          ) : null}
        </Group>
        <div className={classes.content}>
          <CommentBody comment={comment} />
        </div>
      </div>
    </li>
  );
}
