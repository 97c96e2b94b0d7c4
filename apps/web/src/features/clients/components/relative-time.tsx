import { Text, Tooltip } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatDateTime } from '@jobflow/contract';

dayjs.extend(relativeTime);

export type RelativeTimeProps = { value: string };

/** '3 hours ago', with the date and time on hover (LAST MODIFIED). */
export function RelativeTime({ value }: RelativeTimeProps) {
  return (
    <Tooltip label={formatDateTime(value)}>
      <Text component="time" size="sm" dateTime={value} style={{ whiteSpace: 'nowrap' }}>
        {dayjs(value).fromNow()}
      </Text>
    </Tooltip>
  );
}
