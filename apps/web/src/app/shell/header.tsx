import { lazy, Suspense, useState } from 'react';
import { Avatar, Button, Group, UnstyledButton } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { useAuthUser } from '@/lib/session';
import { endSession } from '@/lib/session-end';
import { Link } from '@/ui/link';
import { MainNav } from './main-nav';
import { NotificationBadge } from './notification-badge';
import classes from './shell.module.css';

/** The drawer (narrow windows only) loads the first time the Menu button is pressed. */
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

export function Header() {
  const user = useAuthUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const [drawer, setDrawer] = useState({ opened: false, openedAt: 0, used: false });

  const onLogout = async () => {
    await logout.mutateAsync();
    endSession();
    await navigate('/login', { replace: true });
  };

  return (
    <header className={classes.header}>
      <Group gap="xs" wrap="nowrap" className={classes.headerStart}>
        <UnstyledButton
          className={classes.menuButton}
          onClick={() => setDrawer({ opened: true, openedAt: performance.now(), used: true })}
          aria-haspopup="dialog"
          aria-expanded={drawer.opened}
        >
          <IconMenu2 size={18} stroke={1.7} aria-hidden />
          <span>Menu</span>
        </UnstyledButton>
        <Link to="/" className={classes.brand}>
          <span className={classes.brandMark} aria-hidden>
            J
          </span>
          Jobflow
        </Link>
        <div className={classes.headerNav}>
          <MainNav orientation="horizontal" />
        </div>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <NotificationBadge />
        <Avatar
          component={Link}
          to="/account"
          // its name holds the initials it shows (axe: label-content-name-mismatch)
          aria-label={`Account, ${user.initials}`}
          title={user.full_name}
          radius="xl"
          size={30}
          color="brand"
          variant="light"
          className={classes.avatar}
        >
          {user.initials}
        </Avatar>
        <Button variant="default" size="xs" onClick={onLogout} loading={logout.isPending}>
          Logout
        </Button>
      </Group>
      {drawer.used ? (
        <Suspense fallback={null}>
          <MenuDrawer
            opened={drawer.opened}
            openedAt={drawer.openedAt}
            onClose={() => setDrawer((d) => ({ ...d, opened: false }))}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
