import { Text } from '@mantine/core';
import { withModals } from './modal-host';

/**
 * Every delete asks first: the spec's question with "Yes, I'm sure" and 'Cancel'.
 * Resolves true when confirmed.
 */
export async function confirmDelete(message: string, title = 'Please confirm'): Promise<boolean> {
  const modals = await withModals();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: "Yes, I'm sure", cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      closeOnClickOutside: false,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
