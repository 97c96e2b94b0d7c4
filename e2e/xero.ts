import type { Page } from 'playwright-core';
import { apiSend, goto } from './fixtures';

/**
 * Connects the signed-in super admin's agency to the journey server's fake Xero (started in
 * global-setup): Settings → XERO → Connect, Xero's consent screen approves at once and sends
 * the browser back to the tab.
 */
export async function connectXero(page: Page): Promise<void> {
  await goto(page, '/settings/xero');
  const connected = page.getByRole('heading', { name: 'Connected to Xero', exact: true });
  const notConnected = page.getByRole('heading', { name: 'Not connected to Xero', exact: true });
  await connected.or(notConnected).waitFor();
  if (await connected.isVisible()) return;
  // Xero's consent screen (the fake approves at once) sends the browser back through the callback.
  await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/xero/callback'),
    page.getByRole('link', { name: 'Connect', exact: true }).click(),
  ]);
  await connected.waitFor();
}

/** Back to a clean slate: no Xero connection. */
export async function disconnectXero(page: Page): Promise<void> {
  await apiSend(page, 'POST', '/api/xero/disconnect');
}
