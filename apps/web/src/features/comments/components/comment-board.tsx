import { Button, Center, Stack, Text } from '@mantine/core';
import type { TBoard } from '@jobflow/contract';
import type { TMentionCandidate } from '@/ui/rich-text-editor';
import { useComments } from '../api/list-comments';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { CommentSkeleton } from './comment-skeleton';

export type CommentBoardProps = {
  jobId: number;
  board: TBoard;
  mentions: readonly TMentionCandidate[];
  onFilesChanged?: () => void;
};

/** One board: the composer, then the comments newest first, ten at a time. */
export function CommentBoard({ jobId, board, mentions, onFilesChanged }: CommentBoardProps) {
  const comments = useComments(jobId, board);
  // Pages can overlap when comments arrive between loads: show each comment once.
  const seen = new Set<number>();
  const list = (comments.data?.pages ?? []).flatMap((page) => page.data).filter((c) => !seen.has(c.id) && seen.add(c.id));

  return (
    <Stack gap="lg" data-comment-board={board}>
      <CommentComposer jobId={jobId} board={board} mentions={mentions} onFilePosted={onFilesChanged} />
      {comments.isLoading ? (
        <CommentSkeleton />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      ) : (
        <Stack gap={0} component="ol" tabIndex={-1} aria-label={`${board === 'team' ? 'Team' : 'Client'} comments`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((comment) => (
            <CommentItem key={comment.id} jobId={jobId} comment={comment} onFilesChanged={onFilesChanged} />
          ))}
        </Stack>
      )}
      {comments.hasNextPage ? (
        <Center>
          <Button variant="default" size="xs" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
            Load older
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
