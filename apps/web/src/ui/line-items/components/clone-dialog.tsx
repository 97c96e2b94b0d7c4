import { useState, type FormEvent } from 'react';
import { Modal, Radio, Stack, Text } from '@mantine/core';
import type { TCloneNumberMode } from '@jobflow/contract';
import { FormActions } from '@/ui/form-actions';

export type TCloneChoice<TJobMode extends string = string> = { numberMode: TCloneNumberMode; jobMode: TJobMode | null };
export type TCloneJobOption<TJobMode extends string = string> = { value: TJobMode; label: string };

export type CloneDialogProps<TJobMode extends string = string> = {
  opened: boolean;
  onClose: () => void;
  /** 'DUPLICATING QUOTE', 'DUPLICATING ORDER' */
  title: string;
  /** What is being copied, shown on top: 'Quote 12 · Spring campaign'. */
  subject?: string;
  /** The record's next-sequence number ('12C'); null when the family has used Z ('seq' is then off). */
  nextSequenceLabel: string | null;
  /**
   * The job number choice, shown only when the record is linked to a job: quotes
   * [new, none], orders and invoices [keep, none]. The first option is the default.
   */
  jobOptions?: ReadonlyArray<TCloneJobOption<TJobMode>> | null;
  /** Resolve to close; throw to keep the dialog open (the API client shows the error). */
  onSubmit: (choice: TCloneChoice<TJobMode>) => Promise<unknown>;
};

/**
 * The duplicate dialog (592) shared by quotes, orders and invoices (spec 2 "Duplicate
 * dialogs"): the number of the copy, the next letter of the family or a new number, and,
 * for a record on a job, what happens to the job number.
 */
export function CloneDialog<TJobMode extends string = string>(props: CloneDialogProps<TJobMode>) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal opened={props.opened} onClose={() => (saving ? undefined : props.onClose())} title={props.title} size={592}>
      {props.opened ? <CloneForm {...props} saving={saving} setSaving={setSaving} /> : null}
    </Modal>
  );
}

type CloneFormProps<TJobMode extends string> = CloneDialogProps<TJobMode> & { saving: boolean; setSaving: (saving: boolean) => void };

function CloneForm<TJobMode extends string>({ onClose, subject, nextSequenceLabel, jobOptions, onSubmit, saving, setSaving }: CloneFormProps<TJobMode>) {
  const [numberMode, setNumberMode] = useState<TCloneNumberMode>(nextSequenceLabel ? 'seq' : 'new');
  const [jobMode, setJobMode] = useState<TJobMode | null>(jobOptions?.[0]?.value ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await onSubmit({ numberMode, jobMode: jobOptions?.length ? jobMode : null });
      setSaving(false);
      onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {subject ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {subject}
          </Text>
        ) : null}
        <Radio.Group label="Number" value={numberMode} onChange={(v) => setNumberMode(v as TCloneNumberMode)}>
          <Stack gap="xs" mt={6}>
            <Radio
              value="seq"
              disabled={!nextSequenceLabel}
              label={nextSequenceLabel ? `Next in sequence: ${nextSequenceLabel}` : 'Next in sequence'}
              description={nextSequenceLabel ? undefined : 'Every sequence letter (A to Z) is used: choose a new number.'}
              data-autofocus
            />
            <Radio value="new" label="New number" />
          </Stack>
        </Radio.Group>
        {jobOptions?.length ? (
          <Radio.Group label="Job number" value={jobMode} onChange={(v) => setJobMode(v as TJobMode)}>
            <Stack gap="xs" mt={6}>
              {jobOptions.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <FormActions onCancel={onClose} pending={saving} submitLabel="Duplicate" />
      </Stack>
    </form>
  );
}
