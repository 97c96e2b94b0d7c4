import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { useDisconnectXero } from '../api/disconnect-xero';
import { useXeroInfo } from '../api/get-xero-info';
import { XeroConnectionCard } from '../components/xero-connection-card';

/**
 * Settings XERO: the accounting connection. Connect and Reconnect leave for Xero's consent
 * screen; Xero sends the browser back here, with `xero_error` when the attempt failed.
 */
export function XeroPage() {
  const info = useXeroInfo();
  const disconnect = useDisconnectXero();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedError = searchParams.get('xero_error');

  const dismissError = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('xero_error');
    setSearchParams(next, { replace: true });
  };

  const onDisconnect = async () => {
    if (!(await confirmDelete('Are you sure you want to disconnect from Xero? Invoices will no longer be sent to it.', 'Disconnect Xero'))) return;
    try {
      await disconnect.mutateAsync();
      notifySuccess('Disconnected from Xero');
    } catch {
      // The API client has shown the server's reason.
    }
  };

  return (
    <Stack gap="sm" maw={720}>
      {returnedError && info.data?.state !== 'failed' ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Xero did not connect" withCloseButton closeButtonLabel="Dismiss" onClose={dismissError}>
          {returnedError}
        </Alert>
      ) : null}
      {info.data ? (
        <XeroConnectionCard info={info.data} onDisconnect={() => void onDisconnect()} disconnecting={disconnect.isPending} />
      ) : (
        <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Loading the Xero connection">
          <Stack gap="sm">
            <Skeleton height={20} width="40%" />
            <Skeleton height={12} width="70%" />
            <Skeleton height={32} width={120} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
