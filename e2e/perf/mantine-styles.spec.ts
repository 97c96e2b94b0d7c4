import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { mantineClassesIn } from '../../apps/web/build/unused-styles';
import { DEMO_USERS, describe, expect, goto, loginAs, newestId, test, urlOf } from '../fixtures';

const require = createRequire(import.meta.url);
const mantineCore = path.dirname(require.resolve('@mantine/core/styles.css'));
/** The classes of a Mantine component, from its CSS module's map. */
const classesOf = (component: string) => mantineClassesIn([fs.readFileSync(path.join(mantineCore, `esm/components/${component}/${component}.module.mjs`), 'utf8')]);

/**
 * The Mantine classes (`m_...`) on the page's elements that no rule of its stylesheets names: a
 * component shown without its styles. Empty when every part has them.
 */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const named = selectors.join(' ');
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) for (const name of element.className.toString().match(/\bm_[0-9a-f]+\b/g) ?? []) used.add(name);
    return [...used].filter((name) => !new RegExp(`\\.${name}(?![0-9a-f])`).test(named));
  });
}

/**
 * The build cuts the rules of Mantine components the app does not use out of the stylesheet
 * every page waits for (apps/web/build/unused-styles.ts, the `unusedMantineStyles` plugin).
 */
describe("Mantine's stylesheet", () => {
  test('holds no rules of components the app does not use', async ({ page }) => {
    await goto(page, '/login');
    const href = await page.locator('link[rel="stylesheet"][href*="/assets/index-"]').getAttribute('href');
    const css = await (await fetch(urlOf(href as string))).text();
    for (const name of [...classesOf('Stepper'), ...classesOf('Timeline'), ...classesOf('Accordion')]) expect(css).not.toContain(name);
    for (const name of [...classesOf('Button'), ...classesOf('Input'), ...classesOf('Table')]) expect(css).toContain(name);
    expect(css.length).toBeLessThan(fs.statSync(path.join(mantineCore, 'styles.css')).size * 0.7);
  });

  test('styles every Mantine part the pages show, their dropdowns and dialogs too', async ({ page }) => {
    await goto(page, '/login');
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await loginAs(page, DEMO_USERS.superAdmin.email);
    expect(await unstyledMantineClasses(page)).toEqual([]);

    await goto(page, '/jobs');
    await page.locator('main table tbody tr td').first().waitFor();
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option').first().waitFor();
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const quoteId = await newestId(page, 'quotes');
    await goto(page, `/quotes/${quoteId}`);
    await page.getByRole('textbox', { name: 'Quote description' }).waitFor();
    expect(await unstyledMantineClasses(page)).toEqual([]);

    const invoiceId = await newestId(page, 'invoices');
    await goto(page, `/invoices/${invoiceId}`);
    await page.getByRole('tab').first().waitFor();
    expect(await unstyledMantineClasses(page)).toEqual([]);

    await goto(page, '/time');
    await page.locator('main table').first().waitFor();
    expect(await unstyledMantineClasses(page)).toEqual([]);
  });
});
