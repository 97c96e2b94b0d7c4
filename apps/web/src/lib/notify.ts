import { notifications } from '@mantine/notifications';
import { TOAST_THROTTLE_MS } from '@jobflow/contract';

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message });
}

export function notifyError(title: string, message: string): void {
  notifications.show({ color: 'red', title, message, autoClose: 6000 });
}

const lastShown = new Map<string, number>();

/** Update confirmations show at most once per TOAST_THROTTLE_MS for the same key (spec 1 section 9). */
export function notifySuccessThrottled(key: string, message: string, now: number = Date.now()): void {
  const last = lastShown.get(key) ?? 0;
  if (now - last < TOAST_THROTTLE_MS) return;
  lastShown.set(key, now);
  notifySuccess(message);
}
