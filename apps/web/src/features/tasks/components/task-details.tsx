import { useState } from 'react';
import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { formatDate, type TTask, type TTaskUpdate } from '@jobflow/contract';
import { useOptions } from '@/lib/session';
import { DEFAULT_DATE_FORMAT, DueDateInput } from '@/ui/due-date-input';
import { InlineEdit } from '@/ui/inline-edit';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { RichTextView } from '@/ui/rich-text-view';
import { StatusBadge } from '@/ui/status-badge';
import { StatusSelect } from '@/ui/status-select';
import { useDelayedSave } from '@/ui/use-delayed-save';
import { useUpdateTask } from '../api/update-task';
import classes from './task-details.module.css';

export type TaskDetailsProps = {
  task: TTask;
  readOnly: boolean;
  onClose: () => void;
};

/** The selected task (spec 1 section 2.10): status, name, due date and description. */
export function TaskDetails({ task, readOnly, onClose }: TaskDetailsProps) {
  const options = useOptions();
  const update = useUpdateTask();
  const [editingDescription, setEditingDescription] = useState(false);
  const save = (body: TTaskUpdate) => update.mutateAsync({ taskId: task.id, body }).catch(() => undefined);
  const description = useDelayedSave((html) => save({ description: html || null }));

  return (
    <section id="task-details" className={classes.root} aria-label={`Task ${task.name}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text size="xs" fw={650} c="dimmed" lts="0.05em" className="tabular">
          {`TASK #${task.seq_no ?? task.id}`}
        </Text>
        <CloseButton size="sm" aria-label="Close task details" onClick={onClose} />
      </Group>
      <InlineEdit
        label="Task name"
        value={task.name}
        readOnly={readOnly}
        maxLength={2000}
        fz="16px"
        fw={600}
        onSave={(name) => save({ name })}
        renderValue={(name) => (
          <Text fz={16} fw={600} className={classes.name}>
            {name}
          </Text>
        )}
      />
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600}>
            Status
          </Text>
          {readOnly ? (
            <StatusBadge status={task.status} />
          ) : (
            <StatusSelect
              label="Task status"
              size="xs"
              value={task.status}
              options={options.taskStatuses}
              onChange={(status) => save({ status: status as TTask['status'] })}
            />
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600}>
            Due date
          </Text>
          {readOnly ? (
            <Text size="sm" className="tabular">
              {formatDate(task.due_date)}
            </Text>
          ) : (
            <DueDateInput
              aria-label="Task due date"
              valueFormat={DEFAULT_DATE_FORMAT}
              size="xs"
              w={150}
              value={task.due_date}
              onChange={(value) => {
                if (value && value !== task.due_date) void save({ due_date: value });
              }}
            />
          )}
        </Stack>
      </Group>
      <Stack gap={6}>
        <Text size="xs" c="dimmed" fw={600}>
          Description
        </Text>
        {editingDescription ? (
          <>
            <RichTextEditor
              label="Task description"
              initialValue={task.description}
              height={200}
              autoGrow
              autoFocus
              onReady={description.ready}
              onChange={description.change}
              onFocus={description.focus}
              onBlur={description.blur}
            />
            <Group justify="flex-end">
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => {
                  description.flush();
                  setEditingDescription(false);
                }}
              >
                Done
              </Button>
            </Group>
          </>
        ) : (
          <>
            <RichTextView html={task.description} empty="No description..." />
            {readOnly ? null : (
              <Group>
                <Button size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setEditingDescription(true)}>
                  Edit Task Description
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}
