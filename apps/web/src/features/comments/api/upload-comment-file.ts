import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAttachmentSchema, ZCommentSchema, type TBoard } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { notifyCommentError } from '../comment-errors';
import { commentsQueryKey } from './list-comments';

export type TUploadCommentFile = { board: TBoard; file: File };

/** POST /files/upload (multipart): the file part `file_upload` plus where it belongs. */
export function uploadCommentFile(jobId: number, { board, file }: TUploadCommentFile) {
  const form = new FormData();
  form.append('type', 'comment');
  form.append('object_type', 'job');
  form.append('object_id', String(jobId));
  form.append('board', board);
  form.append('file_upload', file, file.name);
  return apiRequest('/files/upload', {
    method: 'POST',
    body: form,
    schema: import.meta.env.DEV && z.object({ comment: ZCommentSchema, file: ZAttachmentSchema }),
    errors: 'auth-only',
  });
}

/** `onUploaded` lets the page refresh what else lists the file (the job's attachments). */
export function useUploadCommentFile(jobId: number, onUploaded?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TUploadCommentFile) => uploadCommentFile(jobId, input),
    onSuccess: ({ comment, file }) => {
      notifySuccess(`File ${file.name} uploaded successfully`);
      onUploaded?.();
      return client.invalidateQueries({ queryKey: commentsQueryKey(jobId, comment.board) });
    },
    onError: notifyCommentError,
  });
}
