import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatDateTime } from '@jobflow/contract';
import { MouseTooltip } from '@/ui/mouse-tooltip';

dayjs.extend(relativeTime);

export type RelativeTimeProps = { value: string };

/** '3 hours ago', with the date and time on hover (LAST MODIFIED). */
export function RelativeTime({ value }: RelativeTimeProps) {
  return (
    <MouseTooltip label={formatDateTime(value)}>
      <Text component="time" size="sm" dateTime={value} style={{ whiteSpace: 'nowrap' }}>
        {dayjs(value).fromNow()}
      </Text>
    </MouseTooltip>
  );
}
