/**
 * Statements of account and aging. A buyer opens the home page, clicks Statement in the
 * navbar, sees this month's statement with their invoice and what they owe, and downloads it as PDF and CSV. An admin
 * opens the dashboard, clicks Receivables, finds the buyer's company in the aging report and opens its statement.
 * The invoices are made over the API (checkout is not this journey); after the one entry URL only clicks.
 */
import { expect, test } from '@playwright/test';
import { apiAdmin, apiCustomer, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { clickNav, uniqueEmail } from './support/users';
import { expectSeen } from './support/people';

test.describe.configure({ timeout: 120_000 });

const DETAILS = {
  addressLine1: '1 Road',
  city: 'Town',
  postalCode: '12345',
  country: 'US',
  contactPhone: '+1 555 0100',
  companyName: 'Statement Co',
};
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function buyerWithInvoice(request: Parameters<typeof apiPlaceOrder>[0]) {
  // A name of its own: the company (named after its first member) must be one row in the aging report.
  const token = await apiCustomer(
    request,
    uniqueEmail('statement'),
    `Stella ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    true,
  );
  const itemId = await apiPlaceOrder(request, token, (await firstProductId(request, 0)).id, 150);
  const { checkout } = await gql<{ checkout: { invoiceNumber: string; totalCents: number } }>(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { invoiceNumber totalCents } }',
    { ids: [itemId], d: DETAILS },
    token,
  );
  const { myCompany } = await gql<{ myCompany: { name: string } }>(
    request,
    '{ myCompany { name } }',
    {},
    token,
  );
  return { token, ...checkout, companyName: myCompany.name };
}

test('a buyer opens their statement from the navbar and downloads it as PDF and CSV', async ({
  page,
  request,
}) => {
  const buyer = await buyerWithInvoice(request);
  await useSession(page, buyer.token);
  await page.goto('/');
  await clickNav(page, 'Statement');
  await expectSeen(page.getByRole('heading', { name: 'Statement', level: 1 }));
  const table = page.getByRole('table', { name: 'Statement lines' });
  await expect(table.getByRole('row').filter({ hasText: buyer.invoiceNumber })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Closing balance' })).toContainText(
    usd(buyer.totalCents),
  );
  for (const [button, ext] of [
    ['Download PDF', 'pdf'],
    ['Download CSV', 'csv'],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^statement-\\d{4}-\\d{2}-01-to-\\d{4}-\\d{2}-\\d{2}\\.${ext}$`),
    );
  }
});

test('an admin finds a company in the aging report and opens its statement', async ({ page, request }) => {
  const buyer = await buyerWithInvoice(request);
  await useSession(page, await apiAdmin(request));
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Receivables' })
    .click();
  await expectSeen(page.getByRole('heading', { name: 'Aging report', level: 3 }));
  const open = page.getByRole('button', { name: `Statement of ${buyer.companyName}` });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const heading = page.getByRole('heading', {
    name: new RegExp(`^${buyer.companyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
    level: 3,
  });
  await heading.scrollIntoViewIfNeeded();
  await expectSeen(heading);
  await expect(
    page
      .getByRole('table', { name: 'Statement lines' })
      .getByRole('row')
      .filter({ hasText: buyer.invoiceNumber }),
  ).toHaveCount(1);
});
