import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

export type TRouteTab = {
  label: ReactNode;
  /** Absolute path of the tab's route. */
  to: string;
  /** Extra content after the label, such as a count badge. */
  rightSection?: ReactNode;
};

export type RouteTabsProps = {
  tabs: readonly TRouteTab[];
  'aria-label': string;
};

function activeTab(tabs: readonly TRouteTab[], pathname: string): string | null {
  // The longest matching path wins, so /settings/team beats /settings.
  const sorted = [...tabs].sort((a, b) => b.to.length - a.to.length);
  return sorted.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`))?.to ?? null;
}

/** Tabs whose panels are child routes: the URL decides the active tab. */
export function RouteTabs({ tabs, 'aria-label': ariaLabel }: RouteTabsProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={activeTab(tabs, pathname)}
      onChange={(value) => {
        if (value) void navigate(value);
      }}
      variant="default"
      mb="md"
    >
      <Tabs.List aria-label={ariaLabel}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.to} value={tab.to} rightSection={tab.rightSection} fz="xs" fw={600} lts="0.04em">
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
