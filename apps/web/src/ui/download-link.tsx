import type { MouseEvent, ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** A link counts as run out this long before its expiry, so a slow click does not land on a dead one. */
const MARGIN_MS = 30_000;

/** When a signed download link (`…/download?expires=<seconds>&sig=…`) stops working, in ms; null when it names no expiry. */
export function linkExpiry(href: string): number | null {
  const match = /[?&]expires=(\d+)/.exec(href);
  return match ? Number(match[1]) * 1000 : null;
}

/** GET /files/{id}/link: a freshly signed link to a file the caller may open. */
export async function freshDownloadUrl(fileId: number): Promise<string> {
  const answer = await apiRequest(`/files/${fileId}/link`, { schema: import.meta.env.DEV && z.object({ download_url: z.string() }) });
  return (answer as { download_url: string }).download_url;
}

export type DownloadLinkProps = AnchorProps & {
  fileId: number;
  /** The signed link the page was given with the file. */
  href: string;
  /** The name the browser saves the file under. */
  download?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A file's download link. Links are signed for a short time (LINK_TTL_SECONDS on the server):
 * on a page left open longer, a click on one that has run out asks the server for a fresh link
 * to the same file and downloads from that instead of landing on "This download link has
 * expired".
 */
export function DownloadLink({ fileId, href, download, children, ...anchor }: DownloadLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const expiry = linkExpiry(href);
    if (expiry === null || expiry - Date.now() > MARGIN_MS) return;
    event.preventDefault();
    freshDownloadUrl(fileId).then(
      (url) => {
        // the answer is always an attachment: the page stays where it is
        const link = document.createElement('a');
        link.href = url;
        if (download) link.download = download;
        document.body.append(link);
        link.click();
        link.remove();
      },
      () => {
        // The API client has shown the error (the file is gone, or the session ended).
      },
    );
  };
  return (
    <Anchor href={href} download={download} onClick={onClick} {...anchor}>
      {children}
    </Anchor>
  );
}
