import { useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatMoney } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { compareRecordNumbers } from '@/ui/record-numbers';
import { SectionPanel } from '@/ui/section-panel';
import { StatusBadge } from '@/ui/status-badge';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { Link } from './link';
import classes from './record-list-panel.module.css';

export type TRecordRow = { id: number; number: string; name: string; status: string; href: string };

export type RecordListPanelProps = {
  /** QUOTES, ORDERS (spec 1 section 2.9). */
  title: string;
  /** The record kind for labels: 'quote', 'order'. */
  noun: string;
  rows: readonly TRecordRow[] | undefined;
  /** TOTAL QUOTED, TOTAL ORDERS. */
  totalLabel: string;
  total: string | undefined;
  /** The question a row's delete asks first. */
  deleteQuestion: (row: TRecordRow) => string;
  /** Deletes the row (after the question) and answers the success message; a failure has been shown by the API client. */
  deleteRow: (row: TRecordRow) => Promise<string>;
  /** The add dialog; `onDone` after the record was added here. */
  renderAdd: (dialog: { opened: boolean; onClose: () => void; onDone: () => void }) => ReactNode;
  /** The duplicate dialog of the record `id`; `onDone` after the copy was made. */
  renderClone: (dialog: { id: number | null; opened: boolean; onClose: () => void; onDone: () => void }) => ReactNode;
  /** After an add or a copy: the list reloads. */
  onChanged: () => void;
};

/** A sidebar list of numbered records (a job's quotes, orders): number, name link, status, duplicate and delete, '+', the total. */
export function RecordListPanel({ title, noun, rows: unsorted, totalLabel, total, deleteQuestion, deleteRow, renderAdd, renderClone, onChanged }: RecordListPanelProps) {
  const id = `job-${title.toLowerCase()}`;
  const [adding, setAdding] = useState(false);
  const [cloning, setCloning] = useState<number | null>(null);
  const onAdd = () => setAdding(true);
  const onDuplicate = (recordId: number) => setCloning(recordId);
  const onDelete = async (row: TRecordRow) => {
    if (!(await confirmDelete(deleteQuestion(row)))) return;
    try {
      notifySuccess(await deleteRow(row));
    } catch {
      // Shown by the API client (e.g. a record already invoiced stays).
    }
  };
  // By number, so a copy (12A, 12B) stands under its original.
  const rows = unsorted ? [...unsorted].sort((a, b) => compareRecordNumbers(a.number, b.number)) : undefined;
  return (
    <SectionPanel
      id={id}
      title={rows ? `${title} (${rows.length})` : title}
      actions={
        <MouseTooltip label={`Add ${noun}`}>
          <ActionIcon variant="light" size="md" aria-label={`Add ${noun}`} onClick={onAdd}>
            <IconPlus size={16} />
          </ActionIcon>
        </MouseTooltip>
      }
    >
      {!rows ? (
        <Stack gap={8} aria-busy="true">
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {noun}s yet.
        </Text>
      ) : (
        <Stack gap={2} component="ul" className={classes.list} aria-label={title}>
          {rows.map((row) => (
            <Group key={row.id} component="li" gap={8} wrap="nowrap" align="flex-start" className={classes.item}>
              <Text size="sm" fw={600} className={`tabular ${classes.number}`}>
                {row.number}
              </Text>
              <div className={classes.text}>
                <Anchor component={Link} to={row.href} size="sm" className={classes.name}>
                  {row.name}
                </Anchor>
                <StatusBadge status={row.status} size="xs" />
              </div>
              <Group gap={0} wrap="nowrap">
                <MouseTooltip label="Duplicate">
                  <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Duplicate ${noun} ${row.number}`} onClick={() => onDuplicate(row.id)}>
                    <IconCopy size={15} />
                  </ActionIcon>
                </MouseTooltip>
                <MouseTooltip label="Delete">
                  <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Delete ${noun} ${row.number}`} onClick={() => void onDelete(row)}>
                    <IconTrash size={15} />
                  </ActionIcon>
                </MouseTooltip>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Group justify="space-between" className={classes.total}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {totalLabel}:
        </Text>
        <Text size="sm" fw={700} className="tabular" data-testid={`${id}-total`}>
          {total === undefined ? '…' : formatMoney(total)}
        </Text>
      </Group>
      {renderAdd({
        opened: adding,
        onClose: () => setAdding(false),
        onDone: () => {
          setAdding(false);
          onChanged();
        },
      })}
      {renderClone({
        id: cloning,
        opened: cloning !== null,
        onClose: () => setCloning(null),
        onDone: () => {
          setCloning(null);
          onChanged();
        },
      })}
    </SectionPanel>
  );
}
