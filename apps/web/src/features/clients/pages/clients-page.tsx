import { IconBuilding, IconBuildingWarehouse } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

type CompaniesListProps = { kind: 'clients' | 'suppliers' };

/** Clients and suppliers share one screen (spec 2 section 2). */
function CompaniesList({ kind }: CompaniesListProps) {
  const isClients = kind === 'clients';
  const Icon = isClients ? IconBuilding : IconBuildingWarehouse;
  return (
    <>
      <PageHeader title={isClients ? 'CLIENTS' : 'SUPPLIERS'} />
      <EmptyPanel
        icon={<Icon size={22} stroke={1.5} />}
        title={isClients ? 'Clients' : 'Suppliers'}
        description={`Your ${kind} and their contacts, with email, phone and manager.`}
      />
    </>
  );
}

export function ClientsPage() {
  return <CompaniesList kind="clients" />;
}

export function SuppliersPage() {
  return <CompaniesList kind="suppliers" />;
}
