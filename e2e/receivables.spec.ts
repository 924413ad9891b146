/**
 * Receivables: an admin imports the bank's CSV export by picking the file, sees the shop's
 * proposal for a transfer that quotes the invoice's payment reference, confirms it, and re-assigns a transfer from
 * an unknown payer from the unmatched queue to the same buyer's second invoice. After opening /dashboard the admin
 * only clicks, types and picks a file. The buyers' orders are made over the API (they are not this journey).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';

test.describe.configure({ timeout: 120_000 });

const DETAILS = {
  addressLine1: '1 Road',
  city: 'Town',
  postalCode: '12345',
  country: 'US',
  contactPhone: '+1 555 0100',
};

async function invoiceOf(
  request: Parameters<typeof apiPlaceOrder>[0],
  token: string,
  productIndex: number,
  companyName: string,
) {
  const itemId = await apiPlaceOrder(request, token, (await firstProductId(request, productIndex)).id, 150);
  const data = await gql<{
    checkout: { invoiceNumber: string; totalCents: number; remittance: { paymentReference: string } };
  }>(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { invoiceNumber totalCents remittance { paymentReference } } }',
    { ids: [itemId], d: { ...DETAILS, companyName } },
    token,
  );
  return { ...data.checkout, paymentReference: data.checkout.remittance.paymentReference };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function expectToast(page: Page, text: string) {
  await expectSeen(page.getByText(text).first());
  await expectAnnounced(page.getByText(text));
}

/**
 * The page never scrolls sideways and the toast fits the screen, title clear of its close button (at
 * 390 px, once the shop was full, the layout viewport grew to 699 px after the import and taps missed Confirm).
 * innerWidth counts too: on a phone the layout viewport itself widens to fit content, so scrollWidth alone agrees.
 */
async function expectNoSidewaysScroll(page: Page, toastText: string) {
  const width = page.viewportSize()!.width;
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
  expect(innerWidth, 'the layout viewport grew wider than the screen').toBe(width);
  const toast = page.getByRole('status', { name: toastText });
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the toast is wider than the screen').toBeLessThanOrEqual(width);
  const title = (await toast.getByText(toastText).boundingBox())!;
  const close = (await toast.getByRole('button', { name: 'Dismiss notification' }).boundingBox())!;
  expect(title.x + title.width, 'the toast title runs under its close button').toBeLessThanOrEqual(close.x);
}

test('an admin imports a bank statement, confirms a proposed match and re-assigns an unmatched transfer', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const buyer = await apiCustomer(request, uniqueEmail('receivable'), 'Rita Receivable', true);
  const first = await invoiceOf(request, buyer, 0, `Rita Receivables ${run} Co`);
  const second = await invoiceOf(request, buyer, 1, `Rita Receivables ${run} Co`);
  const payer = `Rita Receivables ${run}`;
  const stranger = `Unknown Sender ${run}`;
  const today = new Date().toISOString().slice(0, 10);
  const csv = [
    'Date,Amount,Currency,Reference,Counterparty',
    `${today},${dollars(first.totalCents)},USD,Invoice ${first.paymentReference},${payer}`,
    `${today},25.00,USD,see email ${run},${stranger}`,
  ].join('\n');

  await useSession(page, await apiAdmin(request));
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Receivables' })
    .click();
  await expectSeen(page.getByRole('heading', { name: 'Receivables', level: 2 }));

  const upload = page.getByRole('form', { name: 'Import a bank statement' });
  await upload
    .getByLabel('Statement file')
    .setInputFiles({ name: `statement-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await upload.getByRole('button', { name: 'Import' }).click();
  const imported = `Imported statement-${run}.csv: 2 credits, 2 new`;
  await expectToast(page, imported);
  await expectNoSidewaysScroll(page, imported);

  // To review: the transfer quoting the reference, proposed for the first invoice.
  const proposed = page.getByRole('listitem', { name: `${payer}, ${usd(first.totalCents)}` });
  await proposed.scrollIntoViewIfNeeded();
  await expect(proposed).toBeInViewport();
  await expect(proposed.getByText('payment reference', { exact: true })).toBeVisible();
  // How sure the match is, in words.
  await expect(proposed.getByText('Sure: the payment reference names the invoice')).toBeVisible();
  await expect(proposed.getByText(`Pays ${first.invoiceNumber}: ${usd(first.totalCents)}`)).toBeVisible();
  await proposed.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, `Recorded ${usd(first.totalCents)} as payment`);
  await expect(proposed).toHaveCount(0);

  // The unmatched queue: the stranger's 25.00 goes to the second invoice.
  await page
    .getByRole('group', { name: 'Statement lines' })
    .getByRole('button', { name: 'Unmatched' })
    .click();
  const unmatched = page.getByRole('listitem', { name: `${stranger}, $25.00` });
  await unmatched.scrollIntoViewIfNeeded();
  await expect(unmatched).toBeInViewport();
  await unmatched.getByRole('button', { name: 'Re-assign' }).click();
  const form = unmatched.getByRole('form', { name: 'Pay these invoices' });
  await form.getByLabel('Invoice number').fill(second.invoiceNumber);
  await expect(form.getByLabel('Amount ($)')).toHaveValue('25.00');
  await form.getByRole('button', { name: 'Confirm these payments' }).click();
  await expectToast(page, 'Recorded $25.00 as payment');
  await expect(unmatched).toHaveCount(0);

  // Confirmed: both lines, as payments on the invoices.
  await page
    .getByRole('group', { name: 'Statement lines' })
    .getByRole('button', { name: 'Confirmed' })
    .click();
  await expect(page.getByRole('listitem', { name: `${payer}, ${usd(first.totalCents)}` })).toBeVisible();
  await expect(
    page
      .getByRole('listitem', { name: `${stranger}, $25.00` })
      .getByText(`Pays ${second.invoiceNumber}: $25.00`),
  ).toBeVisible();
  // No part of the page is wider than the screen (390 px on the phone), now or after the toasts.
  expect(
    await page.evaluate(() => [document.documentElement.scrollWidth <= window.innerWidth, window.innerWidth]),
  ).toEqual([true, page.viewportSize()!.width]);
});
