import { useState } from 'react';
import { Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import type { TInvoiceUpdate } from '@jobflow/contract';
import { useOptions } from '@/lib/session';
import { useDeferredData } from '@/lib/use-deferred-data';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { CloneInvoiceDialog } from '../components/clone-invoice-dialog';
import { InvoiceForm } from '../components/invoice-form';
import { InvoiceHeader } from '../components/invoice-header';
import { InvoiceItems } from '../components/invoice-items';
import { INVOICE_TABS, invoiceTabOf } from '../components/invoice-tabs';
import { RelatedItems } from '../components/related-items';

function InvoicePageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the invoice">
      <Stack gap="xs">
        <Skeleton height={12} width={120} />
        <Group justify="space-between">
          <Skeleton height={22} width={220} />
          <Skeleton height={34} width={200} />
        </Group>
        <Skeleton height={26} width="50%" />
      </Stack>
      <Skeleton height={36} radius="md" />
      <Skeleton height={240} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

/**
 * An invoice (spec 2 "Invoice detail"): header, then the tabs INVOICE DETAILS (the fields and
 * the items with their totals) and the related quotes, time, orders and tasks of its job.
 */
export function InvoicePage() {
  const { invoiceId } = useParams();
  const id = Number(invoiceId);
  const options = useOptions();
  const invoice = useInvoice(id);
  const update = useUpdateInvoice();
  const download = useDownloadInvoicePdf();
  const [cloning, setCloning] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = invoiceTabOf(searchParams.get('tab'));

  const data = useDeferredData(invoice.data, id);
  if (!Number.isInteger(id) || id <= 0 || (invoice.isError && !invoice.data)) {
    return (
      <>
        <BackLink name="invoice" to="/invoices" />
        <Stack mt="md">
          <EmptyPanel
            icon={<IconReceipt size={22} stroke={1.5} />}
            title="Invoice not available"
            description="This invoice could not be found. It may have been deleted."
          />
        </Stack>
      </>
    );
  }
  // Opening another invoice shows nothing of the previous one (spec 2 section 7).
  if (!data) return <InvoicePageSkeleton />;

  /** Header saves (status, name): the API client shows a failure; the page keeps the server's value. */
  const save = (body: TInvoiceUpdate) => update.mutateAsync({ invoiceId: data.id, body }).catch(() => undefined);

  return (
    // A different invoice starts from a clean slate (form values, pending name saves).
    <Stack gap="md" key={data.id}>
      <InvoiceHeader
        invoice={data}
        statuses={options.invoiceStatuses}
        onSave={save}
        onDuplicate={() => setCloning(true)}
        onDownload={() => {
          // A second click while the file is on its way is ignored (spec 2).
          if (!download.isPending) download.mutate(data.id);
        }}
        downloading={download.isPending}
        onRetrySync={() => {
          if (!update.isPending) void save({ status: data.status });
        }}
        retrying={update.isPending && update.variables?.body.status === data.status}
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = invoiceTabOf(value);
          setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Invoice sections" mb="md">
          {INVOICE_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} fz="xs" fw={600} lts="0.04em">
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {INVOICE_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.related === null ? (
              <Stack gap="lg">
                <InvoiceForm invoice={data} onSave={async (body) => (await update.mutateAsync({ invoiceId: data.id, body })) as typeof data} />
                <InvoiceItems invoice={data} />
              </Stack>
            ) : (
              <RelatedItems invoiceId={data.id} jobId={data.job_id} type={t.related} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <CloneInvoiceDialog opened={cloning} invoiceId={data.id} onClose={() => setCloning(false)} />
    </Stack>
  );
}
