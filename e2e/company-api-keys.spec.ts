/**
 * Company API keys, by clicks from the home page at both widths: a company admin opens My company,
 * creates a key for the company in its API keys section (only the company's scopes are offered) and sees it once;
 * the key reads the company's purchase orders over REST, is refused the shop's admin list, and stops working once
 * the admin revokes it from the same section.
 */
import { expect, test } from '@playwright/test';
import { apiCustomer, useSession } from './support/api';
import { clickNav, closePhoneMenu, uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';

test('a company admin creates a company key on My company, uses it, and revokes it', async ({
  page,
  request,
}) => {
  await useSession(page, await apiCustomer(request, uniqueEmail('co-keys'), 'Kim Keys', true));
  await page.goto('/');
  await closePhoneMenu(page);
  await clickNav(page, 'My company');
  await expectSeen(page.getByRole('heading', { name: 'My company', level: 1 }));

  const section = page.getByRole('region', { name: 'API keys' });
  await section.scrollIntoViewIfNeeded();
  const form = section.getByRole('form', { name: 'Create a key' });
  await expect(form.getByRole('checkbox', { name: 'read:users' })).toHaveCount(0);
  const name = `ERP ${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByText('read:orders', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'read:orders' })).toBeChecked();
  await form.getByRole('button', { name: 'Create key' }).click();
  await expectAnnounced(page.getByText(`API key "${name}" created`));
  const shown = page.getByRole('region', { name: `Your new key "${name}"` });
  await expectSeen(shown.getByText('Store it now: it is not shown again.'));
  const key = await shown.getByRole('textbox').inputValue();
  expect(key).toMatch(/^gg_live_/);
  await shown.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.locator(`input[value="${key}"]`)).toHaveCount(0);

  // The key acts for the company: its purchase orders yes, the shop's admin list no.
  expect((await request.get('/purchase-orders', { headers: { 'x-api-key': key } })).status()).toBe(200);
  expect((await request.get('/admin/purchase-orders', { headers: { 'x-api-key': key } })).status()).toBe(403);

  const row = section.getByRole('table', { name: 'Keys' }).getByRole('row').filter({ hasText: name });
  await row.scrollIntoViewIfNeeded();
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Revoke the key "${name}"? Requests with it are refused from now on.` })
    .getByRole('button', { name: 'Revoke', exact: true })
    .click();
  await expectAnnounced(page.getByText(`API key "${name}" revoked`));
  expect((await request.get('/purchase-orders', { headers: { 'x-api-key': key } })).status()).toBe(401);
});
