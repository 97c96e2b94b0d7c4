import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useNotificationCounts } from '@/features/notifications/api/get-notification-counts';
import { useAuthUser, useOptions } from '@/lib/session';
import { useMouseTooltip } from '@/ui/mouse-tooltip';
import { badgeCount, badgeTarget } from './notification-target';

/** The header's bell: the count of what waits, opening where it waits; its tooltip is made when a mouse first comes (ui/mouse-tooltip.tsx). */
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
  const tip = useMouseTooltip<HTMLButtonElement>(label);
  return (
    <>
      <Indicator
        label={count > 99 ? '99+' : count}
        disabled={count === 0}
        size={16}
        offset={4}
        // red 8: white figures at 4.5:1 (red 6 is 3.3:1)
        color="red.8"
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
          ref={tip.ref}
          {...tip.handlers}
        >
          <IconBell size={19} stroke={1.6} />
        </ActionIcon>
      </Indicator>
      {tip.tooltip}
    </>
  );
}
