import { IconMail } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function EmailTemplatesPage() {
  return (
    <EmptyPanel
      icon={<IconMail size={22} stroke={1.5} />}
      title="Email templates"
      description="The emails Jobflow sends, with their subject, sender and body."
    />
  );
}
