import { notifyInvalidRequest } from '@/lib/invalid-request';

/** Discussion failures show the server's error titled 'Invalid Request' (spec 1 section 8). A 401 is already handled. */
export const notifyCommentError = notifyInvalidRequest;
