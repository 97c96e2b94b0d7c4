import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Input, Modal, Stack, Textarea } from '@mantine/core';

import { validateForm, type TFieldErrors } from '@/lib/validate';
import { DEFAULT_DATE_FORMAT, DueDateInput } from '@/ui/due-date-input';
import { RichTextEditor, type RichTextEditorHandle } from '@/ui/rich-text-editor';
import { useCreateTask } from '../api/create-task';
import { FormActions } from '@/ui/form-actions';

export type AddTaskModalProps = {
  opened: boolean;
  onClose: () => void;
  jobId: number;
  clientId: number;
};

/** ADD TASK (width 580, spec 1 sections 2.13 and 5): due date and name required, description optional. */
export function AddTaskModal({ opened, onClose, jobId, clientId }: AddTaskModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="ADD TASK" size={580} closeOnClickOutside={false}>
      {/* Mounted only while open, so every opening starts empty. */}
      {opened ? <AddTaskForm onDone={onClose} jobId={jobId} clientId={clientId} /> : null}
    </Modal>
  );
}

type AddTaskFormProps = { onDone: () => void; jobId: number; clientId: number };

function AddTaskForm({ onDone, jobId, clientId }: AddTaskFormProps) {
  const create = useCreateTask(jobId);
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [name, setName] = useState('');
  const description = useRef<RichTextEditorHandle>(null);
  const [errors, setErrors] = useState<TFieldErrors>({});

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (create.isPending) return;
    const html = description.current?.getHTML() ?? '';
    const checked = await validateForm((s) => s.ZTaskCreateSchema, {
      job_id: jobId,
      client_id: clientId,
      name,
      due_date: dueDate ?? '',
      description: html || null,
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      await create.mutateAsync(checked.data);
      onDone();
    } catch {
      // The API client has shown the error; the form stays open.
    }
  };

  const onNameKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DueDateInput
          label="Due date"
          required
          valueFormat={DEFAULT_DATE_FORMAT}
          value={dueDate}
          onChange={setDueDate}
          error={errors.due_date}
          w={220}
          data-autofocus
        />
        <Textarea
          label="Task name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={onNameKeyDown}
          error={errors.name}
          autosize
          minRows={1}
          maxRows={4}
          styles={{ input: { minHeight: 40, maxHeight: 100 } }}
        />
        <Input.Wrapper label="Description" error={errors.description}>
          <RichTextEditor ref={description} label="Task description" height={140} autoGrow error={Boolean(errors.description)} />
        </Input.Wrapper>
        <FormActions onCancel={onDone} pending={create.isPending} />
      </Stack>
    </form>
  );
}
