import { useEffect } from 'react';
import { useMatches } from 'react-router';

export type TRouteHandle = { title?: string };

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  const { title } = handle as TRouteHandle;
  return typeof title === 'string' ? title : undefined;
}

/** The browser tab reads 'Jobs · Jobflow' from the deepest route that names itself. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches.map((m) => titleOf(m.handle)).filter(Boolean).pop();
  useEffect(() => {
    document.title = title ? `${title} · Jobflow` : 'Jobflow';
  }, [title]);
}
