import { Paper, Text } from '@mantine/core';
import { PageHeader } from '@/ui/page-header';

export type LegalPageProps = { kind: 'privacy' | 'terms' };

/** Targets of the footer's Privacy and Terms links; the agency's own texts go here. */
function LegalPage({ kind }: LegalPageProps) {
  return (
    <>
      <PageHeader title={kind === 'privacy' ? 'PRIVACY' : 'TERMS'} />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Text size="sm">
          {kind === 'privacy'
            ? 'Jobflow stores the jobs, quotes, orders, invoices, time and contact details your agency and its clients enter, only to provide this service to your agency. Ask your agency how it handles your personal information.'
            : 'Jobflow is provided to your agency and its clients for managing their work together. Use it only for that purpose and keep your password to yourself.'}
        </Text>
      </Paper>
    </>
  );
}

export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}
