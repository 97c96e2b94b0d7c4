import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useNotificationCounts } from '@/features/notifications/api/get-notification-counts';
import { useAuthUser, useOptions } from '@/lib/session';
import { badgeCount, badgeTarget } from './notification-target';

export function NotificationBadge() {
  const user = useAuthUser();
  const options = useOptions();
  const navigate = useNavigate();
  const { data } = useNotificationCounts({
    numberOfUnreadComments: options.counts.unread_comments,
    numberOfPendingRequests: options.counts.pending_requests,
  });
  const counts = data ?? { numberOfUnreadComments: 0, numberOfPendingRequests: 0 };
  const count = badgeCount(user, counts);
  const label = count === 1 ? '1 notification' : `${count} notifications`;
  return (
    <Tooltip label={label}>
      <Indicator
        label={count > 99 ? '99+' : count}
        disabled={count === 0}
        size={16}
        offset={4}
        color="red"
        classNames={{ indicator: 'tabular' }}
        data-testid="notification-count"
        data-count={count}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Notifications"
          aria-description={label}
          onClick={() => navigate(badgeTarget(user, counts))}
        >
          <IconBell size={19} stroke={1.6} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
