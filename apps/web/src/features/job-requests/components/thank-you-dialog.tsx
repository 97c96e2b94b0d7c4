import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCircleCheck } from '@tabler/icons-react';

const DIALOG_ID = 'job-request-thank-you';

/** Shown after a new request is submitted (spec 1 section 2.12). */
export function openThankYouDialog(): void {
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
