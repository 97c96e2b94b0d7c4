import { useState, type FormEvent } from 'react';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TQuote } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useOpenJobs } from '@/lib/open-jobs';
import { useAuthUser, useOptions } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { useCreateQuote } from '../api/create-quote';
import { useTeamOptions } from '../api/get-team';
import { FormActions } from '@/ui/form-actions';

export type AddQuoteModalProps = {
  opened: boolean;
  onClose: () => void;
  /** A preset job (the job page, which presets its client too): both selectors are hidden. */
  jobId?: number;
  /** A preset client: the client selector is hidden. */
  clientId?: number;
  /** Called with the new quote instead of opening it (the job page adds it to its list). */
  onCreated?: (quote: TQuote) => void;
};

type TValues = { name: string; clientId: string | null; jobId: string | null; managerId: string | null; clientPo: string };

/** ADD QUOTE (560): name, client, optional job, manager and client PO; creating opens the quote. */
export function AddQuoteModal({ opened, onClose, jobId, clientId, onCreated }: AddQuoteModalProps) {
  const create = useCreateQuote();
  return (
    <Modal opened={opened} onClose={() => (create.isPending ? undefined : onClose())} title="ADD QUOTE" size={560}>
      {opened ? <AddQuoteForm onClose={onClose} jobId={jobId} clientId={clientId} onCreated={onCreated} create={create} /> : null}
    </Modal>
  );
}

type AddQuoteFormProps = Omit<AddQuoteModalProps, 'opened'> & { create: ReturnType<typeof useCreateQuote> };

function AddQuoteForm({ onClose, jobId, clientId, onCreated, create }: AddQuoteFormProps) {
  const navigate = useNavigate();
  const user = useAuthUser();
  const options = useOptions();
  const team = useTeamOptions();
  const fixedClient = clientId;
  const [values, setValues] = useState<TValues>({
    name: '',
    clientId: fixedClient ? String(fixedClient) : null,
    jobId: jobId ? String(jobId) : null,
    managerId: String(user.id),
    clientPo: '',
  });
  const [errors, setErrors] = useState<TFieldErrors>({});

  const change = (patch: Partial<TValues>, field: string) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const clients = options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name }));
  const clientJobs = useOpenJobs(values.clientId ? Number(values.clientId) : null, { enabled: jobId === undefined });
  const jobs = clientJobs.jobs.map((j) => ({ value: String(j.id), label: j.name }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = await validateForm((s) => s.ZQuoteCreateSchema, {
      name: values.name,
      client_id: values.clientId ?? '',
      job_id: values.jobId ?? null,
      manager_id: values.managerId ?? null,
      client_po: values.clientPo.trim() || null,
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      const quote = await create.mutateAsync(checked.data);
      notifySuccess(`Quote "${quote.name}" added successfully.`);
      onClose();
      if (onCreated) onCreated(quote);
      else await navigate(`/quotes/${quote.id}`);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Quote name"
          withAsterisk
          data-autofocus
          maxLength={255}
          value={values.name}
          onChange={(e) => change({ name: e.currentTarget.value }, 'name')}
          error={errors.name}
        />
        {fixedClient === undefined ? (
          <Select
            label="Client"
            withAsterisk
            placeholder="Select a client"
            searchable
            data={clients}
            value={values.clientId}
            onChange={(value) => change({ clientId: value, jobId: null }, 'client_id')}
            error={errors.client_id}
            nothingFoundMessage="No clients found"
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {jobId === undefined ? (
            <Select
              label="Job"
              placeholder={!values.clientId ? 'Select a client first' : clientJobs.loading ? 'Loading jobs…' : jobs.length ? 'No job' : 'This client has no jobs'}
              searchable
              clearable
              disabled={!values.clientId || jobs.length === 0}
              data={jobs}
              value={values.jobId}
              onChange={(value) => change({ jobId: value }, 'job_id')}
              error={errors.job_id}
              nothingFoundMessage="No jobs found"
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <Select
            label="Manager"
            placeholder="Select a team member"
            searchable
            clearable
            data={team.data ?? []}
            value={values.managerId}
            onChange={(value) => change({ managerId: value }, 'manager_id')}
            error={errors.manager_id}
            nothingFoundMessage="No team members found"
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Client PO"
            maxLength={128}
            value={values.clientPo}
            onChange={(e) => change({ clientPo: e.currentTarget.value }, 'client_po')}
            error={errors.client_po}
          />
        </SimpleGrid>
        <FormActions onCancel={onClose} pending={create.isPending} />
      </Stack>
    </form>
  );
}
