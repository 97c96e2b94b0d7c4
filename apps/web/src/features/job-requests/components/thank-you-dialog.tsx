import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { withModals } from '@/ui/modal-host';

const DIALOG_ID = 'job-request-thank-you';

/** Shown after a new request is submitted (spec 1 section 2.12). */
export async function openThankYouDialog(): Promise<void> {
  const modals = await withModals();
  modals.open({
    modalId: DIALOG_ID,
    title: 'Request submitted',
    size: 420,
    children: (
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCircleCheck size={22} stroke={1.6} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size="sm">Thank you! Someone from the team will be in touch soon.</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(DIALOG_ID)} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    ),
  });
}
