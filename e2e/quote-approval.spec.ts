/**
 * A deep discount needs a second staff member (docs/decisions/065), at both widths: a buyer asks for a quote; the
 * shop admin prices it 30 % under the buyer's own price and sends it, and it is held instead (the page says so and
 * refuses their own approval); a second shop admin approves and sends it; then the buyer reads the price. Each
 * person opens one entry URL.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { roundPriceProducts } from './support/company';
import { expectAnnounced, expectSeen } from './support/people';
import { uniqueEmail } from './support/users';

test.describe.configure({ timeout: 120_000 });

type Options = {
  baseURL?: string;
  viewport: { width: number; height: number } | null;
  isMobile: boolean;
  hasTouch: boolean;
};

async function staffPage(browser: Browser, options: Options, token: string): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await useSession(page, token);
  return page;
}

/** From the dashboard, as staff: Quotes, then the quote. */
async function openQuote(page: Page, quoteNumber: string) {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Quotes' })
    .click();
  await page.getByRole('link', { name: `Open ${quoteNumber}` }).click();
  await expectSeen(page.getByRole('heading', { name: `Quote ${quoteNumber}` }));
}

test('a quote priced over the discount threshold waits for a second staff member, then the buyer reads it', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const run = `${viewport?.width ?? 0}-${Date.now() % 1_000_000}`;
  const secondEmail = uniqueEmail('qa-second');
  const [adminToken, buyerToken] = await Promise.all([
    apiAdmin(request),
    apiCustomer(request, uniqueEmail('qa-buyer'), 'Quinn Held', true),
    apiCustomer(request, secondEmail, 'Sam Second', true),
  ]);
  await gql(
    request,
    'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }',
    { e: secondEmail },
    adminToken,
  );
  // A fresh session after the promotion: the second admin's own sign-in.
  const secondToken = await apiCustomer(request, secondEmail, 'Sam Second', true);
  const [productId] = await roundPriceProducts(request, [`Held Gun ${run}`], 1000);
  const { requestQuote: asked } = await gql<{ requestQuote: { quoteNumber: string } }>(
    request,
    'mutation($l: [SalesQuoteRequestLineInput!]!) { requestQuote(lines: $l) { quoteNumber } }',
    { l: [{ productId, quantity: 300 }] },
    buyerToken,
  );
  const options = { baseURL, viewport, isMobile, hasTouch };

  // The first shop admin prices it at $7.00 against the buyer's $10.00: 30 % off, over the 20 % threshold.
  const first = await staffPage(browser, options, adminToken);
  await openQuote(first, asked.quoteNumber);
  const form = first.getByRole('form', { name: 'Price and send' });
  await form.getByLabel(/^Unit price \(USD\), line 1/).fill('7.00');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expectAnnounced(
    first.getByText(
      `${asked.quoteNumber} waits for a second staff member: a price is more than 20 % below the buyer's own.`,
    ),
  );
  await expect(first.getByText('Waiting for a second approval', { exact: true }).first()).toBeVisible();
  // Their own approval is refused in words: another staff member approves.
  await first.getByRole('button', { name: 'Approve and send' }).click();
  await expectSeen(first.getByText(/another staff member approves its discount/));
  await first.context().close();

  // The second shop admin approves it, and it is sent.
  const second = await staffPage(browser, options, secondToken);
  await openQuote(second, asked.quoteNumber);
  await expect(second.getByText('Waiting for a second approval', { exact: true }).first()).toBeVisible();
  await second.getByRole('button', { name: 'Approve and send' }).click();
  await expectAnnounced(second.getByText(`${asked.quoteNumber} approved and sent to the buyer.`));
  await expect(second.getByText('Sent to the buyer', { exact: true }).first()).toBeVisible();
  await second.context().close();

  // The buyer reads the approved price.
  await useSession(page, buyerToken);
  await page.goto('/my-quotes');
  await expectSeen(page.getByRole('heading', { name: 'My Quotes', level: 1 }));
  const card = page.getByRole('listitem', { name: asked.quoteNumber });
  await expect(card.getByText('Sent to the buyer')).toBeVisible();
  await card.getByRole('link', { name: `Open ${asked.quoteNumber}` }).click();
  await expectSeen(page.getByRole('heading', { name: `Quote ${asked.quoteNumber}`, level: 1 }));
  const priced = page.getByRole('region', { name: /^Version 2 by / });
  await expect(priced.getByText('$7.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept quote' })).toBeVisible();
});
