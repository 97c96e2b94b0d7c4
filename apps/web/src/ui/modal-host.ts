import { modals } from '@mantine/modals';

/*
 * The dialogs opened through @mantine/modals (confirmations, the thank-you note) need its
 * provider mounted: the signed-in shell loads it once the browser is idle after the first
 * paint (app/shell/modals-host.tsx), or at once when a dialog is asked for earlier. Open those
 * dialogs through withModals(): it waits until the provider listens.
 */

type TListener = () => void;

const listeners = new Set<TListener>();
let wanted = false;
let ready: Promise<void> | null = null;
let markReady: (() => void) | null = null;

function pending(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    markReady = resolve;
  });
  return ready;
}

/** The shell subscribes: a dialog was asked for before its host was loaded. */
export function subscribeModalHost(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isModalHostWanted(): boolean {
  return wanted;
}

/** The host calls this once its provider listens, and the opposite when it unmounts. */
export function setModalHostReady(isReady: boolean): void {
  if (isReady) {
    void pending();
    markReady?.();
  } else {
    ready = null;
    markReady = null;
  }
}

/** @mantine/modals' API, once the provider is there to show what it opens. */
export async function withModals(): Promise<typeof modals> {
  const whenReady = pending();
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  await whenReady;
  return modals;
}
