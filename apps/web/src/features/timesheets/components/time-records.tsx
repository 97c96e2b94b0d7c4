import { ActionIcon, Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDate, formatHours, type TTimeRecord } from '@jobflow/contract';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import classes from './time-records.module.css';

export type TimeRecordsProps = {
  records: readonly TTimeRecord[];
  /** Caption for screen readers: whose records these are. */
  label: string;
  onEdit: (id: number) => void;
  onDelete: (record: TTimeRecord) => void;
};

const session = (r: TTimeRecord) => `${r.start_time}–${r.end_time}${r.break ? ` · ${r.break} min break` : ''}`;

/** Timesheet records (DATE, TEAM MEMBER, DESCRIPTION, HOURS, TOTAL); the date opens EDIT TIMESHEET. */
export function TimeRecords({ records, label, onEdit, onDelete }: TimeRecordsProps) {
  return (
    <Table className={classes.table} verticalSpacing={6} horizontalSpacing="sm" fz="sm" highlightOnHover aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={110}>DATE</Table.Th>
          <Table.Th w={160}>TEAM MEMBER</Table.Th>
          <Table.Th>DESCRIPTION</Table.Th>
          <Table.Th w={210}>HOURS</Table.Th>
          <Table.Th w={80} ta="right">
            TOTAL
          </Table.Th>
          <Table.Th w={48}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Anchor component="button" type="button" size="sm" className="tabular" onClick={() => onEdit(r.id)} aria-label={`Edit timesheet of ${formatDate(r.session_date)}: ${r.description}`}>
                {formatDate(r.session_date)}
              </Anchor>
            </Table.Td>
            <Table.Td>{r.user.full_name}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-line' }}>{r.description}</Table.Td>
            <Table.Td>
              <Text span size="sm" c="dimmed" className="tabular" style={{ whiteSpace: 'nowrap' }}>
                {session(r)}
              </Text>
            </Table.Td>
            <Table.Td ta="right" className="tabular" fw={500}>
              {formatHours(r.duration)}
            </Table.Td>
            <Table.Td ta="right">
              <MouseTooltip label={r.invoiced ? 'On an invoice' : 'Delete'}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete timesheet of ${formatDate(r.session_date)}: ${r.description}`}
                  disabled={r.invoiced}
                  onClick={() => onDelete(r)}
                >
                  <IconTrash size={16} stroke={1.6} />
                </ActionIcon>
              </MouseTooltip>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
