import { useMemo, useState } from 'react';
import { ActionIcon, Button, Collapse, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { can, formatDate, formatHours, type TTask } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView } from '@/ui/data-table';
import { compareText } from '@/ui/record-numbers';
import { SectionPanel } from '@/ui/section-panel';
import { StatusBadge } from '@/ui/status-badge';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/list-tasks';
import { AddTaskModal } from './add-task-modal';
import { TaskDetails } from './task-details';
import classes from './tasks-section.module.css';

export type TasksSectionProps = {
  jobId: number;
  clientId: number;
};

type TSortKey = 'number' | 'name' | 'due_date' | 'status';

const numberOf = (task: TTask) => task.seq_no ?? task.id;

function compare(a: TTask, b: TTask, key: TSortKey): number {
  switch (key) {
    case 'number':
      return numberOf(a) - numberOf(b);
    case 'name':
      return a.name.localeCompare(b.name);
    case 'status':
      return compareText(a.status, b.status);
    default:
      return compareText(a.due_date, b.due_date) || numberOf(a) - numberOf(b);
  }
}

/**
 * The collapsible TASKS (n) section (spec 1 section 2.10): the table sorted by due date,
 * '+ Add Task' and deletes for staff, and the selected task's details under the table.
 */
export function TasksSection({ jobId, clientId }: TasksSectionProps) {
  const user = useAuthUser();
  const canEdit = can(user, 'tasks.create');
  const showHours = can(user, 'tasks.viewHours');
  const tasks = useTasks(jobId);
  const remove = useDeleteTask(jobId);
  const [open, { toggle }] = useDisclosure(true);
  const [adding, addModal] = useDisclosure(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [sort, setSort] = useState<DataTableSortStatus<TTask>>({ columnAccessor: 'due_date', direction: 'asc' });

  const rows = useMemo(() => {
    const list = [...(tasks.data ?? [])];
    const key = sort.columnAccessor as TSortKey;
    list.sort((a, b) => (sort.direction === 'asc' ? compare(a, b, key) : compare(b, a, key)));
    return list;
  }, [tasks.data, sort]);
  const selected = rows.find((t) => t.id === selectedId) ?? null;
  const count = tasks.data?.length ?? 0;

  const onDelete = async (task: TTask) => {
    if (!(await confirmDelete('Are you sure you want to delete this task?'))) return;
    await remove.mutateAsync(task.id).catch(() => undefined);
    if (selectedId === task.id) setSelectedId(null);
  };

  const columns: DataTableColumn<TTask>[] = [
    {
      accessor: 'number',
      title: 'NUMBER',
      sortable: true,
      width: 96,
      render: (task) => <span className="tabular">{numberOf(task)}</span>,
    },
    {
      accessor: 'name',
      title: 'TASK',
      sortable: true,
      // on a phone the fixed columns would squeeze the name to a letter a line: the table scrolls instead
      titleStyle: { minWidth: 180 },
      cellsStyle: () => ({ minWidth: 180 }),
      render: (task) => (
        <UnstyledButton
          className={classes.taskName}
          onClick={(event) => {
            event.stopPropagation();
            setSelectedId((id) => (id === task.id ? null : task.id));
          }}
          aria-expanded={task.id === selectedId}
          aria-controls="task-details"
        >
          {task.name}
        </UnstyledButton>
      ),
    },
    {
      accessor: 'due_date',
      title: 'DUE DATE',
      sortable: true,
      width: 120,
      render: (task) => <span className="tabular">{formatDate(task.due_date)}</span>,
    },
    {
      accessor: 'status',
      title: 'STATUS',
      sortable: true,
      width: 130,
      render: (task) => <StatusBadge status={task.status} />,
    },
    {
      accessor: 'actual_hours',
      title: 'TOTAL TIME',
      hidden: !showHours,
      textAlign: 'right',
      width: 124,
      render: (task) => <span className="tabular">{formatHours(task.actual_hours)}</span>,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      hidden: !canEdit,
      width: 52,
      textAlign: 'right',
      render: (task) => (
        <MouseTooltip label="Delete task">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Delete task ${task.name}`}
            onClick={(event) => {
              event.stopPropagation();
              void onDelete(task);
            }}
          >
            <IconTrash size={15} />
          </ActionIcon>
        </MouseTooltip>
      ),
    },
  ];

  const title = (
    <UnstyledButton onClick={toggle} aria-expanded={open} aria-controls="job-tasks-body" className={classes.toggle}>
      <IconChevronDown size={15} className={classes.chevron} data-open={open || undefined} aria-hidden />
      <span>{`TASKS (${count})`}</span>
    </UnstyledButton>
  );

  return (
    <SectionPanel
      id="job-tasks"
      title={title}
      actions={
        canEdit ? (
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={addModal.open}>
            Add Task
          </Button>
        ) : null
      }
      flush
    >
      <Collapse expanded={open} id="job-tasks-body">
        <div className={classes.body}>
          {!tasks.isLoading && count === 0 ? (
            <Text size="sm" c="dimmed" py="xs">
              No tasks yet.
            </Text>
          ) : (
            <DataTableView<TTask>
              loading={tasks.isLoading}
              skeletonRows={3}
              records={rows}
              columns={columns}
              idAccessor="id"
              sortStatus={sort}
              onSortStatusChange={setSort}
              onRowClick={({ record }) => setSelectedId((id) => (id === record.id ? null : record.id))}
              rowClassName={(task) => (task.id === selectedId ? classes.selectedRow : undefined)}
              noRecordsText="No tasks yet."
            />
          )}
          {selected ? (
            <TaskDetails key={selected.id} task={selected} readOnly={!canEdit} onClose={() => setSelectedId(null)} />
          ) : null}
        </div>
      </Collapse>
      {canEdit ? <AddTaskModal opened={adding} onClose={addModal.close} jobId={jobId} clientId={clientId} /> : null}
    </SectionPanel>
  );
}
