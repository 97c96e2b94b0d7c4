import { IconBuilding, IconBuildingWarehouse } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

type CompanyDetailProps = { kind: 'client' | 'supplier' };

function CompanyDetail({ kind }: CompanyDetailProps) {
  const { itemId } = useParams();
  const Icon = kind === 'client' ? IconBuilding : IconBuildingWarehouse;
  return (
    <>
      <PageHeader title={kind.toUpperCase()} back={<BackLink name={kind} to={`/${kind}s`} />} />
      <EmptyPanel
        icon={<Icon size={22} stroke={1.5} />}
        title={`${kind === 'client' ? 'Client' : 'Supplier'} #${itemId ?? ''}`}
        description="Details, contacts and notes of this company."
      />
    </>
  );
}

export function ClientPage() {
  return <CompanyDetail kind="client" />;
}

export function SupplierPage() {
  return <CompanyDetail kind="supplier" />;
}
