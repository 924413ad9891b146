/**
 * Running the shop for people who ask about their data: a buyer downloads everything the shop holds about them from
 * Profile; an admin opens the audit trail from the dashboard, filters it by who and the record, and finds the price
 * change they just made with its values before and after; an admin erases a customer from All Users after a dialog
 * that says what is kept. axe finds nothing on these pages and on the dialog.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { ADMIN_EMAIL, clickNav, uniqueEmail } from './support/users';
import { expectSeen } from './support/people';
import { axeViolations } from './support/audit';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });
/** A user's row: a table row on wide screens, a card on phones. */
const entry = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

test('a buyer downloads their own data as JSON from Profile', async ({ page, request }) => {
  const email = uniqueEmail('my-data');
  const token = await apiCustomer(request, email, 'Dana Data', true);
  await apiPlaceOrder(request, token, (await firstProductId(request, 4)).id);
  await useSession(page, token);
  await page.goto('/');
  await clickNav(page, 'Profile');
  // Below the account's own details on a phone: a person scrolls to it.
  await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  await expectSeen(page.getByRole('heading', { name: 'Your data' }));
  const button = page.getByRole('button', { name: 'Download my data' });
  await button.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^my-gluegun-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(text)).toBeTruthy();
  expect(text).toContain(email);
  await expect(page.getByText('Your data is downloaded.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an admin finds the price change they just made in the audit trail, before and after', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiAdmin(request);
  // A product of each width's own: the two projects run side by side and would race each other's version.
  const product = await firstProductId(request, testInfo.project.name === 'phone' ? 9 : 8);
  const { product: p } = await gql<{
    product: {
      version: number;
      name: string;
      description: string;
      imageUrl: string;
      priceCents: number;
      quantity: number;
    };
  }>(
    request,
    'query($id: ID!) { product(id: $id) { version name description imageUrl priceCents quantity } }',
    { id: product.id },
  );
  const price = p.priceCents + 1 + Math.floor(Math.random() * 50);
  await gql(
    request,
    'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }',
    {
      id: product.id,
      i: {
        name: p.name,
        description: p.description,
        imageUrl: p.imageUrl,
        priceCents: price,
        quantity: p.quantity,
        version: p.version,
      },
    },
    admin,
  );

  await useSession(page, admin);
  await page.goto('/dashboard');
  await menu(page).getByRole('link', { name: 'Audit trail' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Audit trail', exact: true }));
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Who (e-mail or id)').fill(ADMIN_EMAIL);
  await filters.getByLabel('Record id').fill(product.id);
  await filters.getByRole('button', { name: 'Show' }).click();
  const change = page.getByText(`priceCents: ${p.priceCents} → ${price}`);
  await change.first().scrollIntoViewIfNeeded();
  await expectSeen(change.first());
  expect(await axeViolations(page)).toEqual([]);
});

test('an admin erases a customer from All Users, told first what the shop keeps', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('erase-me');
  const token = await apiCustomer(request, email, 'Erin Erase', true);
  await apiPlaceOrder(request, token, (await firstProductId(request, 5)).id);
  await useSession(page, await apiAdmin(request));
  await page.goto('/dashboard');
  await menu(page).getByRole('link', { name: 'All User' }).click();
  // Among many people, an admin finds the one who asked by their e-mail.
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a person (e-mail or name)' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 person found' })).toBeVisible();
  const erase = entry(page, email).getByRole('button', { name: `Erase: ${email}` });
  await erase.scrollIntoViewIfNeeded();
  await erase.click();
  const dialog = page.getByRole('alertdialog', { name: `Erase ${email}?` });
  await expectSeen(dialog);
  await expect(dialog).toContainText('Their invoices and credit notes, with every amount');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(`${email} is erased`)).toBeVisible();
  await expect(entry(page, email)).toHaveCount(0);
});
