import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCommentSchema, type TCommentCreate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { notifyCommentError } from '../comment-errors';
import { commentsQueryKey } from './list-comments';

/** POST /jobs/{id}/comments: HTML for a comment (mention spans notify), plain text for code. */
export function postComment(jobId: number, body: TCommentCreate) {
  return apiRequest(`/jobs/${jobId}/comments`, { method: 'POST', body, schema: import.meta.env.DEV && ZCommentSchema, errors: 'auth-only' });
}

export function usePostComment(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCommentCreate) => postComment(jobId, body),
    onSuccess: (comment) => {
      notifySuccess(comment.type === 'code' ? 'Code snippet posted successfully' : 'Your comment posted successfully');
      return client.invalidateQueries({ queryKey: commentsQueryKey(jobId, comment.board) });
    },
    onError: notifyCommentError,
  });
}
