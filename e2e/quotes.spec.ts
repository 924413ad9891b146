/**
 * Quotes, by clicks at both widths: a buyer asks for a quote on 500 units from My Quotes (50 is refused in words
 * next to the quantity), the shop's admin prices and sends it from the dashboard's Quotes, the buyer reads it, finds
 * the e-mail in the local inbox, downloads the PDF, accepts it and sees the quoted item in My Orders. axe finds
 * nothing on the request form, the pricing page and the buyer's quote page. A second buyer counters the shop's price
 * (50 refused there too) and then declines.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, firstProductId, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';
import { axeViolations } from './support/audit';

test.describe.configure({ timeout: 150_000 });

const INBOX = `http://127.0.0.1:${process.env.E2E_MAIL_WEB_PORT}`;

async function requestQuote(page: Page, sku: string): Promise<string> {
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Request a quote', level: 1 }));
  const form = page.getByRole('form', { name: 'Quote request' });
  await form.getByLabel(/^Part number \(SKU\), line 1/).fill(sku);
  const quantity = form.getByLabel(/^Quantity, line 1/);
  // Under the shop's wholesale minimum: refused in words under the quantity, which takes focus.
  await quantity.fill('50');
  await form.getByRole('button', { name: 'Send request' }).click();
  const refusal = form.getByText(/^Line 1: .*100/);
  await expectSeen(refusal);
  await expect(quantity).toBeFocused();
  await quantity.fill('500');
  await form.getByLabel(/^Line note, line 1/).fill('For the spring fair');
  await form.getByLabel(/^Note to the shop/).fill('Delivery in March, please');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send request' }).click();
  const heading = page.getByRole('heading', { name: /^Quote Q-\d{6}$/, level: 1 });
  await expectSeen(heading);
  const requested = page.getByText(/^Quote Q-\d{6} requested: the shop will price it and e-mail you\.$/);
  await expectAnnounced(requested);
  return (await heading.textContent())!.replace('Quote ', '');
}

async function priceAndSend(page: Page, quoteNumber: string) {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Quotes' })
    .click();
  await page.getByRole('link', { name: `Open ${quoteNumber}` }).click();
  await expectSeen(page.getByRole('heading', { name: `Quote ${quoteNumber}` }));
  const form = page.getByRole('form', { name: 'Price and send' });
  await expect(form.getByLabel(/^Unit price \(USD\), line 1/)).not.toHaveValue('');
  await form.getByLabel(/^Freight note/).fill('Free delivery on one pallet');
  await form.getByLabel(/^Note to the buyer/).fill('Thank you for asking');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expectAnnounced(page.getByText(`${quoteNumber} sent to the buyer.`));
  await expect(page.getByText('Sent to the buyer', { exact: true })).toBeVisible();
}

test('a buyer asks for a quote on 500 units, the shop prices it, the buyer accepts and sees the order', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const email = uniqueEmail('quote-buyer');
  const token = await apiCustomer(request, email, 'Quinn Quote', true);
  const product = await firstProductId(request, 1);
  const { product: p } = await gql<{ product: { sku: string } }>(
    request,
    'query($id: ID!) { product(id: $id) { sku } }',
    { id: product.id },
  );
  const adminToken = await apiAdmin(request);

  // The buyer: My Quotes, then Request a quote.
  await useSession(page, token);
  await page.goto('/my-quotes');
  await expectSeen(page.getByRole('heading', { name: 'My Quotes', level: 1 }));
  const quoteNumber = await requestQuote(page, p.sku);

  // The shop's admin, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, adminToken);
  await priceAndSend(admin, quoteNumber);
  await adminContext.close();

  // The buyer reads the price from My Quotes.
  await page.getByRole('link', { name: 'Back to My Quotes' }).click();
  const card = page.getByRole('listitem', { name: quoteNumber });
  await expect(card.getByText('Sent to the buyer')).toBeVisible();
  await card.getByRole('link', { name: `Open ${quoteNumber}` }).click();
  await expectSeen(page.getByRole('heading', { name: `Quote ${quoteNumber}`, level: 1 }));
  const priced = page.getByRole('region', { name: /^Version 2 by / });
  await expect(priced.getByText('Free delivery on one pallet')).toBeVisible();
  await expect(priced.getByText('Not included: added at checkout')).toBeVisible();
  await expect(priced.getByText('500', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${quoteNumber} as PDF` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${quoteNumber}-v2.pdf`);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');

  // The e-mail in the local inbox.
  const inbox = await page.context().newPage();
  await inbox.goto(INBOX);
  await inbox.getByPlaceholder(/search/i).fill(quoteNumber);
  const mail = inbox.locator('.email-item-link').filter({ hasText: `Your quote ${quoteNumber} is ready` });
  await expect(mail).toBeVisible({ timeout: 30_000 });
  await inbox.close();

  await page.getByRole('button', { name: 'Accept quote' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Accept ${quoteNumber}?` });
  await dialog.getByRole('button', { name: 'Accept quote' }).click();
  await expectAnnounced(
    page.getByText(`${quoteNumber} accepted: its items are in My Orders at the quoted prices.`),
  );
  const toOrders = page.getByRole('link', { name: 'Go to My Orders to check out the quoted items' });
  await expectSeen(toOrders);
  await toOrders.click();
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  await expect(page.getByRole('article', { name: product.name }).first()).toBeVisible();
});

test("a buyer answers the shop's price with a counter-offer, then declines the quote", async ({
  page,
  request,
}) => {
  const token = await apiCustomer(request, uniqueEmail('quote-counter'), 'Cara Counter', true);
  const product = await firstProductId(request, 1);
  const adminToken = await apiAdmin(request);
  const { requestQuote: asked } = await gql<{ requestQuote: { id: string; quoteNumber: string } }>(
    request,
    'mutation($l: [SalesQuoteRequestLineInput!]!) { requestQuote(lines: $l) { id quoteNumber } }',
    { l: [{ productId: product.id, quantity: 300 }] },
    token,
  );
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await gql(
    request,
    'mutation($id: ID!, $l: [SalesQuotePriceLineInput!]!, $d: String!) { sendQuote(id: $id, lines: $l, validUntil: $d) { id } }',
    { id: asked.id, l: [{ productId: product.id, quantity: 300, unitPriceCents: 1000 }], d: validUntil },
    adminToken,
  );

  await useSession(page, token);
  await page.goto('/my-quotes');
  await page.getByRole('link', { name: `Open ${asked.quoteNumber}` }).click();
  await expectSeen(page.getByRole('heading', { name: `Quote ${asked.quoteNumber}`, level: 1 }));
  await page.getByRole('button', { name: 'Counter-offer' }).click();
  const form = page.getByRole('form', { name: 'Your counter-offer' });
  const quantity = form.getByLabel(/^Quantity, line 1/);
  await expect(quantity).toHaveValue('300');
  await quantity.fill('50');
  await form.getByRole('button', { name: 'Send counter-offer' }).click();
  await expectSeen(form.getByText(/^Line 1: .*100/));
  await expect(quantity).toBeFocused();
  await quantity.fill('600');
  await form.getByLabel(/^Target unit price \(USD\), line 1/).fill('9.00');
  await form.getByRole('button', { name: 'Send counter-offer' }).click();
  await expectAnnounced(page.getByText(`Counter-offer on ${asked.quoteNumber} sent to the shop.`));
  await expect(page.getByText('Countered by the buyer', { exact: true })).toBeVisible();
  const counter = page.getByRole('region', { name: /^Version 3 by / });
  await expect(counter.getByText('600', { exact: true })).toBeVisible();
  await expect(counter.getByText('$9.00', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Decline quote' }).click();
  await page
    .getByRole('alertdialog', { name: `Decline ${asked.quoteNumber}?` })
    .getByRole('button', { name: 'Decline quote' })
    .click();
  await expectAnnounced(page.getByText(`${asked.quoteNumber} declined.`));
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
});
