/**
 * Purchase orders and invoices, end to end: a customer checks out three lines
 * with a PO number, downloads the invoice, an admin records payment and ships, and the customer reorders, moving
 * only by clicks. Each person opens one entry URL (their session is made over the API, e2e/README.md), then only
 * clicks, types and reads. The PDF renderer may still be a stub: only the %PDF prefix and the file name are checked.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { clickNav, expectNoMachineWording, uniqueEmail } from './support/users';
import { expectAnnounced, expectRefusal, expectSeen, scrollDown } from './support/people';

// Under the Content Security Policy users get: the app's policy names the run's own Auth emulator port.
test.describe.configure({ timeout: 120_000 });

const PO_NUMBER = 'PO-E2E-4471';

/** Clicks a download button and checks what arrived: a PDF named after the invoice. */
async function expectPdfDownload(page: Page, click: () => Promise<void>, invoiceNumber: string) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

test('a customer checks out three lines with a PO number, downloads the invoice, an admin records payment and ships, and the customer reorders', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const email = uniqueEmail('po-buyer');
  const token = await apiCustomer(request, email, 'Petra Purchaser', true);
  const products = [
    await firstProductId(request, 0),
    await firstProductId(request, 1),
    await firstProductId(request, 3),
  ];
  for (const p of products) await apiPlaceOrder(request, token, p.id, 150);

  // The customer: one entry URL, then clicks.
  await useSession(page, token);
  await page.goto('/');
  await scrollDown(page);
  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  for (const p of products) await expect(page.getByRole('article', { name: p.name })).toBeVisible();
  await page.getByRole('link', { name: 'Check out' }).click();

  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await expect(page.getByRole('group', { name: 'Your credit' })).toContainText('Payment terms: Net 30');
  for (const p of products)
    await expect(page.getByRole('checkbox', { name: `Check out ${p.name}` })).toBeChecked();
  await expect(page.getByText(/^Selected: 3 items, \$/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();
  await expectRefusal(page.getByText('Company name is required'), page.getByLabel(/^Company name/));

  await page.getByLabel(/^Your PO number/).fill(PO_NUMBER);
  await page.getByLabel(/^Company name/).fill('Petra Crafts Ltd');
  await page.getByLabel(/^Address line 1/).fill('12 Glue Lane');
  await page.getByLabel(/^City/).fill('Springfield');
  await page.getByLabel(/^Postal code/).fill('62701');
  await page.getByLabel(/^Contact phone/).fill('+1 555 0147');
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();

  const placed = page.getByRole('status', { name: /^Order SO-\d{6} placed$/ });
  await expectSeen(placed);
  await expectAnnounced(placed);
  await expect(page).toHaveURL(/\/my-orders$/);
  const orderNumber = (await placed.getAttribute('aria-label'))!.match(/SO-\d{6}/)![0];
  const invoiceNumber = (await placed.getByText(/^Invoice INV-\d{6}$/).textContent())!.replace(
    'Invoice ',
    '',
  );
  await expect(placed.getByText('(Net 30)', { exact: false })).toBeVisible();
  await expectPdfDownload(
    page,
    () => placed.getByRole('button', { name: 'Download PDF' }).click(),
    invoiceNumber,
  );
  for (const p of products) await expect(page.getByRole('article', { name: p.name })).toHaveCount(0);

  const order = page.getByRole('article', { name: orderNumber });
  await expect(order.getByText(PO_NUMBER)).toBeVisible();
  await expect(order.getByText('Awaiting payment')).toBeVisible();
  await expect(order.getByText('Unfulfilled')).toBeVisible();
  await order.getByRole('button', { name: 'Show 3 lines' }).click();
  for (const p of products) await expect(order.getByRole('cell', { name: p.name })).toBeVisible();

  await order.getByRole('link', { name: 'View invoice' }).click();
  await expectSeen(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` }));
  await expect(page.getByText(PO_NUMBER)).toBeVisible();
  await expect(page.getByText('12 Glue Lane')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Where to pay: the shop's bank details and this invoice's own RF reference, in view once scrolled to.
  const payTo = page.getByRole('region', { name: 'Pay to' });
  await payTo.scrollIntoViewIfNeeded();
  await expect(payTo).toBeInViewport();
  await expect(payTo.getByText(new RegExp(`^RF\\d{2} ${invoiceNumber.replace('-', '')}$`))).toBeVisible();
  await expect(payTo.getByText('Routing number')).toBeVisible(); // the example bank of a test server
  await expectPdfDownload(
    page,
    () => page.getByRole('button', { name: 'Download PDF' }).click(),
    invoiceNumber,
  );
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  await expectNoMachineWording(page);

  // The admin, in a browser of their own: one entry URL, then clicks.
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, await apiAdmin(request));
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Purchase Orders' })
    .click();
  await expectSeen(admin.getByRole('heading', { name: 'Purchase Orders', level: 2, exact: true }));
  const row = admin.getByRole('listitem', { name: orderNumber });
  await expect(row.getByText(PO_NUMBER)).toBeVisible();
  await expect(row.getByText('Petra Crafts Ltd')).toBeVisible();
  await row.getByRole('button', { name: `Record payment: ${orderNumber}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Record a payment on ${invoiceNumber}` });
  await expect(dialog.getByText(/^Balance due: \$/)).toBeVisible();
  await dialog.getByLabel(/^Payment reference/).fill('WIRE-20261123');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('$0.00')).toBeVisible();
  await row.getByRole('button', { name: `Ship: ${orderNumber}` }).click();
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Lines and payments' }).click();
  await expect(row.getByText(/\(WIRE-20261123\)$/)).toBeVisible();
  await adminContext.close();

  // The customer again: the order is paid and shipped; Reorder puts its lines back as open items.
  await clickNav(page, 'Shop');
  await scrollDown(page);
  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await expect(order.getByText('Shipped', { exact: true })).toBeVisible();
  await order.getByRole('button', { name: 'Reorder' }).click();
  // In view (the new open items above push the order down) and announced.
  const reordered = order.getByText('Added 3 items to your open items');
  await expectSeen(reordered);
  await expectAnnounced(reordered);
  for (const p of products) await expect(page.getByRole('article', { name: p.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check out' })).toBeVisible();
  await expectNoMachineWording(page);
});

// Reorder's confirmation is in the order's card, and the re-added open items appear above the
// orders and push that card down: the confirmation is kept in view. Steps: an order of three lines on My Orders,
// press Reorder on it.
test('Reorder: the confirmation stays in view', async ({ page, request }) => {
  const token = await apiCustomer(request, uniqueEmail('reorder-view'), 'Rory Reorder', true);
  const itemIds = [];
  for (const index of [0, 1, 3])
    itemIds.push(await apiPlaceOrder(request, token, (await firstProductId(request, index)).id, 150));
  const data = await gql<{ checkout: { orderNumber: string } }>(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { orderNumber } }',
    {
      ids: itemIds,
      d: {
        companyName: 'Rory Co',
        addressLine1: '1 Road',
        city: 'Town',
        postalCode: '12345',
        country: 'US',
        contactPhone: '+1 555 0100',
      },
    },
    token,
  );
  await useSession(page, token);
  await page.goto('/my-orders');
  const order = page.getByRole('article', { name: data.checkout.orderNumber });
  await order.getByRole('button', { name: 'Reorder' }).click();
  await expectSeen(order.getByText('Added 3 items to your open items'));
});
