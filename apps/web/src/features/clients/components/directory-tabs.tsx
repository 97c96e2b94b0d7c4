import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export type TDirectoryTab = 'clients' | 'suppliers' | 'contacts';

/** Where each tab lives: clients and suppliers have their routes, contacts sit under /clients. */
export const DIRECTORY_PATHS: Record<TDirectoryTab, string> = {
  clients: '/clients',
  suppliers: '/suppliers',
  contacts: '/clients?tab=contacts',
};

const LABELS: Record<TDirectoryTab, string> = { clients: 'CLIENTS', suppliers: 'SUPPLIERS', contacts: 'CONTACTS' };

export type DirectoryTabsProps = { active: TDirectoryTab };

/** CLIENTS, SUPPLIERS, CONTACTS: each tab is a URL, so back and forward and links work. */
export function DirectoryTabs({ active }: DirectoryTabsProps) {
  const navigate = useNavigate();
  return (
    <Tabs value={active} onChange={(value) => value && void navigate(DIRECTORY_PATHS[value as TDirectoryTab])}>
      <Tabs.List aria-label="Clients, suppliers and contacts">
        {(Object.keys(LABELS) as TDirectoryTab[]).map((tab) => (
          <Tabs.Tab key={tab} value={tab} fz="xs" fw={600} lts="0.04em">
            {LABELS[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
