import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZCommentSchema, ZPaged, type TBoard } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /jobs/{id}/comments?board=&page=: newest first, ten a page, with last_page. */
export function listComments(jobId: number, board: TBoard, page: number, signal?: AbortSignal) {
  return apiRequest(`/jobs/${jobId}/comments`, { query: { board, page }, schema: import.meta.env.DEV && ZPaged(ZCommentSchema), signal });
}

/** Every board of a job, or one board. */
export const commentsQueryKey = (jobId: number, board?: TBoard) =>
  board ? (['comments', 'job', jobId, board] as const) : (['comments', 'job', jobId] as const);

export function commentsQueryOptions(jobId: number, board: TBoard) {
  return infiniteQueryOptions({
    queryKey: commentsQueryKey(jobId, board),
    queryFn: ({ pageParam, signal }) => listComments(jobId, board, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
}

/** The pages loaded so far; 'Load older' fetches the next one. */
export function useComments(jobId: number, board: TBoard) {
  return useInfiniteQuery(commentsQueryOptions(jobId, board));
}
