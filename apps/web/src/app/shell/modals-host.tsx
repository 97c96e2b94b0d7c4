import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { setModalHostReady } from '@/ui/modal-host';

/**
 * The host of the dialogs opened through @mantine/modals (ui/confirm and the like), loaded by
 * the signed-in shell after the first paint. Its own effect runs after the provider's, so the
 * provider already listens when withModals() lets a dialog open.
 */
export default function ModalsHost() {
  useEffect(() => {
    setModalHostReady(true);
    return () => setModalHostReady(false);
  }, []);
  return <ModalsProvider modalProps={{ closeOnClickOutside: false, centered: true }} labels={{ confirm: "Yes, I'm sure", cancel: 'Cancel' }} />;
}
