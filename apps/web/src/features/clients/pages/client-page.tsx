import { useEffect } from 'react';
import { Skeleton, Stack, Tabs } from '@mantine/core';
import { IconBuilding, IconBuildingWarehouse } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { CompanyContacts } from '../components/company-contacts';
import { CompanyDetailsForm } from '../components/company-details-form';
import type { TCompanyKind } from '../components/company-form';
import { CompanyHeader } from '../components/company-header';
import { CompanyNotes } from '../components/company-notes';

type TDetailTab = 'details' | 'notes';

function CompanySkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={12} width={140} />
      <Skeleton height={12} width={90} />
      <Skeleton height={26} width="45%" />
      <Skeleton height={34} width={260} />
      <Skeleton height={360} radius="md" />
    </Stack>
  );
}

type CompanyDetailProps = { kind: TCompanyKind };

/** A client's or supplier's page (spec 2 section 2): DETAILS + CONTACTS and NOTES tabs. */
function CompanyDetail({ kind }: CompanyDetailProps) {
  const { itemId, tab: tabParam } = useParams();
  const id = Number(itemId);
  const navigate = useNavigate();
  const company = useClient(id);
  const data = company.data;
  const update = useUpdateClient(id, kind === 'client' ? 'Client updated' : 'Supplier updated');
  const tab: TDetailTab = tabParam === 'notes' ? 'notes' : 'details';
  const base = `/${kind}s/${id}`;

  // A supplier opened under /clients (or the other way round): the right address.
  const actualKind: TCompanyKind | null = data ? (data.is_supplier ? 'supplier' : 'client') : null;
  useEffect(() => {
    if (actualKind && actualKind !== kind) void navigate(`/${actualKind}s/${id}${tab === 'notes' ? '/notes' : ''}`, { replace: true });
  }, [actualKind, kind, id, tab, navigate]);

  if (!Number.isInteger(id) || id <= 0 || company.isError) {
    const Icon = kind === 'client' ? IconBuilding : IconBuildingWarehouse;
    return (
      <Stack gap="md">
        <BackLink name={kind} to={`/${kind}s`} />
        <EmptyPanel
          icon={<Icon size={22} stroke={1.5} />}
          title={`This ${kind} could not be found`}
          description="It may have been deleted, or the address is not quite right."
        />
      </Stack>
    );
  }
  if (!data || actualKind !== kind) return <CompanySkeleton />;

  return (
    <>
      <CompanyHeader company={data} kind={kind} onRename={(name) => update.mutateAsync({ name })} />
      <Tabs
        value={tab}
        onChange={(value) => void navigate(value === 'notes' ? `${base}/notes` : base)}
        keepMounted={false}
        mb="md"
      >
        <Tabs.List aria-label={`${kind === 'client' ? 'Client' : 'Supplier'} sections`}>
          <Tabs.Tab value="details" fz="xs" fw={600} lts="0.04em">
            DETAILS + CONTACTS
          </Tabs.Tab>
          <Tabs.Tab value="notes" fz="xs" fw={600} lts="0.04em">
            NOTES
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack gap="md">
            <CompanyDetailsForm key={data.id} company={data} kind={kind} />
            <CompanyContacts company={data} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <CompanyNotes key={data.id} clientId={data.id} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export function ClientPage() {
  return <CompanyDetail kind="client" />;
}

export function SupplierPage() {
  return <CompanyDetail kind="supplier" />;
}
