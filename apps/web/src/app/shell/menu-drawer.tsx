import { useRef } from 'react';
import { Drawer, Text } from '@mantine/core';
import { DRAWER_OUTSIDE_CLICK_GUARD_MS } from '@jobflow/contract';
import { MainNav } from './main-nav';

export type MenuDrawerProps = {
  opened: boolean;
  openedAt: number;
  onClose: () => void;
};

/**
 * The Menu drawer holding the navigation. An outside click within
 * DRAWER_OUTSIDE_CLICK_GUARD_MS of opening is ignored (spec 1 sections 2.3 and 9), so the
 * click that opened it cannot close it again.
 */
export function MenuDrawer({ opened, openedAt, onClose }: MenuDrawerProps) {
  const openedAtRef = useRef(openedAt);
  openedAtRef.current = openedAt;
  const onOutsideClick = () => {
    if (performance.now() - openedAtRef.current < DRAWER_OUTSIDE_CLICK_GUARD_MS) return;
    onClose();
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={false}
      overlayProps={{ onClick: onOutsideClick, backgroundOpacity: 0.25 }}
      size={280}
      padding="md"
      title={
        <Text fw={600} size="sm">
          Menu
        </Text>
      }
    >
      <MainNav orientation="vertical" onNavigate={onClose} />
    </Drawer>
  );
}
