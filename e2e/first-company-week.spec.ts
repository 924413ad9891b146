/**
 * A first company's week, at both widths, as each of its people meets it. A buyer checks out an order over their
 * $1,000 limit, shipping to a region with 20 % VAT: checkout's totals, the submitted banner and the request page
 * name the same Net, Tax and Total. The company admin (on a phone the closed menu's button says an approval waits)
 * approves it from a confirmation that shows the tax and the ship-to, and reads on My company that their own orders
 * skip the rules. In the local inbox the admin finds the e-mail that the order waited for them, the buyer the one that
 * it was approved, and accounts payable the invoice. Accounts payable is offered no Reorder and no Quick Order, and
 * the statement's table shows it scrolls sideways on a phone. The shop admin confirms the company's transfer on
 * Receivables and the aging report changes on the same page; accounts payable then reads the invoice with its
 * credit note: a Credited line, nothing owed, no "Please pay by".
 * Set-up by API (walked by other journeys): the company, its members and the buyer's limit, the 20 % rate, the open
 * item, the credit note (credit-notes.spec.ts) and the bank file's import (receivables.spec.ts).
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiAdmin, apiPlaceOrder, gql, useSession } from './support/api';
import { acceptInvitation, companyAdmin, roundPriceProducts, type Person } from './support/company';
import { expectAnnounced, expectSeen } from './support/people';
import { formatUsd as usd } from './support/shop';
import { clickNav, closePhoneMenu, navLink, uniqueEmail } from './support/users';

test.describe.configure({ timeout: 180_000 });

const INBOX = `http://127.0.0.1:${process.env.E2E_MAIL_WEB_PORT}`;
// 100 pieces at $15.00 with 20 % VAT: over the buyer's $1,000.00 limit.
const NET = 150_000;
const TAX = 30_000;
const TOTAL = NET + TAX;

interface Week {
  suffix: string;
  company: string;
  region: string;
  admin: Person;
  buyer: Person;
  payable: Person;
  shopAdmin: string;
  rateId: string;
}

async function setUp(request: APIRequestContext, width: number): Promise<Week> {
  const suffix = `${width}-${Math.random().toString(36).slice(2, 8)}`;
  const company = `Week Co ${suffix}`;
  const region = `Weekland ${suffix}`;
  const shopAdmin = await apiAdmin(request);
  const { setTaxRate } = await gql<{ setTaxRate: { id: string } }>(
    request,
    'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
    { i: { country: 'AQ', region, name: 'VAT', ratePercent: '20' } },
    shopAdmin,
  );
  const admin = await companyAdmin(request, company, 'week-admin');
  const join = async (role: string, prefix: string, name: string, limits?: object) => {
    const email = uniqueEmail(prefix);
    await gql(
      request,
      'mutation($e: String!, $r: CompanyRole!, $l: SpendingLimitsInput) { inviteToCompany(email: $e, role: $r, limits: $l) { id } }',
      { e: email, r: role, l: limits ?? null },
      admin.token,
    );
    return acceptInvitation(request, email, name);
  };
  const buyer = await join('BUYER', 'week-buyer', 'Bea Buyer', { orderLimitCents: 100_000 });
  const payable = await join('ACCOUNTS_PAYABLE', 'week-payable', 'Pat Payable');
  const [gun] = await roundPriceProducts(request, [`Week Gun ${suffix}`], 1500);
  await apiPlaceOrder(request, buyer.token, gun, 100);
  return { suffix, company, region, admin, buyer, payable, shopAdmin, rateId: setTaxRate.id };
}

/** Net, Tax (VAT 20%) and Total as every screen names them (label then figure). */
async function expectFigures(where: Locator) {
  await expect(where).toContainText(`Net${usd(NET)}`);
  await expect(where).toContainText(`Tax (VAT 20%)${usd(TAX)}`);
  await expect(where).toContainText(`Total${usd(TOTAL)}`);
}

/** Monday: the buyer checks out; the order waits for approval with the same figures at every step. Returns its number. */
async function buyerSubmits(page: Page, week: Week): Promise<string> {
  await clickNav(page, 'My Orders');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await page.getByLabel(/^Company name/).fill(`${week.company} Depot`);
  await page.getByLabel(/^Address line 1/).fill('1 Igloo Way');
  await page.getByLabel(/^City/).fill('Iqaluit');
  await page.getByLabel(/^Country/).selectOption('AQ');
  await page.getByLabel(/^State or region/).fill(week.region);
  await page.getByLabel(/^Postal code/).fill('X0A 0H0');
  await page.getByLabel(/^Contact phone/).fill('+1 867 555 0100');
  const totals = page.getByRole('status', { name: 'Order totals' });
  await totals.scrollIntoViewIfNeeded();
  await expectFigures(totals);
  await expect(page.getByRole('status', { name: 'Approval' })).toContainText(
    'Over the $1,000.00 per-order limit: needs a company admin',
  );
  await page.getByRole('button', { name: 'Submit for approval' }).click();

  const sent = page.getByRole('status', { name: /^Order request AR-\d{6} sent for approval$/ });
  await expectSeen(sent);
  await expectAnnounced(sent);
  await expectFigures(sent);
  await expect(sent).toContainText(`Ship to${week.company} Depot, 1 Igloo Way, Iqaluit`);
  const number = (await sent.getAttribute('aria-label'))!.match(/AR-\d{6}/)![0];
  await sent.getByRole('link', { name: 'View the request' }).click();
  await expectSeen(page.getByRole('heading', { name: `Order request ${number}`, level: 1 }));
  await expectFigures(page.getByRole('main'));
  await expect(page.getByRole('main')).toContainText('Ship to');
  await expect(page.getByRole('main')).toContainText('1 Igloo Way, Iqaluit');
  return number;
}

/** The company admin approves it (the count on the phone's closed menu first) and reads how the rules treat their own orders. */
async function adminApproves(page: Page, number: string, isMobile: boolean) {
  if (isMobile) {
    const menu = page.getByRole('button', { name: 'Open menu, 1 approval waiting' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toContainText('1');
  }
  await clickNav(page, 'Approvals 1 waiting');
  await expectSeen(page.getByRole('heading', { name: 'Approvals', level: 1 }));
  const request = page.getByRole('article', { name: `Order request ${number}` });
  await expectFigures(request);
  await request.getByRole('button', { name: `Approve ${number}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Approve ${number}?` });
  await expectSeen(confirm.getByText(`The order is placed now for ${usd(TOTAL)} (tax included)`));
  await expectFigures(confirm);
  await expect(confirm).toContainText('1 Igloo Way, Iqaluit');
  await confirm.getByRole('button', { name: 'Approve and place the order' }).click();
  await expectSeen(page.getByText(`${number} approved`).first());
  await expectAnnounced(page.getByText(`${number} approved`));

  await clickNav(page, 'My company');
  const rules = page.getByRole('region', { name: 'Approval rules' });
  await rules.scrollIntoViewIfNeeded();
  await expect(
    rules.getByText(/A company admin's own orders skip these rules and are placed at once\.$/),
  ).toBeVisible();
}

/** In the local inbox: the e-mail to `address` whose subject matches, opened; its HTML part. */
async function openMail(inbox: Page, address: string, subject: RegExp) {
  await inbox.getByPlaceholder(/search/i).fill(address);
  const item = inbox.locator('.email-item-link').filter({ hasText: subject });
  // The job runner sends within seconds; maildev's list updates itself.
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.click();
  await expect(inbox.locator('.email-meta .subject')).toHaveText(subject);
  await expect(inbox.locator('.email-meta .to')).toContainText(address);
  return inbox.frameLocator('iframe.panel-html');
}

/** Who is told: the approver that it waits, the requester that it was approved, accounts payable the invoice. Returns the numbers read. */
async function readInbox(
  inbox: Page,
  week: Week,
  number: string,
): Promise<{ invoiceNumber: string; orderNumber: string }> {
  await inbox.goto(INBOX);
  const waits = await openMail(
    inbox,
    week.admin.email,
    new RegExp(`Order request ${number} waits for your approval`),
  );
  await expect(
    waits
      .locator('tr')
      .filter({ hasText: 'Tax (VAT 20%)' })
      .filter({ hasText: usd(TAX) })
      .first(),
  ).toBeVisible();
  await expect(
    waits
      .locator('tr')
      .filter({ hasText: 'Total' })
      .filter({ hasText: usd(TOTAL) })
      .first(),
  ).toBeVisible();
  const approved = await openMail(
    inbox,
    week.buyer.email,
    new RegExp(`Order request ${number} was approved`),
  );
  const placed = await approved
    .getByText(/approved and the order is placed \(invoice INV-\d{6}\)/)
    .textContent();
  const invoiceNumber = placed!.match(/INV-\d{6}/)![0];
  const invoice = await openMail(
    inbox,
    week.payable.email,
    new RegExp(`Invoice ${invoiceNumber} for order SO-\\d{6}`),
  );
  await expect(
    invoice
      .locator('tr')
      .filter({ hasText: 'Total' })
      .filter({ hasText: usd(TOTAL) })
      .first(),
  ).toBeVisible();
  const orderNumber = (await inbox.locator('.email-meta .subject').textContent())!.match(/SO-\d{6}/)![0];
  return { invoiceNumber, orderNumber };
}

/** Accounts payable: no Reorder, no Quick Order; the statement's table shows that it scrolls on a phone, nothing cut. */
async function payableLooksAround(
  page: Page,
  orderNumber: string,
  invoiceNumber: string,
  roleKnown: Promise<unknown>,
) {
  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  const order = page.getByRole('article', { name: orderNumber });
  await expect(order.getByRole('link', { name: 'View invoice' })).toBeVisible();
  // What accounts payable is offered is decided once its role is known: only then is "not shown" a finding.
  await roleKnown;
  await expect(order.getByRole('button', { name: 'Reorder' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /quick order/i })).toHaveCount(0);
  await expect(await navLink(page, 'Statement')).toBeVisible();
  await expect(
    page.locator('header').getByRole('link', { name: 'Quick Order' }).locator('visible=true'),
  ).toHaveCount(0);

  await page
    .locator('header')
    .getByRole('link', { name: 'Statement', exact: true })
    .locator('visible=true')
    .click();
  await expectSeen(page.getByRole('heading', { name: 'Statement', level: 1 }));
  const lines = page.getByRole('region', { name: 'Statement lines' });
  await expect(lines.getByRole('row').filter({ hasText: invoiceNumber })).toHaveCount(1);
  const scrolls = await lines.evaluate((el) => el.scrollWidth > el.clientWidth);
  const hint = page.getByText(
    /^Scroll sideways to see every column: Date, Type, Reference, Invoice, Debit, Credit, Balance/,
  );
  // A table wider than the screen says so above it; one that fits needs no hint.
  if (scrolls) {
    await hint.scrollIntoViewIfNeeded();
    await expectSeen(hint);
  } else {
    await expect(hint).toBeHidden();
  }
  // Nothing cut: scrolled to, the last column lies wholly inside the table's box and the screen.
  const balance = lines.getByRole('columnheader', { name: 'Balance' });
  await balance.scrollIntoViewIfNeeded();
  const [cell, box] = [(await balance.boundingBox())!, (await lines.boundingBox())!];
  expect(
    cell.x >= box.x - 1 && cell.x + cell.width <= box.x + box.width + 1,
    'the Balance column is cut',
  ).toBe(true);
  expect(cell.x + cell.width, 'the Balance column runs off the screen').toBeLessThanOrEqual(
    page.viewportSize()!.width + 1,
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'the page scrolls sideways',
  ).toBe(true);
}

/** The shop admin confirms the company's transfer; the aging report drops the company without a reload. */
async function shopAdminConfirms(page: Page, week: Week, payer: string, amountCents: number) {
  await clickNav(page, 'Dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Receivables' })
    .click();
  await expectSeen(page.getByRole('heading', { name: 'Aging report', level: 3 }));
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Statement of ${week.company}` }) });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toContainText(usd(amountCents));
  const line = page.getByRole('listitem', { name: `${payer}, ${usd(amountCents)}` });
  await line.scrollIntoViewIfNeeded();
  await line.getByRole('button', { name: 'Confirm' }).click();
  await expectSeen(page.getByText(`Recorded ${usd(amountCents)} as payment`).first());
  await expectAnnounced(page.getByText(`Recorded ${usd(amountCents)} as payment`));
  await expect(page.getByRole('button', { name: `Statement of ${week.company}` })).toHaveCount(0);
}

/** Accounts payable reads the invoice after the credit note and the payment: a Credited line, nothing owed. */
async function payableReadsInvoice(
  page: Page,
  orderNumber: string,
  invoiceNumber: string,
  creditedCents: number,
) {
  await clickNav(page, 'My Orders');
  await page.getByRole('article', { name: orderNumber }).getByRole('link', { name: 'View invoice' }).click();
  await expectSeen(page.getByRole('heading', { name: `Invoice ${invoiceNumber}`, level: 1 }));
  const table = page.getByRole('table', { name: `Invoice ${invoiceNumber}` });
  await expect(table.getByRole('row').filter({ hasText: 'Credited' })).toContainText(usd(creditedCents));
  await expect(table.getByRole('row').filter({ hasText: 'Balance' })).toContainText('$0.00');
  const settled = page.getByText('Nothing is owed on this invoice: it is settled.');
  await settled.scrollIntoViewIfNeeded();
  await expectSeen(settled);
  await expect(page.getByText(/Please pay by/)).toHaveCount(0);
}

test("a first company's week: an order over the limit approved with its tax, e-mails to who must act, a credit note and a transfer", async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const week = await setUp(request, viewport?.width ?? 0);
  const contexts: BrowserContext[] = [];
  // Each person in a browser of their own, opening the home page; `onOpen` starts listening before it loads.
  const open = async (token: string, onOpen?: (p: Page) => Promise<unknown>) => {
    const context = await (browser as Browser).newContext({ baseURL, viewport, isMobile, hasTouch });
    contexts.push(context);
    const p = await context.newPage();
    await useSession(p, token);
    const opened = onOpen?.(p);
    await p.goto('/');
    return { p, opened };
  };
  try {
    await useSession(page, week.buyer.token);
    await page.goto('/');
    const number = await buyerSubmits(page, week);

    const { p: adminPage } = await open(week.admin.token);
    await adminApproves(adminPage, number, isMobile);

    const inbox = await page.context().newPage();
    const { invoiceNumber, orderNumber } = await readInbox(inbox, week, number);

    const roleKnown = (p: Page) =>
      p.waitForResponse(
        (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'ApprovalsNav',
      );
    const { p: payablePage, opened } = await open(week.payable.token, roleKnown);
    await payableLooksAround(payablePage, orderNumber, invoiceNumber, opened!);

    // Some units arrived cracked: the shop credits 20 of them; the company wires the rest, quoting the reference.
    const { myPurchaseOrders } = await gql<{
      myPurchaseOrders: Array<{
        id: string;
        invoiceNumber: string;
        lines: Array<{ id: string }>;
        remittance: { paymentReference: string };
      }>;
    }>(
      request,
      '{ myPurchaseOrders { id invoiceNumber lines { id } remittance { paymentReference } } }',
      {},
      week.buyer.token,
    );
    const po = myPurchaseOrders.find((o) => o.invoiceNumber === invoiceNumber)!;
    const { issueCreditNote } = await gql<{ issueCreditNote: { amountCents: number } }>(
      request,
      'mutation($id: ID!, $i: CreditNoteInput!) { issueCreditNote(purchaseOrderId: $id, input: $i) { amountCents } }',
      {
        id: po.id,
        i: {
          reason: 'Twenty guns arrived cracked',
          settlement: 'HOLD',
          lines: [{ invoiceLineId: po.lines[0].id, quantity: 20 }],
        },
      },
      week.shopAdmin,
    );
    const rest = TOTAL - issueCreditNote.amountCents;
    const payer = `${week.company} Ltd`;
    const csv = [
      'Date,Amount,Currency,Reference,Counterparty',
      `${new Date().toISOString().slice(0, 10)},${(rest / 100).toFixed(2)},USD,Invoice ${po.remittance.paymentReference},${payer}`,
    ].join('\n');
    await gql(
      request,
      'mutation($f: BankStatementFileInput!) { importBankStatement(file: $f) { alreadyImported } }',
      { f: { fileName: `week-${week.suffix}.csv`, content: csv } },
      week.shopAdmin,
    );

    const { p: shopPage } = await open(week.shopAdmin);
    await shopAdminConfirms(shopPage, week, payer, rest);

    await closePhoneMenu(payablePage);
    await payableReadsInvoice(payablePage, orderNumber, invoiceNumber, issueCreditNote.amountCents);
  } finally {
    for (const context of contexts) await context.close();
    await gql(request, 'mutation($id: ID!) { deleteTaxRate(id: $id) }', { id: week.rateId }, week.shopAdmin);
  }
});
