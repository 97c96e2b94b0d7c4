import { useState } from 'react';
import { Button, CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { AddCompanyModal } from '../components/add-company-modal';
import { CompaniesTable } from '../components/companies-table';
import { ContactModal } from '../components/contact-modal';
import { ContactsTable } from '../components/contacts-table';
import { DirectoryTabs, type TDirectoryTab } from '../components/directory-tabs';

const SEARCH_DEBOUNCE_MS = 300;

const TEXT: Record<TDirectoryTab, { title: string; add: string; search: string }> = {
  clients: { title: 'CLIENTS', add: 'New Client', search: 'Search clients...' },
  suppliers: { title: 'SUPPLIERS', add: 'New Supplier', search: 'Search suppliers...' },
  contacts: { title: 'CONTACTS', add: 'New Contact', search: 'Search contacts...' },
};

type DirectoryProps = { tab: TDirectoryTab };

/** The search of a tab lives in the URL (?kw=), applied as the user types once typing pauses. */
function useSearch() {
  const [params, setParams] = useSearchParams();
  const urlKw = params.get('kw') ?? '';
  const [kw, setKw] = useState(urlKw);
  const push = useDebouncedCallback((value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set('kw', value.trim());
        else next.delete('kw');
        return next;
      },
      { replace: true },
    );
  }, SEARCH_DEBOUNCE_MS);
  // Back/forward or a tab change replaced the search: show it in the box.
  const [seen, setSeen] = useState(urlKw);
  if (seen !== urlKw) {
    setSeen(urlKw);
    if (urlKw !== kw.trim()) setKw(urlKw);
  }
  return {
    kw,
    applied: urlKw,
    change: (value: string) => {
      setKw(value);
      push(value);
    },
    clear: () => {
      setKw('');
      push('');
      push.flush();
    },
  };
}

/** Clients, suppliers and contacts (spec 2 section 2): tabs, a search per tab, the add action. */
function Directory({ tab }: DirectoryProps) {
  const text = TEXT[tab];
  const search = useSearch();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader
        title={text.title}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {text.add}
          </Button>
        }
      >
        <DirectoryTabs active={tab} />
        <TextInput
          aria-label={text.search.replace('...', '')}
          placeholder={text.search}
          leftSection={<IconSearch size={16} stroke={1.6} />}
          rightSection={search.kw ? <CloseButton size="sm" aria-label="Clear search" onClick={search.clear} /> : null}
          value={search.kw}
          onChange={(e) => search.change(e.currentTarget.value)}
          maw={360}
        />
      </PageHeader>

      {tab === 'contacts' ? <ContactsTable kw={search.applied} /> : <CompaniesTable kind={tab === 'clients' ? 'client' : 'supplier'} kw={search.applied} />}

      {tab === 'contacts' ? (
        <ContactModal opened={adding} onClose={() => setAdding(false)} />
      ) : (
        <AddCompanyModal kind={tab === 'clients' ? 'client' : 'supplier'} opened={adding} onClose={() => setAdding(false)} />
      )}
    </>
  );
}

export function ClientsPage() {
  const [params] = useSearchParams();
  const tab: TDirectoryTab = params.get('tab') === 'contacts' ? 'contacts' : 'clients';
  // A new tab starts with its own search box.
  return <Directory key={tab} tab={tab} />;
}

export function SuppliersPage() {
  return <Directory tab="suppliers" />;
}
