import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * Every delete asks first: the spec's question with "Yes, I'm sure" and 'Cancel'.
 * Resolves true when confirmed.
 */
export function confirmDelete(message: string, title = 'Please confirm'): Promise<boolean> {
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
