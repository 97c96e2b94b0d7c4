import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { SCREENSHOTS_DIR, TMP_ROOT } from './paths';

// Chromium's and Playwright's temporary folders stay inside the project.
process.env.TMPDIR = TMP_ROOT;

export const DEMO_PASSWORD = 'jobflow-demo';

/** The demo tenant's sign-ins (seeded with SEED_DEMO=1). */
export const DEMO_USERS = {
  superAdmin: { email: 'admin@demo.jobflow.test', firstName: 'Alex' },
  staff: { email: 'staff@demo.jobflow.test', firstName: 'Sam' },
  clientManager: { email: 'manager@client.jobflow.test', firstName: 'Morgan' },
  clientUser: { email: 'client@client.jobflow.test', firstName: 'Riley' },
  /** Staff at Northwind Creative and a contact of Harbour Bakery, a client of Southbank Studio. */
  shared: { email: 'shared@jobflow.test', firstName: 'Casey' },
} as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export function urlOf(pathname: string): string {
  return `${baseUrl()}${pathname}`;
}

type TBrowserFixtures = {
  context: BrowserContext;
  page: Page;
};

/** A fresh Chromium profile (no shared storage) at 1280 x 800; `close` also removes the profile. */
export async function launchContext(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  const profile = fs.mkdtempSync(path.join(TMP_ROOT, 'chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    env: { ...process.env, TMPDIR: TMP_ROOT },
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Each test gets a fresh Chromium profile (no shared storage) at 1280 x 800. */
export const test = base.extend<TBrowserFixtures>({
  // eslint-disable-next-line no-empty-pattern
  context: async ({}, use) => {
    const { context, close } = await launchContext();
    try {
      await use(context);
    } finally {
      await close();
    }
  },
  page: async ({ context }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
    // An uncaught error in the app fails the journey, whatever the assertions said.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
        pageErrors.push(`console.error: ${message.text()}`);
      }
    });
    await use(page);
    if (pageErrors.length) throw new Error(`The page reported errors:\n${pageErrors.join('\n')}`);
  },
});

export { expect, describe } from 'vitest';

export async function goto(page: Page, pathname: string): Promise<void> {
  await page.goto(urlOf(pathname));
}

export type TRequests = {
  /** The path and query of every request sent so far, in order. */
  readonly paths: string[];
  /** The queries of the requests sent to one path ('' for none), in order. */
  queriesTo: (pathname: string) => string[];
  /** Resolves once a request whose path and query equal `path` (or match it) has been sent, at once if one has. */
  seen: (path: RegExp | string) => Promise<void>;
  stop: () => void;
};

/** Records every request the page sends from now on, until `stop`. */
export function requestsOf(page: Page): TRequests {
  const sent: URL[] = [];
  const waiting: Array<{ path: RegExp | string; resolve: () => void }> = [];
  const pathOf = (url: URL) => url.pathname + url.search;
  const matches = (path: RegExp | string, seen: string) => (typeof path === 'string' ? seen === path : path.test(seen));
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    sent.push(url);
    for (const w of waiting) if (matches(w.path, pathOf(url))) w.resolve();
  };
  page.on('request', onRequest);
  return {
    get paths() {
      return sent.map(pathOf);
    },
    queriesTo: (pathname) => sent.filter((url) => url.pathname === pathname).map((url) => url.search),
    seen: (path) => (sent.some((url) => matches(path, pathOf(url))) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ path, resolve }))),
    stop: () => page.off('request', onRequest),
  };
}

/** The web build's entry script (index.html's module). */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Opens `pathname` with the entry script held back and, once the document is parsed (its inline
 * script has run, none of the app's code), runs `whileHeld`; then lets the entry come.
 */
export async function openWithEntryHeld(page: Page, pathname: string, whileHeld: () => Promise<void>): Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let served: Promise<void> = Promise.resolve();
  await page.route(ENTRY_SCRIPT, (route) => {
    served = released.then(() => route.continue());
    return served;
  });
  try {
    // Not waiting for the load event: the entry is held.
    await page.goto(urlOf(pathname), { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    await whileHeld();
  } finally {
    release();
    // The held entry is sent on before the route goes (else both would answer it).
    await served;
    await page.unroute(ENTRY_SCRIPT);
  }
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * The status a status dropdown shows: its face's text until it is used, then the Select's value
 * (ui/status-select.tsx).
 */
export async function shownStatus(status: Locator): Promise<string> {
  return status.evaluate((el) => (el instanceof HTMLInputElement ? el.value : (el.textContent ?? '').trim()));
}

/** Waits for the locator to be visible and returns its trimmed text. */
export async function visibleText(locator: Locator): Promise<string> {
  await locator.waitFor({ state: 'visible' });
  return ((await locator.textContent()) ?? '').trim();
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The labels of the header navigation links, in order. */
export async function navLinkLabels(page: Page): Promise<string[]> {
  const nav = mainNav(page);
  await nav.waitFor({ state: 'visible' });
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

export async function submitEmail(page: Page, email: string): Promise<void> {
  const field = page.getByLabel('Email address');
  await field.fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Signs in through the login screen: e-mail, the company choice when given, password.
 * Resolves on the dashboard with the shell rendered.
 */
export async function loginAs(page: Page, email: string, companyChoiceText?: string): Promise<void> {
  await goto(page, '/login');
  await submitEmail(page, email);
  if (companyChoiceText) await page.getByRole('button', { name: companyChoiceText, exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, '/');
  await page.getByRole('button', { name: 'Logout' }).waitFor({ state: 'visible' });
}

/**
 * Waits until nothing on the page moves: the fonts have loaded and no finite CSS transition or
 * animation runs (dialogs, drawers, toasts and tooltips opening or closing) for three frames in
 * a row. Endless ones (loaders, skeletons) do not count. Bounded: after `limitMs` it goes on,
 * and a page that navigates meanwhile ends the wait; what follows checks the page itself.
 */
export async function settled(page: Page, limitMs = 2_000): Promise<void> {
  await page
    .evaluate(
      (limit) =>
        new Promise<void>((resolve) => {
          let done = false;
          const finish = () => {
            done = true;
            resolve();
          };
          setTimeout(finish, limit);
          const moving = () =>
            document.fonts.status !== 'loaded' ||
            document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
          let calm = 0;
          const check = () => {
            if (done) return;
            calm = moving() ? 0 : calm + 1;
            if (calm >= 3) finish();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      limitMs,
    )
    .catch(() => undefined);
}

/**
 * A screenshot (of the window, or the whole page with `fullPage`) into the journeys' screenshot
 * folder or `dir`, once the page has settled, for looking at (not compared). Returns its path.
 */
export async function screenshot(page: Page, name: string, { fullPage = false, dir = SCREENSHOTS_DIR }: { fullPage?: boolean; dir?: string } = {}): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await settled(page);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Calls the API as the signed-in user (the token the app stored) and returns `result`. */
export async function apiResult<T>(page: Page, pathname: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = window.localStorage.getItem('jobflow.token');
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { result: unknown };
    return body.result;
  }, urlOf(pathname)) as Promise<T>;
}

/** The id of the first row of a list as the API sorts it by default (the newest quote, invoice or job). */
export async function newestId(page: Page, list: 'quotes' | 'invoices' | 'jobs'): Promise<number> {
  return (await apiResult<{ data: Array<{ id: number }> }>(page, `/api/${list}`)).data[0].id;
}

/** The trimmed texts of one column of a table, found by its header text. */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.locator('thead th').allTextContents()).map((t) => t.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`No column ${header} in [${headers.join(', ')}]`);
  return (await table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents()).map((t) => t.trim());
}

/** The header texts of a table. */
export async function headerTexts(table: Locator): Promise<string[]> {
  await table.waitFor();
  return (await table.locator('thead th').allTextContents()).map((t) => t.trim());
}

/** The toast with this text (top centre). */
export function toast(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** A data table's empty text, once it shows (mantine-datatable keeps the element in the page). */
export function emptyText(page: Page, text: string): Locator {
  return page.locator('.mantine-datatable-empty-state[data-active]').filter({ hasText: text });
}

/** Sends a JSON call to the API as the signed-in user and returns `result` (throws on failure). */
export async function apiSend<T>(page: Page, method: 'POST' | 'DELETE', pathname: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ url, method, body }) => {
      const token = window.localStorage.getItem('jobflow.token');
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { result?: unknown; error?: string } };
    },
    { url: urlOf(pathname), method, body },
  );
  if (answer.status >= 400) throw new Error(`${method} ${pathname} answered ${answer.status}: ${answer.body.error ?? ''}`);
  return answer.body.result as T;
}

/** A mail the server sent, as the e2e mail sink received it (see e2e/mail-sink.ts). */
export type TMail = { index: number; from: string; to: string[]; subject: string; text: string; html: string };

async function readMailbox(): Promise<TMail[]> {
  const res = await fetch(`${inject('mailboxUrl')}/messages`);
  return (await res.json()) as TMail[];
}

/**
 * The mail the e2e server sends. global-setup starts an SMTP sink and hands its address to the
 * server as SMTP_URL, so invitations and reset links really go out; the sink keeps them in
 * memory and answers them as JSON on a local HTTP port (provided to the tests as mailboxUrl).
 *
 *   const since = await mailbox.mark();
 *   ...something that sends mail...
 *   const mail = await mailbox.waitFor('new.member@example.com', { since });
 *   await page.goto(mailbox.link(mail, '/reset-password'));
 */
export const mailbox = {
  /** How many mails have arrived so far: pass it as `since` to wait only for newer ones. */
  async mark(): Promise<number> {
    return (await readMailbox()).length;
  },
  /** The newest mail to this address (arrived at `since` or later), waiting for it up to the timeout. */
  async waitFor(to: string, options: { since?: number; subject?: RegExp; timeoutMs?: number } = {}): Promise<TMail> {
    const { since = 0, subject, timeoutMs = 10_000 } = options;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = (await readMailbox()).filter(
        (m) => m.index >= since && m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)),
      );
      if (mails.length) return mails[mails.length - 1];
      if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  },
  /** The first link in the mail to this path of the app (as a full URL), e.g. '/reset-password'. */
  link(mail: TMail, pathname: string): string {
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const urls = [...hrefs, ...(mail.text.match(/https?:\/\/[^\s)<>"]+/g) ?? [])];
    const found = urls.find((u) => {
      try {
        return new URL(u).pathname === pathname;
      } catch {
        return false;
      }
    });
    if (!found) throw new Error(`No ${pathname} link in the mail "${mail.subject}"`);
    return found;
  },
};

/** Signs in with an e-mail that matches one account and its password; resolves on the dashboard. */
export async function loginWithPassword(page: Page, email: string, password: string): Promise<void> {
  await goto(page, '/login');
  await submitEmail(page, email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, '/');
  await page.getByRole('button', { name: 'Logout' }).waitFor({ state: 'visible' });
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/login');
}

export type TSeededMember = { id: number; email: string; password: string; first_name: string; last_name: string; name: string };

/**
 * A new team member of the demo agency with a known password, created through the API by the
 * signed-in super admin (no invitation mail). A fresh member per journey keeps the demo
 * logins, which other journeys rely on, unchanged.
 */
export async function seedTeamMember(page: Page, fields: { first_name?: string; last_name?: string; user_type_id?: number } = {}): Promise<TSeededMember> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const password = `pw-${stamp}`;
  const body = {
    first_name: fields.first_name ?? 'Robin',
    last_name: fields.last_name ?? `Tester${stamp.slice(-5)}`,
    email: `member.${stamp}@example.test`,
    user_type_id: fields.user_type_id ?? 3,
    password,
    password_confirmation: password,
    send_welcome: false,
  };
  const user = await apiSend<{ id: number; name: string }>(page, 'POST', '/api/users', body);
  return { id: user.id, email: body.email, password, first_name: body.first_name, last_name: body.last_name, name: user.name };
}
