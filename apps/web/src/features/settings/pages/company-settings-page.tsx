import { Paper, Skeleton, Stack } from '@mantine/core';
import { useCompanySettings } from '../api/get-company-settings';
import { CompanyForm } from '../components/company-form';

function FormSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" maw={880} aria-busy="true" aria-label="Loading the company details">
      <Stack gap="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    </Paper>
  );
}

/** Settings COMPANY: the agency's details, or the client manager's own company. */
export function CompanySettingsPage() {
  const company = useCompanySettings();
  if (!company.data) return <FormSkeleton />;
  // A fresh form per load, so saved values are what it starts from.
  return <CompanyForm key={company.dataUpdatedAt} company={company.data} />;
}
