import { Badge, Group, Stack, Text } from '@mantine/core';
import { BackLink } from '@/ui/back-link';
import { InlineEdit } from '@/ui/inline-edit';
import type { TClientDetail } from '../api/get-client';
import type { TCompanyKind } from './company-form';
import classes from './company-header.module.css';

export type CompanyHeaderProps = {
  company: TClientDetail;
  kind: TCompanyKind;
  onRename: (name: string) => unknown;
};

/** 'Back to all clients', CLIENT or SUPPLIER with the code, and the name edited in place. */
export function CompanyHeader({ company, kind, onRename }: CompanyHeaderProps) {
  return (
    <Stack gap={6} component="header" className={classes.root}>
      <BackLink name={kind} to={`/${kind}s`} />
      <Group gap="xs" align="center">
        <Text component="span" className={classes.kind}>
          {kind === 'client' ? 'CLIENT' : 'SUPPLIER'}
        </Text>
        <Badge variant="default" radius="sm" size="sm" className="tabular" aria-label={`Code ${company.code}`}>
          {company.code}
        </Badge>
      </Group>
      <InlineEdit
        label={kind === 'client' ? 'Client name' : 'Supplier name'}
        value={company.name}
        maxLength={255}
        fz="22px"
        fw={600}
        onSave={onRename}
        renderValue={(name) => (
          <Text component="h1" className={classes.name} data-testid="company-name">
            {name}
          </Text>
        )}
      />
    </Stack>
  );
}
