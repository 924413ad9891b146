/**
 * Shipments, at both widths: an order of 600 ships in two parts. The shop admin opens the order's Ship dialog on
 * Purchase Orders, ships 400 of the 600 from the main warehouse with a carrier and tracking number, and the order
 * reads Partly shipped with the shipment (and where it left from) under it; the buyer finds "Part of order … has
 * shipped" in the local inbox with the tracking link and the 400; the admin ships the other 200 (the dialog offers
 * exactly what is open) and the order reads Shipped; the buyer's My Orders shows both shipments with their Track links.
 * Set-up by API (walked by other journeys): the product, the buyer's open item and its checkout.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { expectSeen } from './support/people';
import { clickNav, uniqueEmail } from './support/users';

test.describe.configure({ timeout: 180_000 });

const INBOX = `http://127.0.0.1:${process.env.E2E_MAIL_WEB_PORT}`;
const DETAILS = {
  companyName: 'Pallet Crafts Ltd',
  addressLine1: '4 Dock Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

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

/** The admin ships from the order's row: the dialog's quantity for the one line, where from, a carrier and a tracking number. */
async function ship(
  admin: Page,
  orderNumber: string,
  open: number,
  quantity: number,
  carrier: string,
  tracking: string,
  from?: string,
) {
  const row = admin.getByRole('listitem', { name: orderNumber });
  await row.getByRole('button', { name: `New shipment: ${orderNumber}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Ship order ${orderNumber}` });
  const line = dialog.getByLabel(new RegExp(`\\(${open} open\\)$`));
  await expect(line).toHaveValue(String(open));
  if (quantity !== open) await line.fill(String(quantity));
  if (from) await dialog.getByLabel(/^Ships from/).selectOption({ label: from });
  await dialog.getByLabel(/^Carrier/).fill(carrier);
  await dialog.getByLabel(/^Tracking number/).fill(tracking);
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(dialog).toBeHidden();
  return row;
}

test('an order of 600 ships 400 now and 200 later: partly shipped, then shipped; the buyer reads the tracking e-mail and both shipments', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const adminToken = await apiAdmin(request);
  const suffix = Math.random().toString(36).slice(2, 8);
  const product = (
    await gql<{ createProduct: { id: string; sku: string } }>(
      request,
      'mutation($i: ProductInput!) { createProduct(input: $i) { id sku } }',
      {
        i: {
          name: `Pallet Glue Gun ${suffix}`,
          description: 'Shipped on pallets',
          imageUrl: 'https://example.com/pallet.png',
          priceCents: 500,
          quantity: 5000,
        },
      },
      adminToken,
    )
  ).createProduct;
  const email = uniqueEmail('ship-buyer');
  const token = await apiCustomer(request, email, 'Sam Shipper', true);
  const item = await gql<{ placeOrder: { id: string } }>(
    request,
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
    { i: { productId: product.id, quantity: 600, phone: '5550001111' } },
    token,
  );
  const { checkout } = await gql<{ checkout: { orderNumber: string } }>(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { orderNumber } }',
    { ids: [item.placeOrder.id], d: DETAILS },
    token,
  );
  const orderNumber = checkout.orderNumber;

  // The shop admin, in a browser of their own: one entry URL, then clicks.
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, adminToken);
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Purchase Orders' })
    .click();
  await expectSeen(admin.getByRole('heading', { name: 'Purchase Orders', level: 2, exact: true }));
  let row = await ship(admin, orderNumber, 600, 400, 'UPS', '1Z999AA10123456784', 'Main warehouse (MAIN)');
  await expect(row.getByText('Partly shipped', { exact: true })).toBeVisible();
  const first = row.getByRole('listitem', { name: `${orderNumber}-1` });
  await expect(first).toContainText(`400 × ${product.sku}`);
  await expect(first).toContainText('Ships from Main warehouse');
  await expect(
    first.getByRole('link', { name: `Track shipment ${orderNumber}-1 (opens the carrier's page)` }),
  ).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');

  // The buyer reads the shipment's e-mail in the local inbox: part of the order, its tracking link and its 400.
  const inbox = await page.context().newPage();
  await inbox.goto(INBOX);
  const mail = await openMail(inbox, email, new RegExp(`Part of order ${orderNumber} has shipped`));
  await expect(mail.getByRole('link', { name: `Track shipment ${orderNumber}-1` })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  await expect(mail.locator('body')).toContainText('The rest of your order is still open');
  await expect(mail.locator('body')).toContainText('400');
  await inbox.close();

  // The other 200: the dialog offers exactly what is still open.
  row = await ship(admin, orderNumber, 200, 200, 'DHL', 'JD0146000033');
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `New shipment: ${orderNumber}` })).toHaveCount(0);
  await expect(row.getByRole('listitem', { name: `${orderNumber}-2` })).toContainText(`200 × ${product.sku}`);
  await adminContext.close();

  // The buyer on My Orders: the order is shipped, with both shipments and their Track links.
  await useSession(page, token);
  await page.goto('/');
  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  const order = page.getByRole('article', { name: orderNumber });
  await expect(order.getByText('Shipped', { exact: true })).toBeVisible();
  for (const [n, qty] of [
    [1, 400],
    [2, 200],
  ] as const) {
    const shipment = order.getByRole('listitem', { name: `${orderNumber}-${n}` });
    await expect(shipment).toContainText(`${qty} × ${product.sku}`);
    await expect(
      shipment.getByRole('link', { name: `Track shipment ${orderNumber}-${n} (opens the carrier's page)` }),
    ).toBeVisible();
  }
});
