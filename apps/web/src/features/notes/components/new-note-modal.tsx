import { useRef, useState, type FormEvent } from 'react';
import { Input, Modal, Select, Stack, TextInput } from '@mantine/core';

import { notifySuccess } from '@/lib/notify';
import { useOptions } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { RichTextEditor, type RichTextEditorHandle } from '@/ui/rich-text-editor';
import { useCreateClientNote } from '../api/create-client-note';
import { FormActions } from '@/ui/form-actions';

export type NewNoteModalProps = {
  opened: boolean;
  onClose: () => void;
  /** A preset client: the client selector is hidden (opened from a client's page). */
  clientId?: number;
};

const EDITOR_HEIGHT = 260;

/** NEW NOTE (700): title, client, rich-text content; 'Note {title} created'. */
export function NewNoteModal({ opened, onClose, clientId }: NewNoteModalProps) {
  const options = useOptions();
  const create = useCreateClientNote();
  const editor = useRef<RichTextEditorHandle>(null);
  const [title, setTitle] = useState('');
  const [client, setClient] = useState<string | null>(null);
  const [errors, setErrors] = useState<TFieldErrors>({});

  const clientOptions = [
    { group: 'Clients', items: options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name })) },
    { group: 'Suppliers', items: options.clients.filter((c) => c.is_supplier === 1).map((c) => ({ value: String(c.id), label: c.name })) },
  ].filter((g) => g.items.length > 0);

  const reset = () => {
    setTitle('');
    setClient(null);
    setErrors({});
  };

  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = await validateForm((s) => s.ZNoteInputSchema, {
      title,
      content: editor.current?.getHTML() ?? '',
      client_id: clientId ?? (client ? Number(client) : null),
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      const note = await create.mutateAsync({ title: checked.data.title, content: checked.data.content, client_id: checked.data.client_id ?? null });
      notifySuccess(`Note ${note.title} created`);
      reset();
      onClose();
    } catch {
      // The API client has shown the error; the dialog stays for another try.
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="NEW NOTE" size={700}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            withAsterisk
            data-autofocus
            maxLength={255}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
          />
          {clientId === undefined ? (
            <Select
              label="Client"
              placeholder="Select a client"
              data={clientOptions}
              value={client}
              onChange={setClient}
              error={errors.client_id}
              searchable
              clearable
              nothingFoundMessage="No clients found"
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <Input.Wrapper label="Content" withAsterisk error={errors.content} id="new-note-content">
            <RichTextEditor ref={editor} label="Content" height={EDITOR_HEIGHT} error={Boolean(errors.content)} />
          </Input.Wrapper>
          <FormActions onCancel={close} pending={create.isPending} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
