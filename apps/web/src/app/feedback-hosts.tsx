import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { NavigationProgress } from '@mantine/nprogress';
import { Notifications } from '@mantine/notifications';

/**
 * The top-centre toast area and the thin progress bar (spec 1 section 2.3; UI.md). Loaded
 * after the first paint (app/providers.tsx): their stores (lib/notify.ts, lib/progress.ts)
 * live in the entry and keep what was shown before, so a toast or a running bar appears as
 * soon as this module has arrived.
 */
export default function FeedbackHosts() {
  return (
    <>
      <NavigationProgress size={2} aria-label="Loading" />
      <Notifications position="top-center" limit={4} zIndex={1000} />
    </>
  );
}
