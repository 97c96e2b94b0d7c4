import type { ReactNode } from 'react';
import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { formatDate, type TQuote, type TQuoteStatus, type TQuoteUpdate } from '@jobflow/contract';
import { BackLink } from '@/ui/back-link';
import { InlineEdit } from '@/ui/inline-edit';
import { Link } from '@/ui/link';
import { StatusSelect, type TStatusOption } from '@/ui/status-select';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import classes from './quote-header.module.css';

export type QuoteHeaderProps = {
  quote: TQuote;
  statuses: readonly TStatusOption[];
  onSave: (body: TQuoteUpdate) => unknown;
  onDuplicate: () => void;
  onDownload: () => void;
  downloading: boolean;
  /** The Create Invoice control, composed in by the app (quotes do not know invoices); absent: shown disabled. */
  createInvoice?: ReactNode;
};

/** Number, status, the name edited in place, and Duplicate, Create Invoice and Download (spec 2 "Quote detail"). */
export function QuoteHeader({ quote, statuses, onSave, onDuplicate, onDownload, downloading, createInvoice }: QuoteHeaderProps) {
  return (
    <header className={classes.root}>
      <BackLink name="quote" to="/quotes" />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" align="center" wrap="wrap" miw={0}>
          <Title order={1} className={classes.number}>
            {`QUOTE ${quote.quote_number}`}
          </Title>
          <StatusSelect
            label="Quote status"
            value={quote.status}
            options={statuses}
            onChange={(status) => onSave({ status: status as TQuoteStatus })}
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconCopy size={16} stroke={1.6} />} onClick={onDuplicate}>
            Duplicate
          </Button>
          {createInvoice ?? (
            <MouseTooltip label="Invoices arrive with the invoicing release">
              {/* A disabled button takes no pointer events: the tooltip hangs on its wrapper. */}
              <span tabIndex={0} aria-label="Create Invoice (invoices arrive with the invoicing release)">
                <Button variant="default" leftSection={<IconFileInvoice size={16} stroke={1.6} />} disabled style={{ pointerEvents: 'none' }}>
                  Create Invoice
                </Button>
              </span>
            </MouseTooltip>
          )}
          <Button leftSection={<IconDownload size={16} stroke={1.6} />} onClick={onDownload} loading={downloading}>
            Download
          </Button>
        </Group>
      </Group>
      <InlineEdit
        label="Quote name"
        value={quote.name}
        maxLength={255}
        fz="22px"
        fw={600}
        onSave={(name) => onSave({ name })}
        renderValue={(name) => (
          <Text component="p" className={classes.name} data-testid="quote-name">
            {name}
          </Text>
        )}
      />
      <Text size="sm" c="dimmed" className={classes.client}>
        <Anchor component={Link} to={`/clients/${quote.client_id}`} size="sm" c="dimmed" underline="hover">
          {quote.client.name}
        </Anchor>
        {` · Created ${formatDate(quote.created_at)}${quote.creator ? ` by ${quote.creator.full_name}` : ''}`}
      </Text>
    </header>
  );
}
