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

/** Each test gets a fresh Chromium profile (no shared storage) at 1280 x 800. */
export const test = base.extend<TBrowserFixtures>({
  // eslint-disable-next-line no-empty-pattern
  context: async ({}, use) => {
    fs.mkdirSync(TMP_ROOT, { recursive: true });
    const profile = fs.mkdtempSync(path.join(TMP_ROOT, 'chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
      env: { ...process.env, TMPDIR: TMP_ROOT },
    });
    try {
      await use(context);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
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

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
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

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}
