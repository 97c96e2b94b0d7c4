import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ORDER_MESSAGES, type TCloneNumberMode, type TOrder } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { useCloneOrder } from '../api/clone-order';
import { useOrder } from '../api/get-order';

export type CloneOrderDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The order to duplicate; its next sequence label and job are read from the server. */
  orderId: number | null;
  /** Called with the copy (the job page adds it to its list); without it the copy opens. */
  onCloned?: (copy: TOrder) => void;
};

type TJobChoice = 'keep' | 'none';

/**
 * DUPLICATE ORDER (592): the number of the copy, the next letter of the family ('seq') or a
 * new number; and, when the order is on a job, whether the copy keeps it (spec 2, duplicate dialogs).
 */
export function CloneOrderDialog({ opened, onClose, orderId, onCloned }: CloneOrderDialogProps) {
  const navigate = useNavigate();
  const order = useOrder(opened && orderId ? orderId : 0);
  const clone = useCloneOrder();
  const [numberChoice, setNumberChoice] = useState<TCloneNumberMode | null>(null);
  const [jobChoice, setJobChoice] = useState<TJobChoice>('keep');

  // Each opening starts with the defaults.
  const [openedFor, setOpenedFor] = useState<string>('');
  const key = opened ? String(orderId) : '';
  if (openedFor !== key) {
    setOpenedFor(key);
    setNumberChoice(null);
    setJobChoice('keep');
  }

  const data = order.data;
  const seqLabel = data?.next_sequence_number ?? null;
  // 'seq' is the default while the family has letters left.
  const chosen: TCloneNumberMode = numberChoice ?? (seqLabel ? 'seq' : 'new');

  const close = () => {
    if (clone.isPending) return;
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!data || clone.isPending) return;
    try {
      const copy = await clone.mutateAsync({ orderId: data.id, orderNumber: chosen, jobNumber: data.job_id ? jobChoice : 'none' });
      notifySuccess(ORDER_MESSAGES.cloned);
      onClose();
      if (onCloned) onCloned(copy);
      else await navigate(`/orders/${copy.id}`);
    } catch {
      // The API client has shown the error; the dialog stays for another choice.
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="DUPLICATE ORDER" size={592}>
      {!data ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={14} width="40%" />
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <Text size="sm">
              A copy of order <b>#{data.order_number}</b> {data.name ? `“${data.name}”` : ''} with its items, as a new pending order.
            </Text>
            <Radio.Group
              label="Order number"
              value={chosen}
              onChange={(value) => setNumberChoice(value as TCloneNumberMode)}
            >
              <Stack gap="xs" mt={6}>
                <Radio
                  value="seq"
                  disabled={!seqLabel}
                  data-autofocus
                  label={seqLabel ? `Next in sequence: ${seqLabel}` : 'Next in sequence'}
                  description={seqLabel ? undefined : ORDER_MESSAGES.sequenceFull(String(data.parent_id ?? data.id))}
                />
                <Radio value="new" label="A new order number" />
              </Stack>
            </Radio.Group>
            {data.job_id ? (
              <Radio.Group label="Job number" value={jobChoice} onChange={(value) => setJobChoice(value as TJobChoice)}>
                <Stack gap="xs" mt={6}>
                  <Radio value="keep" label={`Keep job ${data.job_no ?? ''}`.trim()} />
                  <Radio value="none" label="No job" />
                </Stack>
              </Radio.Group>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={clone.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={clone.isPending}>
                Duplicate
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
