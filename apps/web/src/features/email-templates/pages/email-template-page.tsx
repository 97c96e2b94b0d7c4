import { Stack } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';

export function EmailTemplatePage() {
  const { templateId } = useParams();
  return (
    <Stack gap="sm">
      <BackLink name="email template" to="/settings/email-templates" />
      <EmptyPanel
        icon={<IconMail size={22} stroke={1.5} />}
        title={`Email template #${templateId ?? ''}`}
        description="The template's name, sender, subject and body."
      />
    </Stack>
  );
}
