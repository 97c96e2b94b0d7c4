import { useState, type FormEvent } from 'react';
import { Anchor, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { TNote } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { Link } from '@/ui/link';
import { useCreateCompanyNote } from '../api/create-company-note';
import { useUpdateCompanyNote } from '../api/update-company-note';
import { htmlToText, isPlainHtml, textToHtml } from './note-text';
import { clearFieldErrors, serverFieldErrors } from './server-field-errors';
import { FormActions } from '@/ui/form-actions';

export type CompanyNoteModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The company the note belongs to: fixed, not asked for. */
  clientId: number;
  /** The note to edit; without it the dialog adds one. */
  note?: TNote | null;
};

type TValues = { title: string; content: string };

/** ADD NOTE / EDIT NOTE from a company's page: title and a text box growing from 50 to 200 px. */
export function CompanyNoteModal({ opened, onClose, clientId, note }: CompanyNoteModalProps) {
  const create = useCreateCompanyNote();
  const update = useUpdateCompanyNote();
  const saving = create.isPending || update.isPending;
  // Formatted content (lists, links, bold) would lose its formatting in a text box: it is edited on the note's page.
  const richContent = note ? !isPlainHtml(note.content) : false;
  const initial = (): TValues => ({ title: note?.title ?? '', content: note && !richContent ? htmlToText(note.content) : '' });
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});

  const openedFor = `${note?.id ?? 'new'}:${opened}`;
  const [lastOpenedFor, setLastOpenedFor] = useState(openedFor);
  if (openedFor !== lastOpenedFor) {
    setLastOpenedFor(openedFor);
    setValues(initial());
    setErrors({});
  }

  const close = () => {
    if (!saving) onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const content = richContent && note ? note.content : values.content.trim() ? textToHtml(values.content) : '';
    const checked = await validateForm((s) => s.ZNoteInputSchema, { title: values.title, content, client_id: clientId });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      if (note) {
        const body: { title?: string; content?: string } = {};
        if (checked.data.title !== note.title) body.title = checked.data.title;
        if (!richContent && values.content !== htmlToText(note.content)) body.content = checked.data.content;
        if (Object.keys(body).length) await update.mutateAsync({ noteId: note.id, body });
        notifySuccess('Note updated successfully.');
      } else {
        const created = await create.mutateAsync({ title: checked.data.title, content: checked.data.content, client_id: clientId });
        notifySuccess(`Note ${created.title} created`);
      }
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={note ? 'EDIT NOTE' : 'ADD NOTE'} size={700}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            withAsterisk
            data-autofocus
            maxLength={255}
            value={values.title}
            onChange={(e) => {
              const title = e.currentTarget.value;
              setValues((v) => ({ ...v, title }));
              setErrors((er) => clearFieldErrors(er, ['title']));
            }}
            error={errors.title}
          />
          {richContent && note ? (
            <Text size="sm" c="dimmed">
              This note has formatted content.{' '}
              <Anchor component={Link} to={`/notes/${note.id}`} size="sm">
                Edit its content on the note&apos;s page
              </Anchor>
              .
            </Text>
          ) : (
            <Textarea
              label="Content"
              withAsterisk
              autosize
              minRows={2}
              maxRows={8}
              maxLength={200_000}
              value={values.content}
              onChange={(e) => {
                const content = e.currentTarget.value;
                setValues((v) => ({ ...v, content }));
                setErrors((er) => clearFieldErrors(er, ['content']));
              }}
              error={errors.content}
              styles={{ input: { minHeight: 50, maxHeight: 200, overflowY: 'auto' } }}
            />
          )}
          <FormActions onCancel={close} pending={saving} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
