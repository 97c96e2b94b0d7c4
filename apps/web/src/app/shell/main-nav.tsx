import { useLocation } from 'react-router';
import { can } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import { Link } from '@/ui/link';
import { isNavItemActive, NAV_ITEMS } from './nav-items';
import classes from './shell.module.css';

export type MainNavProps = {
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
};

export function MainNav({ orientation, onNavigate }: MainNavProps) {
  const user = useAuthUser();
  const { pathname } = useLocation();
  const items = NAV_ITEMS.filter((item) => can(user, item.capability));
  return (
    <nav aria-label="Main" className={orientation === 'horizontal' ? classes.navHorizontal : classes.navVertical}>
      {items.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <Link
            key={item.to}
            to={item.to}
            className={classes.navLink}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
