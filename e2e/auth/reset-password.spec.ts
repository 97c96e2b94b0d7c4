import { describe, expect, goto, test, visibleText } from '../fixtures';

describe('reset password', () => {
  test('a link without a token says so and offers a new link', async ({ page }) => {
    await goto(page, '/reset-password');
    expect(await visibleText(page.getByRole('alert'))).toContain('invalid or has expired');
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
  });

  test('the passwords are checked before sending, and a used or unknown token is refused', async ({ page }) => {
    await goto(page, '/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Retype password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('The password must be at least 8 characters.').waitFor();

    await page.getByLabel('New password', { exact: true }).fill('a-long-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password and retype password do not match').waitFor();

    await page.getByLabel('Retype password', { exact: true }).fill('a-long-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await visibleText(page.getByRole('alert'))).toContain('This reset link is invalid or has expired.');
  });
});
