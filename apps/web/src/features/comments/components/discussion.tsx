import { useState } from 'react';
import { Paper, Tabs } from '@mantine/core';
import { can, type TBoard } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import type { TMentionCandidate } from '@/ui/rich-text-editor';
import { CommentBoard } from './comment-board';
import classes from './discussion.module.css';

export type DiscussionProps = {
  jobId: number;
  /** Who may be @mentioned on each board (the job's people; contacts only on the client board). */
  mentions: Record<TBoard, readonly TMentionCandidate[]>;
  /** A file was posted or a comment with files removed: the job's attachments changed. */
  onFilesChanged?: () => void;
};

const BOARD_LABELS: Record<TBoard, string> = { team: 'TEAM DISCUSSION', client: 'CLIENT DISCUSSION' };

/** TEAM DISCUSSION (staff only) and CLIENT DISCUSSION tabs (spec 1 section 2.11). */
export function Discussion({ jobId, mentions, onFilesChanged }: DiscussionProps) {
  const user = useAuthUser();
  const boards: TBoard[] = can(user, 'comments.teamBoard') ? ['team', 'client'] : ['client'];
  const [board, setBoard] = useState<TBoard>(boards[0] ?? 'client');

  return (
    <Paper component="section" withBorder radius="md" className={classes.root} aria-label="Discussion">
      <Tabs value={board} onChange={(value) => value && setBoard(value as TBoard)}>
        <Tabs.List aria-label="Discussion boards" className={classes.tabs}>
          {boards.map((b) => (
            <Tabs.Tab key={b} value={b} fz="xs" fw={650} lts="0.05em" className={classes.tab}>
              {BOARD_LABELS[b]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {boards.map((b) => (
          <Tabs.Panel key={b} value={b} className={classes.panel}>
            <CommentBoard jobId={jobId} board={b} mentions={mentions[b]} onFilesChanged={onFilesChanged} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
