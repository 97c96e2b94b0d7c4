import { Button, Group, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { formatDate, todayIso, type TOrder, type TOrderUpdate } from '@jobflow/contract';
import { BackLink } from '@/ui/back-link';
import { InlineEdit } from '@/ui/inline-edit';
import { StatusSelect, type TStatusOption } from '@/ui/status-select';
import classes from './order-header.module.css';

export type OrderHeaderProps = {
  order: TOrder;
  statuses: readonly TStatusOption[];
  onSave: (body: TOrderUpdate) => unknown;
  onDuplicate: () => void;
  onDownload: () => void;
  downloading: boolean;
};

/** The order's created day in local time, DD/MM/YYYY. */
const createdOn = (iso: string) => formatDate(todayIso(new Date(iso)));

/**
 * ORDER #number, the status dropdown (saved at once), Duplicate and Download; the name edited
 * in place (saved ~1 s after editing ends, only if changed); created date and creator read-only.
 */
export function OrderHeader({ order, statuses, onSave, onDuplicate, onDownload, downloading }: OrderHeaderProps) {
  return (
    <header className={classes.root}>
      <BackLink name="order" to="/orders" />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} className={classes.number}>
            Order #{order.order_number}
          </Title>
          <StatusSelect
            label="Order status"
            value={order.status}
            options={statuses}
            onChange={(status) => onSave({ status: status as TOrder['status'] })}
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" leftSection={<IconCopy size={16} stroke={1.6} />} onClick={onDuplicate}>
            Duplicate
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} stroke={1.6} />} onClick={onDownload} loading={downloading}>
            Download
          </Button>
        </Group>
      </Group>
      <InlineEdit
        label="Order name"
        value={order.name}
        maxLength={255}
        fz="22px"
        fw={600}
        onSave={(name) => onSave({ name })}
        renderValue={(name) => (
          <Text component="p" className={classes.name} data-testid="order-name">
            {name}
          </Text>
        )}
      />
      <Text size="sm" c="dimmed">
        Created <span className="tabular">{createdOn(order.created_at)}</span>
        {order.creator ? ` by ${order.creator.full_name}` : ''}
        {' · '}
        {order.client.name}
      </Text>
    </header>
  );
}
