import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBoard } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { notifyCommentError } from '../comment-errors';
import { commentsQueryKey } from './list-comments';

/** DELETE /jobs/{id}/comments/{commentId}: its files go with it. */
export function deleteComment(jobId: number, commentId: number) {
  return apiRequest(`/jobs/${jobId}/comments/${commentId}`, { method: 'DELETE', errors: 'auth-only' });
}

export function useDeleteComment(jobId: number, onDeleted?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId }: { commentId: number; board: TBoard }) => deleteComment(jobId, commentId),
    onSuccess: (_result, { board }) => {
      notifySuccess('Selected comment is deleted');
      onDeleted?.();
      return client.invalidateQueries({ queryKey: commentsQueryKey(jobId, board) });
    },
    onError: notifyCommentError,
  });
}
