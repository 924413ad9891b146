/**
 * Credit notes (issue #29 item 3), by clicks at both widths: an admin issues a credit note on a paid invoice from
 * the Purchase Orders page and refunds the money it gives back; the buyer sees it on their invoice page, with how
 * the balance is reached, and downloads its PDF. axe finds nothing on the open dialog nor on the invoice page.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiAdmin, apiCustomer, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { expectSeen } from './support/people';
import { axeViolations } from './support/audit';

test.describe.configure({ timeout: 120_000 });

test('an admin credits a paid invoice and refunds it; the buyer reads the credit note and downloads it', async ({ page, request, browser, baseURL, viewport, isMobile, hasTouch }) => {
  const token = await apiCustomer(request, uniqueEmail('cn-buyer'), 'Cora Credit', true);
  const product = await firstProductId(request, 2);
  const itemId = await apiPlaceOrder(request, token, product.id, 150);
  const { checkout } = await gql<{ checkout: { id: string; orderNumber: string; invoiceNumber: string; totalCents: number } }>(request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id orderNumber invoiceNumber totalCents } }', {
      ids: [itemId], d: { companyName: 'Cora Co', addressLine1: '1 Road', city: 'Town', postalCode: '12345', country: 'US', contactPhone: '+1 555 0100' },
    }, token);
  const adminToken = await apiAdmin(request);
  await gql(request, 'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { id } }',
    { id: checkout.id, p: { amountCents: checkout.totalCents, receivedOn: new Date().toISOString().slice(0, 10), reference: 'WIRE-CN' } }, adminToken);

  // The admin, in a browser of their own: one entry URL, then clicks.
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, adminToken);
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Purchase Orders' }).click();
  const row = admin.getByRole('listitem', { name: checkout.orderNumber });
  await row.getByRole('button', { name: `Issue credit note: ${checkout.orderNumber}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Issue a credit note on ${checkout.invoiceNumber}` });
  await expectSeen(dialog.getByLabel(/\(up to 150\)$/));
  await dialog.getByLabel(/\(up to 150\)$/).fill('20');
  await dialog.getByLabel(/^Reason/).fill('Twenty units arrived cracked');
  await dialog.getByText('Return the credited quantities to stock (goods came back)').click();
  await dialog.getByText('Refund', { exact: true }).click();
  await dialog.getByLabel(/^Refund reference/).fill('REFUND-881');
  expect(await axeViolations(admin)).toEqual([]);
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(dialog).toBeHidden();
  await adminContext.close();

  // The buyer: My Orders, then the invoice, where the credit note is listed and can be downloaded.
  await useSession(page, token);
  await page.goto('/my-orders');
  await page.getByRole('article', { name: checkout.orderNumber }).getByRole('link', { name: 'View invoice' }).click();
  const section = page.getByRole('region', { name: 'Credit notes' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(/^Invoiced \$[\d,.]+ − credited \$[\d,.]+ − paid \$[\d,.]+ = balance \$0\.00$/)).toBeVisible();
  const note = section.getByRole('listitem', { name: /^CN-\d{6}$/ });
  await expect(note.getByText('Twenty units arrived cracked')).toBeVisible();
  await expect(note.getByText('Goods returned to stock')).toBeVisible();
  await expect(note.getByText(/of money paid: refund$/)).toBeVisible();
  const number = (await note.getAttribute('aria-label'))!;
  const download = page.waitForEvent('download');
  await note.getByRole('button', { name: `Download ${number} as PDF` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  expect(fs.readFileSync(await file.path()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(await axeViolations(page)).toEqual([]);
});
