import { Text } from '@mantine/core';
import { withModals } from '../../modal-host';

/**
 * After a clone (or an invoice made from a quote) the user is asked whether to go to the new
 * record (spec 2). Resolves true for 'Open it'.
 */
export async function confirmOpenCopy(message: string, title = 'Duplicated', confirmLabel = 'Open it'): Promise<boolean> {
  const modals = await withModals();
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
