/**
 * Delivering wholesale, one order from checkout to credit note, at both widths. The shop admin adds a weight-based
 * shipping method on Dashboard → Shipping methods, limited to the journey's own company (found by name and ticked),
 * so no other journey's checkout changes. The company's buyer orders 600 of an item with 400 in stock (backorders
 * allowed, restock a week ahead), chooses that method at checkout and reads the freight in the totals, then the same
 * freight on the invoice with "400 now, 200 from <a week ahead>" and the line promised that day. The admin ships 400
 * with a tracking number and marks them delivered; the buyer reads the tracking e-mail in the local inbox. Stock
 * arrives for the 200 and the admin ships them; My Orders shows both shipments with their Track links. The buyer asks
 * to return 401 (refused: only 400 were delivered), then 50; the admin approves with a 15 % restocking fee and receives
 * them; the buyer's Statement lists the credit note: 50 × $5.00 less 15 %, with tax. axe and layout shift are checked
 * on the Shipping methods form and the checkout with its method (the parts that are new), axe on the statement.
 * Set-up by API (walked by other journeys): the company, the item with its stock, weight and restock day, a tax rate
 * for the journey's own region, and the restock itself. After that, every step of a person is a click or typing.
 */
import { expect, test, type Page } from '@playwright/test';
import { addWorkingDays, formatCents, formatDay } from '@gluegun/common';
import { apiAdmin, gql, useSession } from './support/api';
import { companyAdmin } from './support/company';
import { expectAnnounced, expectRefusal, expectSeen } from './support/people';
import { CLS_LIMIT, axeViolations, layoutShift, settle } from './support/audit';
import { openOrderModal, submitOrder } from './support/shop';
import { clickNav } from './support/users';

test.describe.configure({ timeout: 240_000 });

const INBOX = `http://127.0.0.1:${process.env.E2E_MAIL_WEB_PORT}`;
const PRICE_CENTS = 500;
// 600 units of 500 g weigh 300 kg: the second band. Freight $120.00, taxed at the region's 20 %.
const FREIGHT_CENTS = 12_000;
const NET_CENTS = 600 * PRICE_CENTS;
const TAX_CENTS = (NET_CENTS + FREIGHT_CENTS) / 5;
// 50 units back: $250.00 and its $50.00 tax, less the 15 % kept ($37.50 and $7.50).
const CREDIT_CENTS = 50 * PRICE_CENTS * 1.2 * 0.85;

/** The shop's set-up: the company's buyer (its admin), the item and a 20 % rate for the journey's own region. */
async function setUp(request: Parameters<typeof apiAdmin>[0], width: number) {
  const suffix = `${width}-${Math.random().toString(36).slice(2, 8)}`;
  const adminToken = await apiAdmin(request);
  const company = `Delivery Co ${suffix}`;
  const region = `Palletland ${suffix}`;
  const buyer = await companyAdmin(request, company, 'delivery-buyer');
  await gql(
    request,
    'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
    { i: { country: 'AQ', region, name: 'VAT', ratePercent: '20' } },
    adminToken,
  );
  const restockOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const { createProduct: product } = await gql<{ createProduct: { id: string; name: string; sku: string } }>(
    request,
    'mutation($i: ProductInput!) { createProduct(input: $i) { id name sku } }',
    {
      i: {
        name: `Pallet Glue Gun ${suffix}`,
        description: 'Ships on pallets, in parts when stock is short',
        imageUrl: 'https://example.com/pallet.png',
        priceCents: PRICE_CENTS,
        quantity: 400,
        backordersAllowed: true,
        restockOn,
      },
    },
    adminToken,
  );
  await gql(
    request,
    'mutation($id: ID!, $i: ProductPackingInput!) { setProductPacking(productId: $id, input: $i) { id } }',
    { id: product.id, i: { packSizes: [], weightGrams: 500 } },
    adminToken,
  );
  return { suffix, adminToken, company, region, buyer, product, restockOn };
}

/** In the local inbox: the e-mail to `address` whose subject matches, opened; its HTML part. */
async function openMail(inbox: Page, address: string, subject: RegExp) {
  await inbox.getByPlaceholder(/search/i).fill(address);
  const item = inbox.locator('.email-item-link').filter({ hasText: subject });
  // The job runner sends within seconds; maildev's list updates itself.
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.click();
  await expect(inbox.locator('.email-meta .subject')).toHaveText(subject);
  return inbox.frameLocator('iframe.panel-html');
}

/** The admin ships `quantity` of the one line from the order's row: carrier and tracking number. */
async function ship(admin: Page, orderNumber: string, open: number, quantity: number, tracking: string) {
  const row = admin.getByRole('listitem', { name: orderNumber });
  await row.getByRole('button', { name: `New shipment: ${orderNumber}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Ship order ${orderNumber}` });
  const line = dialog.getByLabel(new RegExp(`\\(${open} open\\)$`));
  await expect(line).toHaveValue(String(open));
  if (quantity !== open) await line.fill(String(quantity));
  await dialog.getByLabel(/^Carrier/).fill('UPS');
  await dialog.getByLabel(/^Tracking number/).fill(tracking);
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(dialog).toBeHidden();
  return row;
}

/** Axe finds nothing and, on a page with new parts, nothing moved on its own since the document loaded. */
async function expectSteady(page: Page, { shift = true } = {}) {
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  if (shift) expect(await layoutShift(page)).toBeLessThan(CLS_LIMIT);
}

test('600 ordered with 400 in stock: freight by weight at checkout and on the invoice, 400 now and 200 a week later, a return of 50 credited less 15 % on the statement', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const w = await setUp(request, viewport?.width ?? 0);
  const methodName = `Pallet road ${w.suffix}`;
  const later = formatDay(addWorkingDays(w.restockOn, 0));

  // The shop admin, in a browser of their own: a weight table for this company only.
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, w.adminToken);
  await admin.goto('/dashboard');
  const menu = admin.getByRole('navigation', { name: 'Dashboard menu' });
  await menu.getByRole('link', { name: 'Shipping methods' }).click();
  const form = admin.getByRole('form', { name: 'Add a shipping method' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(methodName);
  await form.getByRole('textbox', { name: 'Weight bands' }).fill('100 = 40.00\n500 = 120.00');
  const only = form.getByRole('group', { name: 'Only for these companies' });
  await only.getByRole('searchbox', { name: 'Find a company' }).fill(w.company);
  await only.getByRole('button', { name: 'Search' }).click();
  await only.getByRole('checkbox', { name: w.company }).check();
  await expectSteady(admin);
  await form.getByRole('button', { name: 'Add method' }).click();
  const method = admin
    .getByRole('list', { name: 'Shipping methods' })
    .getByRole('listitem')
    .filter({ hasText: methodName });
  await expect(method).toContainText(`Only for ${w.company}`);

  // The buyer orders 600 and reads what ships now and what follows.
  await useSession(page, w.buyer.token);
  await page.goto(`/product/${w.product.id}`);
  await expectSeen(page.getByRole('heading', { name: w.product.name, level: 1 }));
  const dialog = await openOrderModal(page);
  await dialog.getByLabel('Quantity').fill('600');
  const split = dialog.getByText(`400 now, 200 from ${later}`);
  await expectSeen(split);
  await expectAnnounced(split);
  await submitOrder(page, '600');
  await expectSeen(page.getByText('Added product your Order Page'));

  // Checkout: the company's own method, chosen; the freight by weight in the totals.
  await clickNav(page, 'My Orders');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await expect(page.getByText(`400 now, 200 from ${later}`)).toBeVisible();
  await page.getByLabel(/^Company name/).fill(w.company);
  await page.getByLabel(/^Address line 1/).fill('4 Dock Road');
  await page.getByLabel(/^City/).fill('Base Camp');
  await page.getByLabel(/^Country/).selectOption('AQ');
  await page.getByLabel(/^State or region/).fill(w.region);
  await page.getByLabel(/^Postal code/).fill('AQ1 1AA');
  await page.getByLabel(/^Contact phone/).fill('+44 113 496 0000');
  const pick = page.getByRole('radio', { name: new RegExp(methodName) });
  await pick.scrollIntoViewIfNeeded();
  await expect(page.getByRole('radio')).toHaveCount(1);
  await pick.check();
  const totals = page.getByRole('status', { name: 'Order totals' });
  await totals.scrollIntoViewIfNeeded();
  await expect(totals).toContainText(`Freight${formatCents(FREIGHT_CENTS)}`);
  await expect(totals).toContainText(`Tax (VAT 20%)${formatCents(TAX_CENTS)}`);
  await expect(totals).toContainText(`Total${formatCents(NET_CENTS + FREIGHT_CENTS + TAX_CENTS)}`);
  await expectSeen(totals.getByText('Freight', { exact: true }));
  await expectSteady(page);
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();
  const placed = page.getByRole('status', { name: /^Order SO-\d{6} placed$/ });
  await expectSeen(placed);
  const orderNumber = (await placed.getAttribute('aria-label'))!.match(/SO-\d{6}/)![0];

  // The invoice: the same freight; 400 now, the 200 promised a week later.
  await page.getByRole('article', { name: orderNumber }).getByRole('link', { name: 'View invoice' }).click();
  const invoice = page.getByRole('table', { name: /^Invoice / });
  const freightRow = invoice.getByRole('row').filter({ hasText: 'Freight' });
  await freightRow.scrollIntoViewIfNeeded();
  await expectSeen(freightRow);
  await expect(freightRow).toContainText(formatCents(FREIGHT_CENTS));
  await expect(invoice.getByText(`Backorder: 400 now, 200 from ${later}`)).toBeVisible();
  await expect(invoice.getByText(`Promised ${later}`)).toBeVisible();

  // The admin ships the 400 in stock with a tracking number, and marks them delivered.
  await menu.getByRole('link', { name: 'Purchase Orders' }).click();
  await expectSeen(admin.getByRole('heading', { name: 'Purchase Orders', level: 2, exact: true }));
  // The dialog offers the whole open line; the admin ships what is in stock.
  let row = await ship(admin, orderNumber, 600, 400, '1Z999AA10123456784');
  await expect(row.getByText('Partly shipped', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Mark delivered: ${orderNumber}-1` }).click();
  await expect(row.getByRole('listitem', { name: `${orderNumber}-1` })).toContainText(/Delivered /);

  // The buyer reads the shipment's e-mail in the local inbox: the 400 and the tracking link.
  const inbox = await page.context().newPage();
  await inbox.goto(INBOX);
  const mail = await openMail(inbox, w.buyer.email, new RegExp(`Part of order ${orderNumber} has shipped`));
  await expect(mail.getByRole('link', { name: `Track shipment ${orderNumber}-1` })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  await expect(mail.locator('body')).toContainText('400');
  await inbox.close();

  // Stock for the 200 arrives (set-up: the warehouse count), and the admin ships them.
  const { productStock } = await gql<{ productStock: Array<{ warehouseId: string; code: string }> }>(
    request,
    'query($id: ID!) { productStock(productId: $id) { warehouseId code } }',
    { id: w.product.id },
    w.adminToken,
  );
  await gql(
    request,
    'mutation($p: ID!, $w: ID!, $q: Int!) { setWarehouseStock(productId: $p, warehouseId: $w, quantity: $q) { quantity } }',
    { p: w.product.id, w: productStock.find((s) => s.code === 'MAIN')!.warehouseId, q: 200 },
    w.adminToken,
  );
  row = await ship(admin, orderNumber, 200, 200, '1Z999AA10123456791');
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `New shipment: ${orderNumber}` })).toHaveCount(0);
  await expect(row.getByRole('listitem', { name: `${orderNumber}-2` })).toContainText(
    `200 × ${w.product.sku}`,
  );

  // The buyer's My Orders: the order shipped in two, each with its Track link.
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  const order = page.getByRole('article', { name: orderNumber });
  await expect(order.getByText('Shipped', { exact: true })).toBeVisible();
  for (const n of [1, 2])
    await expect(
      order
        .getByRole('listitem', { name: `${orderNumber}-${n}` })
        .getByRole('link', { name: `Track shipment ${orderNumber}-${n} (opens the carrier's page)` }),
    ).toBeVisible();

  // The buyer asks to return 50 of the delivered units (more than delivered is refused in the shop's words).
  await order.getByRole('link', { name: 'View invoice' }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  await returns.scrollIntoViewIfNeeded();
  await returns.getByRole('button', { name: 'Request a return' }).click();
  const request50 = returns.getByRole('form', { name: 'Request a return' });
  const quantity = request50.getByLabel(new RegExp(`^${w.product.sku} .+ \\(up to 400\\)$`));
  await quantity.fill('401');
  await request50.getByLabel(/^Reason/).fill('Ordered too many for the season');
  await request50.getByRole('button', { name: 'Send the request' }).click();
  await expectRefusal(
    request50.getByText(new RegExp(`^Only 400 of line \\d+ \\(${w.product.sku}\\) can be returned$`)),
    quantity,
  );
  await quantity.fill('50');
  await request50.getByRole('button', { name: 'Send the request' }).click();
  const requested = returns.getByText(/^Return RMA-\d{6} requested: the shop will answer by e-mail\.$/);
  await expectSeen(requested);
  const rma = (await requested.textContent())!.match(/RMA-\d{6}/)![0];

  // The admin approves it with a 15 % restocking fee and receives the goods back into stock.
  await menu.getByRole('link', { name: 'Returns' }).click();
  const rmaRow = admin.getByRole('listitem', { name: rma });
  await rmaRow.getByRole('button', { name: `Approve ${rma}` }).click();
  const approve = admin.getByRole('dialog', { name: `Approve ${rma}` });
  await approve.getByLabel(/^Restocking fee \(%\)/).fill('15');
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(rmaRow.getByText('Restocking fee: 15 %')).toBeVisible();
  await rmaRow.getByRole('button', { name: `Receive ${rma}` }).click();
  const receive = admin.getByRole('dialog', { name: `Receive the goods of ${rma}` });
  await receive.getByText('Restock', { exact: true }).click();
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  const received = admin
    .locator('main')
    .getByText(new RegExp(`^${rma} received: credit note CN-\\d{6} issued\\.$`));
  await expectSeen(received);
  const creditNote = (await received.textContent())!.match(/CN-\d{6}/)![0];
  expect(await axeViolations(admin)).toEqual([]);
  await adminContext.close();

  // The company's statement: the credit note, 50 × $5.00 less 15 %, with its tax.
  await clickNav(page, 'Statement');
  await expectSeen(page.getByRole('heading', { name: 'Statement', level: 1 }));
  const lines = page.getByRole('table', { name: 'Statement lines' });
  const credit = lines.getByRole('row').filter({ hasText: creditNote });
  await credit.scrollIntoViewIfNeeded();
  await expect(credit).toContainText(formatCents(CREDIT_CENTS));
  await expect(lines.getByRole('row').filter({ hasText: 'Closing balance' })).toContainText(
    formatCents(NET_CENTS + FREIGHT_CENTS + TAX_CENTS - CREDIT_CENTS),
  );
  // The statement is no new page, and the document has been open since the product page: axe alone here.
  await expectSteady(page, { shift: false });
});
