import { useState, type FormEvent } from 'react';
import { Alert, FileInput, Input, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import {
  MESSAGES,
  REQUEST_ATTACHMENT_ACCEPT,
  REQUEST_ATTACHMENT_EXTENSIONS,
  formatFileSize,
  isClientUser,
  todayIso,
  type TJobRequest,
} from '@jobflow/contract';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAuthUser, useOptions } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { RichTextView } from '@/ui/rich-text-view';
import { useCreateJobRequest } from '../api/create-job-request';
import { useClientMembers } from '../api/get-client-members';
import { useUpdateJobRequest } from '../api/update-job-request';
import { RequestAttachments } from './request-attachments';
import { FormActions } from '@/ui/form-actions';

const ACCEPT = [...REQUEST_ATTACHMENT_ACCEPT, ...REQUEST_ATTACHMENT_EXTENSIONS].join(',');
const DESCRIPTION_HEIGHT = 180;

export type JobRequestFormProps = {
  /** The request being edited; undefined for a new one. */
  request?: TJobRequest;
  onClose: () => void;
  /** A new request was submitted (the form has closed): the modal thanks the user once it has gone. */
  onSubmitted?: () => void;
};

/**
 * The fields of NEW / EDIT JOB REQUEST (spec 1 sections 2.12 and 5): request date, company
 * (fixed for client users), contact, job name, description and attachments.
 */
export function JobRequestForm({ request, onClose, onSubmitted }: JobRequestFormProps) {
  const user = useAuthUser();
  const options = useOptions();
  const isClient = isClientUser(user);
  const createRequest = useCreateJobRequest();
  const updateRequest = useUpdateJobRequest();
  const saving = createRequest.isPending || updateRequest.isPending;
  const readOnly = Boolean(request && request.status !== 'pending');

  const [requestDate, setRequestDate] = useState<string | null>(request?.request_date ?? todayIso());
  const [clientId, setClientId] = useState<number | null>(request?.client_id ?? user.client_id ?? null);
  // A client user usually asks for themselves.
  const [contactId, setContactId] = useState<number | null>(request?.contact_id ?? (isClient ? user.id : null));
  const [name, setName] = useState(request?.name ?? '');
  const [description, setDescription] = useState(request?.description ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<TFieldErrors>({});

  // A field's message goes once the user changes it.
  const clearError = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const members = useClientMembers(clientId);
  const contactOptions = (members.data ?? [])
    .filter((m) => m.member_enabled || m.id === contactId)
    .map((m) => ({ value: String(m.id), label: m.full_name, disabled: !m.member_enabled }));
  // The saved contact (or, for a client user, the user) shows by name while the member list loads.
  const knownContact = request?.contact ?? (isClient ? { id: user.id, full_name: user.full_name } : null);
  if (knownContact && contactId === knownContact.id && !contactOptions.some((o) => o.value === String(contactId))) {
    contactOptions.push({ value: String(knownContact.id), label: knownContact.full_name, disabled: false });
  }
  const companyOptions = options.clients
    .filter((c) => c.is_supplier === 0)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const companyName = request?.client.name ?? user.client?.name ?? '';

  const tooLarge = files.filter((f) => f.size > options.upload_max_filesize);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || readOnly) return;
    const checked = await validateForm((s) => s.ZJobRequestFieldsSchema, {
      request_date: requestDate ?? '',
      client_id: clientId,
      contact_id: contactId,
      name,
      description,
    });
    const fieldErrors: TFieldErrors = { ...checked.errors };
    if (!requestDate) fieldErrors.request_date = MESSAGES.required;
    if (tooLarge.length) fieldErrors.file = `Files must be ${formatFileSize(options.upload_max_filesize)} or smaller.`;
    setErrors(fieldErrors);
    if (fieldErrors.contact_id) notifyError(MESSAGES.validationTitle, 'Please select the contact');
    if (!checked.success || tooLarge.length) return;
    try {
      if (request) {
        await updateRequest.mutateAsync({ id: request.id, fields: checked.data, files });
        notifySuccess('Request is updated successfully.');
        onClose();
      } else {
        await createRequest.mutateAsync({ fields: checked.data, files });
        notifySuccess('Request submitted successfully.');
        onSubmitted?.();
        onClose();
      }
    } catch {
      // The API client has shown the server's error; saving stops and the form stays.
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {readOnly && request ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
            {`This request is ${request.status}.`}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <DatePickerInput
            label="Request date"
            withAsterisk={!readOnly}
            data-autofocus
            valueFormat="DD/MM/YYYY"
            leftSection={<IconCalendar size={16} stroke={1.5} />}
            value={requestDate}
            onChange={(value) => {
              setRequestDate(value);
              clearError('request_date');
            }}
            error={errors.request_date}
            readOnly={readOnly}
          />
          {isClient ? (
            <TextInput label="Company" value={companyName} readOnly variant="filled" />
          ) : (
            <Select
              label="Company"
              withAsterisk={!readOnly}
              placeholder="Select a company"
              searchable
              data={companyOptions}
              value={clientId ? String(clientId) : null}
              onChange={(value) => {
                // Another company has other contacts.
                setClientId(value ? Number(value) : null);
                setContactId(null);
                clearError('client_id');
              }}
              error={errors.client_id}
              readOnly={readOnly}
              nothingFoundMessage="No companies found"
            />
          )}
          <Select
            label="Contact"
            withAsterisk={!readOnly}
            placeholder={clientId ? 'Select a contact' : 'Select a company first'}
            searchable
            data={contactOptions}
            value={contactId ? String(contactId) : null}
            onChange={(value) => {
              setContactId(value ? Number(value) : null);
              clearError('contact_id');
            }}
            clearable={!readOnly}
            clearButtonProps={{ 'aria-label': 'Clear contact' }}
            error={errors.contact_id}
            readOnly={readOnly}
            disabled={!clientId}
            nothingFoundMessage={members.isFetching ? 'Loading contacts...' : 'No contacts found'}
          />
          <TextInput
            label="Job name"
            withAsterisk={!readOnly}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              clearError('name');
            }}
            error={errors.name}
            readOnly={readOnly}
            maxLength={255}
          />
        </SimpleGrid>
        <Input.Wrapper label="Description" withAsterisk={!readOnly} error={errors.description}>
          {readOnly ? (
            <RichTextView html={request?.description} empty="No description." />
          ) : (
            <RichTextEditor
              label="Description"
              error={Boolean(errors.description)}
              initialValue={request?.description ?? ''}
              placeholder="What do you need, by when, and for whom?"
              height={DESCRIPTION_HEIGHT}
              onChange={(html) => {
                setDescription(html);
                clearError('description');
              }}
            />
          )}
        </Input.Wrapper>
        {request ? <RequestAttachments requestId={request.id} files={request.files} readOnly={readOnly} /> : null}
        {readOnly ? null : (
          <FileInput
            label="Attachments"
            description="Images, PDF, ZIP, Word or Excel files"
            placeholder="Choose files"
            multiple
            clearable
            accept={ACCEPT}
            leftSection={<IconUpload size={16} stroke={1.5} />}
            value={files}
            onChange={(value) => {
              setFiles(value);
              clearError('file');
            }}
            error={errors.file}
          />
        )}
        {readOnly && request && !request.files.length ? (
          <Text size="sm" c="dimmed">
            No attachments.
          </Text>
        ) : null}
        <FormActions onCancel={onClose} pending={saving} noSubmit={readOnly} cancelLabel={readOnly ? 'Close' : 'Cancel'} submitLabel={request ? 'Save' : 'Submit Request'} />
      </Stack>
    </form>
  );
}
