/**
 * Returns, at both widths: a buyer whose order had 120 of 200 units delivered opens the order from My Orders and
 * asks to send 150 back: the shop's words ("Only 120 … can be returned") show under the quantity, announced and
 * focused. Asking 30 is confirmed, announced and in view, and the return is listed as Requested. The shop admin
 * approves it on Dashboard → Returns with a 10 % restocking fee and receives the goods (restocked): the credit note's
 * number is announced. The buyer, back on the order, reads the return received and credited with that credit note.
 * axe finds nothing on either page. Set-up by API (walked by other journeys): the product, the order, its checkout,
 * its shipment of 120 and their delivery.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { expectAnnounced, expectRefusal, expectSeen } from './support/people';
import { axeViolations } from './support/audit';
import { uniqueEmail } from './support/users';

test.describe.configure({ timeout: 180_000 });

const DETAILS = {
  companyName: 'Return Crafts Ltd',
  addressLine1: '9 Canal Street',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

/** An order of 200 with 120 delivered; the buyer's session, the admin's, and the order's numbers. */
async function deliveredOrder(request: Parameters<typeof apiAdmin>[0]) {
  const adminToken = await apiAdmin(request);
  const suffix = Math.random().toString(36).slice(2, 8);
  const product = (
    await gql<{ createProduct: { id: string; sku: string } }>(
      request,
      'mutation($i: ProductInput!) { createProduct(input: $i) { id sku } }',
      {
        i: {
          name: `Return Glue Gun ${suffix}`,
          description: 'Sent back in part',
          imageUrl: 'https://example.com/return.png',
          priceCents: 500,
          quantity: 5000,
        },
      },
      adminToken,
    )
  ).createProduct;
  const token = await apiCustomer(request, uniqueEmail('rma-buyer'), 'Rita Return', true);
  const item = await gql<{ placeOrder: { id: string } }>(
    request,
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
    { i: { productId: product.id, quantity: 200, phone: '5550001111' } },
    token,
  );
  const { checkout } = await gql<{
    checkout: { id: string; orderNumber: string; lines: Array<{ id: string }> };
  }>(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id orderNumber lines { id } } }',
    { ids: [item.placeOrder.id], d: DETAILS },
    token,
  );
  const { createShipment } = await gql<{ createShipment: { id: string } }>(
    request,
    'mutation($o: ID!, $l: [ShipmentLineInput!]!) { createShipment(orderId: $o, lines: $l, carrier: "UPS", trackingNumber: "1Z999AA10123456784") { id } }',
    { o: checkout.id, l: [{ invoiceLineId: checkout.lines[0].id, quantity: 120 }] },
    adminToken,
  );
  await gql(
    request,
    'mutation($id: ID!) { markShipmentDelivered(id: $id) { id } }',
    { id: createShipment.id },
    adminToken,
  );
  return { adminToken, token, product, orderNumber: checkout.orderNumber };
}

/** From My Orders, the order's own page (View invoice), scrolled to its Returns. */
async function openOrder(page: Page, orderNumber: string) {
  await page.getByRole('article', { name: orderNumber }).getByRole('link', { name: 'View invoice' }).click();
  const section = page.getByRole('region', { name: 'Returns' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test('a buyer returns part of a delivered line; the shop approves with a 10 % fee and receives it; the buyer reads the credit note', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const w = await deliveredOrder(request);

  await useSession(page, w.token);
  await page.goto('/my-orders');
  let section = await openOrder(page, w.orderNumber);
  await expect(section.getByText('No returns asked for this order.')).toBeVisible();
  await section.getByRole('button', { name: 'Request a return' }).click();
  const form = section.getByRole('form', { name: 'Request a return' });
  const quantity = form.getByLabel(new RegExp(`^${w.product.sku} .+ \\(up to 120\\)$`));
  await expectSeen(quantity);

  // More than was delivered: the shop's own words, under the quantity, announced and focused.
  await quantity.fill('150');
  await form.getByLabel(/^Reason/).fill('Nozzles crack when hot');
  await form.getByLabel(/^Photo links/).fill('https://photos.example.com/cracked-1.jpg');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expectRefusal(
    form.getByText(new RegExp(`^Only 120 of line \\d+ \\(${w.product.sku}\\) can be returned$`)),
    quantity,
  );

  await quantity.fill('30');
  await form.getByRole('button', { name: 'Send the request' }).click();
  const requested = section.getByText(/^Return RMA-\d{6} requested: the shop will answer by e-mail\.$/);
  await expectSeen(requested);
  await expectAnnounced(requested);
  const rma = (await requested.textContent())!.match(/RMA-\d{6}/)![0];
  const mine = section.getByRole('listitem', { name: rma });
  await expect(mine.getByText('Requested', { exact: true })).toBeVisible();
  await expect(mine.getByText(`30 × ${w.product.sku}`, { exact: false })).toBeVisible();
  await expect(mine.getByRole('link', { name: `Photo 1 of ${rma} (opens in a new tab)` })).toHaveAttribute(
    'href',
    'https://photos.example.com/cracked-1.jpg',
  );
  expect(await axeViolations(page)).toEqual([]);

  // The shop admin, in a browser of their own: one entry URL, then clicks.
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, w.adminToken);
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Returns' })
    .click();
  await expectSeen(admin.getByRole('heading', { name: 'Returns', level: 2 }));
  const row = admin.getByRole('listitem', { name: rma });
  await row.getByRole('button', { name: `Approve ${rma}` }).click();
  const approve = admin.getByRole('dialog', { name: `Approve ${rma}` });
  await approve.getByLabel(/^Restocking fee \(%\)/).fill('10');
  expect(await axeViolations(admin)).toEqual([]);
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toBeHidden();
  const approved = admin.locator('main').getByText(`${rma} approved.`);
  await expectSeen(approved);
  await expectAnnounced(approved);
  await expect(row.getByText('Restocking fee: 10 %')).toBeVisible();

  await row.getByRole('button', { name: `Receive ${rma}` }).click();
  const receive = admin.getByRole('dialog', { name: `Receive the goods of ${rma}` });
  await receive.getByText('Restock', { exact: true }).click();
  await receive.getByLabel(/^Note/).fill('Two boxes, sealed');
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive).toBeHidden();
  const received = admin
    .locator('main')
    .getByText(new RegExp(`^${rma} received: credit note CN-\\d{6} issued\\.$`));
  await expectSeen(received);
  await expectAnnounced(received);
  const creditNote = (await received.textContent())!.match(/CN-\d{6}/)![0];
  expect(await axeViolations(admin)).toEqual([]);
  await adminContext.close();

  // The buyer goes back to My Orders and opens the order again: received and credited, with the credit note.
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  section = await openOrder(page, w.orderNumber);
  // The invoice lists the credit note too (its section loads on its own, above the returns): read, then scroll on.
  await expect(
    page.getByRole('region', { name: 'Credit notes' }).getByRole('listitem', { name: creditNote }),
  ).toBeVisible();
  const done = section.getByRole('listitem', { name: rma });
  await done.scrollIntoViewIfNeeded();
  await expect(done.getByText('Received and credited', { exact: true })).toBeVisible();
  await expect(done.getByText('Restocking fee: 10 %')).toBeVisible();
  await expect(done.getByText(new RegExp(`^Credit note ${creditNote}: \\$[\\d,.]+ credited$`))).toBeVisible();
  await expect(done.getByText(/^Restocking fee kept: \$[\d,.]+$/)).toBeVisible();
  await expectSeen(done.getByText(new RegExp(`^Credit note ${creditNote}`)));
  await expect(section.getByRole('button', { name: `Withdraw ${rma}` })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
