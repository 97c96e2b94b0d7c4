import { Alert, Anchor, Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconDownload } from '@tabler/icons-react';
import { formatDate, formatDateTime, todayIso, type TInvoice, type TInvoiceStatus, type TInvoiceUpdate } from '@jobflow/contract';
import { BackLink } from '@/ui/back-link';
import { InlineEdit } from '@/ui/inline-edit';
import { Link } from '@/ui/link';
import { StatusSelect, type TStatusOption } from '@/ui/status-select';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import classes from './invoice-header.module.css';

export type InvoiceHeaderProps = {
  invoice: TInvoice;
  statuses: readonly TStatusOption[];
  onSave: (body: TInvoiceUpdate) => unknown;
  onDuplicate: () => void;
  onDownload: () => void;
  downloading: boolean;
  /** Sends the invoice to Xero again after a failed push (the same status saved again). */
  onRetrySync: () => void;
  retrying: boolean;
};

/** The invoice's created day in local time, DD/MM/YYYY. */
const createdOn = (iso: string) => formatDate(todayIso(new Date(iso)));

/** Where the invoice stands with Xero, when it has been pushed at all: the last push's outcome first. */
function XeroState({ invoice }: { invoice: TInvoice }) {
  if (invoice.xero_sync_status === 'failed') {
    const earlier = invoice.xero_synced ? ` (it was in step with Xero${invoice.xero_synced_at ? ` on ${formatDateTime(invoice.xero_synced_at)}` : ''})` : '';
    return (
      <MouseTooltip label={`${invoice.xero_sync_error ?? 'The last push to Xero failed'}${earlier}`} multiline w={320}>
        <Badge variant="light" color="red" size="sm">
          Xero sync failed
        </Badge>
      </MouseTooltip>
    );
  }
  if (invoice.xero_synced) {
    return (
      <MouseTooltip label={invoice.xero_synced_at ? `Synced ${formatDateTime(invoice.xero_synced_at)}` : 'Synced'}>
        <Badge variant="light" color="teal" size="sm">
          Synced to Xero
        </Badge>
      </MouseTooltip>
    );
  }
  return null;
}

/**
 * 'Invoice #' and its number, the status dropdown (saved at once), Duplicate and Download; the
 * name edited in place (saved ~1 s after editing ends, only if changed).
 */
export function InvoiceHeader({ invoice, statuses, onSave, onDuplicate, onDownload, downloading, onRetrySync, retrying }: InvoiceHeaderProps) {
  return (
    <header className={classes.root}>
      <BackLink name="invoice" to="/invoices" />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} className={classes.number}>
            Invoice #{invoice.invoice_number}
          </Title>
          <StatusSelect
            label="Invoice status"
            value={invoice.status}
            options={statuses}
            onChange={(status) => onSave({ status: status as TInvoiceStatus })}
          />
          <XeroState invoice={invoice} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" leftSection={<IconCopy size={16} stroke={1.6} />} onClick={onDuplicate}>
            Duplicate
          </Button>
          <Button leftSection={<IconDownload size={16} stroke={1.6} />} onClick={onDownload} loading={downloading}>
            Download
          </Button>
        </Group>
      </Group>
      <InlineEdit
        label="Invoice name"
        value={invoice.name}
        maxLength={255}
        fz="22px"
        fw={600}
        onSave={(name) => onSave({ name })}
        renderValue={(name) => (
          <Text component="p" className={classes.name} data-testid="invoice-name">
            {name}
          </Text>
        )}
      />
      <Text size="sm" c="dimmed">
        <Anchor component={Link} to={`/clients/${invoice.client_id}`} size="sm" c="dimmed" underline="hover">
          {invoice.client.name}
        </Anchor>
        {' · Created '}
        <span className="tabular">{createdOn(invoice.created_at)}</span>
        {invoice.creator ? ` by ${invoice.creator.full_name}` : ''}
        {invoice.quote ? (
          <>
            {' · From quote '}
            <Anchor component={Link} to={`/quotes/${invoice.quote.id}`} size="sm" c="dimmed" underline="always">
              {invoice.quote.quote_number}
            </Anchor>
          </>
        ) : null}
      </Text>
      {invoice.xero_sync_status === 'failed' ? (
        // What Xero said, where the user can act on it (fix the lines or the cost record's account, or reconnect), then try again.
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={invoice.xero_synced ? 'Xero did not take the latest change' : 'Xero did not take this invoice'}
          mt="xs"
          maw={720}
        >
          <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
            <Text size="sm">{invoice.xero_sync_error ?? 'The last push to Xero failed.'}</Text>
            <Button size="compact-sm" variant="white" color="red" onClick={onRetrySync} loading={retrying} style={{ flexShrink: 0 }}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : null}
    </header>
  );
}
