import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * After a clone (or an invoice made from a quote) the user is asked whether to go to the new
 * record (spec 2). Resolves true for 'Open it'.
 */
export function confirmOpenCopy(message: string, title = 'Duplicated', confirmLabel = 'Open it'): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: 'Stay here' },
      closeOnClickOutside: false,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
