import { IconBell } from '@tabler/icons-react';
import { isClientUser } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import { EmptyPanel } from '@/ui/empty-panel';

/** One screen under two routes: notifications (client users) and account-notifications (staff). */
export function NotificationsPage() {
  const user = useAuthUser();
  if (isClientUser(user)) return <EmptyPanel icon={<IconBell size={22} stroke={1.5} />} title="No notifications." />;
  return (
    <EmptyPanel
      icon={<IconBell size={22} stroke={1.5} />}
      title="Notifications"
      description="Comments on your jobs; unread ones are highlighted and open the job."
    />
  );
}
