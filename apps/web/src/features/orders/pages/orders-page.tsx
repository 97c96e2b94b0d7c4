import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Anchor, Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCopy, IconPlus, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, ORDER_MESSAGES, formatMoney, type TOrderListItem } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { useOptions } from '@/lib/session';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, retryOf } from '@/ui/data-table';
import { EmptyPanel } from '@/ui/empty-panel';
import { Link } from '@/ui/link';
import { PageHeader } from '@/ui/page-header';
import { RowAction, RowActions } from '@/ui/row-actions';
import { WipReportButton } from '@/ui/wip-report-button';
import { Pager } from '@/ui/pager';
import { StatusBadge } from '@/ui/status-badge';
import { useDeleteOrder } from '../api/delete-order';
import { useDownloadOrdersWip } from '../api/download-orders-wip';
import { useCreators } from '../api/get-creators';
import { useOrders, type TOrdersParams } from '../api/get-orders';
import { AddOrderModal } from '../components/add-order-modal';
import { CloneOrderDialog } from '../components/clone-order-dialog';
import { supplierOptionsOf } from '../components/order-options';
import { OrdersFilters } from '../components/orders-filters';
import { hasOrderFilters, readOrdersUrlState, writeOrdersUrlState, type TOrdersUrlState } from '../components/orders-url-state';

const SEARCH_DEBOUNCE_MS = 300;
const stopRowClick = (event: MouseEvent) => event.stopPropagation();
const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** ORDERS (spec 2 section 2): purchase orders to suppliers; filters in the URL; paged; the row opens the order. */
export function OrdersPage() {
  const options = useOptions();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readOrdersUrlState(searchParams), [searchParams]);
  const [adding, setAdding] = useState(false);
  const [cloning, setCloning] = useState<number | null>(null);
  const deleteOrder = useDeleteOrder();
  const creators = useCreators();

  // The state asked for last: a debounced search and a filter change build on it, not on the URL.
  const intended = useRef(state);
  useEffect(() => {
    intended.current = state;
  }, [state]);

  /** Every change of a filter goes back to the first page. */
  const update = (patch: Partial<TOrdersUrlState>) => {
    const next = { ...intended.current, page: 1, ...patch };
    intended.current = next;
    setSearchParams(writeOrdersUrlState(next), { replace: true });
  };

  const [kw, setKw] = useState(state.kw);
  const lastPushedKw = useRef(state.kw);
  const pushKw = useDebouncedCallback((value: string) => {
    lastPushedKw.current = value.trim();
    update({ kw: value });
  }, SEARCH_DEBOUNCE_MS);
  // Back/forward or a link changed the search: show it in the box.
  const [urlKw, setUrlKw] = useState(state.kw);
  if (urlKw !== state.kw) {
    setUrlKw(state.kw);
    if (state.kw !== lastPushedKw.current) {
      lastPushedKw.current = state.kw;
      setKw(state.kw);
    }
  }

  const params: TOrdersParams = {
    page: state.page,
    ipp: DEFAULT_PAGE_SIZE,
    kw: state.kw.trim() || undefined,
    client_id: state.supplierId ?? undefined,
    created_by: state.createdBy ?? undefined,
  };
  const orders = useOrders(params);
  const wip = useDownloadOrdersWip();
  const result = orders.data;
  const filtered = hasOrderFilters(state);

  const onDelete = async (order: TOrderListItem) => {
    if (!(await confirmDelete(`Are you sure you want to delete order ${order.order_number} “${order.name}”?`))) return;
    try {
      const deleted = await deleteOrder.mutateAsync(order.id);
      notifySuccess(ORDER_MESSAGES.deleted(deleted.name));
    } catch {
      // The API client has shown why (an invoiced order is kept).
    }
  };

  const columns: DataTableColumn<TOrderListItem>[] = [
    {
      accessor: 'order_number',
      title: 'ORDER NO',
      noWrap: true,
      render: (o) => (
        <Anchor component={Link} to={`/orders/${o.id}`} size="sm" fw={500} c="inherit" className="tabular" onClick={stopRowClick}>
          {o.order_number}
        </Anchor>
      ),
    },
    {
      accessor: 'job_no',
      title: 'JOB NO',
      noWrap: true,
      render: (o) =>
        o.job_id && o.job_no ? (
          <Anchor component={Link} to={`/job/${o.job_id}`} size="sm" className="tabular" onClick={stopRowClick}>
            {o.job_no}
          </Anchor>
        ) : (
          dash
        ),
    },
    {
      accessor: 'supplier.name',
      title: 'SUPPLIER',
      cellsStyle: () => ({ minWidth: 140 }),
      render: (o) => o.supplier?.name ?? dash,
    },
    {
      accessor: 'name',
      title: 'DETAILS',
      cellsStyle: () => ({ minWidth: 200 }),
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {o.name}
          </Text>
          <Text size="xs" c="dimmed">
            {o.client.name}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'cost',
      title: 'COST',
      textAlign: 'right',
      noWrap: true,
      render: (o) => <span className="tabular">{formatMoney(o.cost)}</span>,
    },
    { accessor: 'status', title: 'STATUS', noWrap: true, render: (o) => <StatusBadge status={o.status} /> },
    { accessor: 'creator.full_name', title: 'CREATED BY', noWrap: true, render: (o) => o.creator?.full_name ?? dash },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: 'right',
      width: 84,
      render: (o) => (
        <RowActions>
          <RowAction label={`Duplicate order ${o.order_number}`} tooltip="Duplicate" icon={<IconCopy size={16} stroke={1.6} />} onClick={() => setCloning(o.id)} />
          <RowAction label={`Delete order ${o.order_number}`} tooltip="Delete" color="red" icon={<IconTrash size={16} stroke={1.6} />} onClick={() => void onDelete(o)} />
        </RowActions>
      ),
    },
  ];

  const addOrder = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
      Add Order
    </Button>
  );
  const headerActions = (
    <Group gap="xs" wrap="nowrap">
      <WipReportButton loading={wip.isPending} onDownload={() => wip.mutate(params)} />
      {addOrder}
    </Group>
  );
  const nothingYet = !filtered && result?.total === 0 && !orders.isFetching;

  return (
    <>
      <PageHeader title="ORDERS" actions={headerActions}>
        <OrdersFilters
          kw={kw}
          onKwChange={(value) => {
            setKw(value);
            if (value === '') {
              pushKw.cancel();
              lastPushedKw.current = '';
              update({ kw: '' });
            } else pushKw(value);
          }}
          supplierOptions={supplierOptionsOf(options)}
          supplierId={state.supplierId ? String(state.supplierId) : null}
          onSupplierChange={(value) => update({ supplierId: value ? Number(value) : null })}
          creatorOptions={creators.data ?? []}
          createdBy={state.createdBy ? String(state.createdBy) : null}
          onCreatorChange={(value) => update({ createdBy: value ? Number(value) : null })}
        />
      </PageHeader>

      {nothingYet ? (
        <EmptyPanel
          icon={<IconTruckDelivery size={22} stroke={1.5} />}
          title="No orders yet"
          description="Purchase orders raised to suppliers show here, with their jobs, costs and status."
        >
          {addOrder}
        </EmptyPanel>
      ) : (
        <Stack gap="sm">
          <DataTableView<TOrderListItem>
            aria-label="Orders"
            loading={!result}
            {...retryOf(orders)}
            skeletonRows={8}
            columns={columns}
            records={result?.data ?? []}
            fetching={orders.isFetching && Boolean(result)}
            noRecordsText={ORDER_MESSAGES.noOrders}
            onRowClick={({ record }) => void navigate(`/orders/${record.id}`)}
          />
          <Box>
            <Pager page={result?.current_page ?? state.page} lastPage={result?.last_page ?? 1} onChange={(page) => update({ page })} />
          </Box>
        </Stack>
      )}

      <AddOrderModal opened={adding} onClose={() => setAdding(false)} />
      <CloneOrderDialog opened={cloning !== null} orderId={cloning} onClose={() => setCloning(null)} />
    </>
  );
}
