/**
 * Credit notes, by clicks at both widths: an admin issues a credit note on a paid invoice from
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

test('an admin credits a paid invoice and refunds it; the buyer reads the credit note and downloads it', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const token = await apiCustomer(request, uniqueEmail('cn-buyer'), 'Cora Credit', true);
  const product = await firstProductId(request, 2);
  const itemId = await apiPlaceOrder(request, token, product.id, 150);
  const { checkout } = await gql<{
    checkout: { id: string; orderNumber: string; invoiceNumber: string; totalCents: number };
  }>(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id orderNumber invoiceNumber totalCents } }',
    {
      ids: [itemId],
      d: {
        companyName: 'Cora Co',
        addressLine1: '1 Road',
        city: 'Town',
        postalCode: '12345',
        country: 'US',
        contactPhone: '+1 555 0100',
      },
    },
    token,
  );
  const adminToken = await apiAdmin(request);
  await gql(
    request,
    'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { id } }',
    {
      id: checkout.id,
      p: {
        amountCents: checkout.totalCents,
        receivedOn: new Date().toISOString().slice(0, 10),
        reference: 'WIRE-CN',
      },
    },
    adminToken,
  );

  // The admin, in a browser of their own: one entry URL, then clicks.
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, adminToken);
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Purchase Orders' })
    .click();
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
  await page
    .getByRole('article', { name: checkout.orderNumber })
    .getByRole('link', { name: 'View invoice' })
    .click();
  const section = page.getByRole('region', { name: 'Credit notes' });
  await section.scrollIntoViewIfNeeded();
  await expect(
    section.getByText(
      /^Invoiced \$[\d,.]+ − credited \$[\d,.]+ − paid \$[\d,.]+( \+ given back \$[\d,.]+)? = balance \$0\.00$/,
    ),
  ).toBeVisible();
  const note = section.getByRole('listitem', { name: /^CN-\d{6}$/ });
  await expect(note.getByText('Twenty units arrived cracked')).toBeVisible();
  await expect(note.getByText('Goods returned to stock')).toBeVisible();
  await expect(note.getByText(/of money paid: refund$/)).toBeVisible();
  const number = (await note.getAttribute('aria-label'))!;
  const download = page.waitForEvent('download');
  await note.getByRole('button', { name: `Download ${number} as PDF` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');
  expect(await axeViolations(page)).toEqual([]);
});

test("an admin applies a company's held credit to its other invoice and refunds the rest, from Companies", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cn-held');
  const token = await apiCustomer(request, email, 'Hal Held', true);
  const product = await firstProductId(request, 2);
  const details = {
    companyName: 'Held Co',
    addressLine1: '1 Road',
    city: 'Town',
    postalCode: '12345',
    country: 'US',
    contactPhone: '+1 555 0100',
  };
  const place = async () => {
    const itemId = await apiPlaceOrder(request, token, product.id, 100);
    const { checkout } = await gql<{ checkout: { id: string; invoiceNumber: string; totalCents: number } }>(
      request,
      'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id invoiceNumber totalCents } }',
      { ids: [itemId], d: details },
      token,
    );
    return checkout;
  };
  const first = await place();
  const second = await place();
  const adminToken = await apiAdmin(request);
  await gql(
    request,
    'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { id } }',
    {
      id: first.id,
      p: {
        amountCents: first.totalCents,
        receivedOn: new Date().toISOString().slice(0, 10),
        reference: 'WIRE-HELD',
      },
    },
    adminToken,
  );
  await gql(
    request,
    'mutation($id: ID!, $i: CreditNoteInput!) { issueCreditNote(purchaseOrderId: $id, input: $i) { id } }',
    { id: first.id, i: { reason: 'Whole order returned', settlement: 'HOLD' } },
    adminToken,
  );
  const { myCompany } = await gql<{ myCompany: { id: string; name: string } }>(
    request,
    '{ myCompany { id name } }',
    {},
    token,
  );
  const heldBefore = first.totalCents;

  await useSession(page, adminToken);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await page.getByRole('searchbox', { name: 'Search by name or member e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const applyButton = page
    .getByRole('button', { name: `Apply the credit ${myCompany.name} holds to an invoice` })
    .locator('visible=true');
  await applyButton.click();
  const apply = page.getByRole('dialog', { name: `Apply credit of ${myCompany.name}` });
  await expect(
    apply.getByText(`$${(heldBefore / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`, {
      exact: true,
    }),
  ).toBeVisible();
  // Nothing picked: refused next to the field, nothing applied.
  await apply.getByRole('button', { name: 'Apply credit' }).click();
  await expectSeen(apply.getByText('Pick the invoice to pay down'));
  const option = (await apply.locator('option', { hasText: `${second.invoiceNumber}: owes` }).textContent())!;
  await apply.getByLabel(/^Invoice/).selectOption({ label: option });
  await apply.getByLabel(/^Amount \(USD\)/).fill('100');
  expect(await axeViolations(page)).toEqual([]);
  await apply.getByRole('button', { name: 'Apply credit' }).click();
  await expect(apply).toBeHidden();
  await expectSeen(page.getByText(new RegExp(`^Credit applied to ${second.invoiceNumber}: it now owes`)));

  await page
    .getByRole('button', { name: `Refund the credit ${myCompany.name} holds` })
    .locator('visible=true')
    .click();
  const refund = page.getByRole('dialog', { name: `Refund credit of ${myCompany.name}` });
  await expect(refund.getByLabel(/^Amount \(USD\)/)).toHaveValue(((heldBefore - 10_000) / 100).toFixed(2));
  await refund.getByLabel(/^Refund reference/).fill('REFUND-HELD-1');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByRole('button', { name: `Refund the credit ${myCompany.name} holds` })).toHaveCount(
    0,
  );

  const after = await gql<{
    customerCredit: { balanceCents: number; refunds: Array<{ amountCents: number; reference: string }> };
    purchaseOrder: { balanceCents: number };
  }>(
    request,
    'query($c: ID!, $o: ID!) { customerCredit(companyId: $c) { balanceCents refunds { amountCents reference } } purchaseOrder(id: $o) { balanceCents } }',
    { c: myCompany.id, o: second.id },
    adminToken,
  );
  expect(after.customerCredit.balanceCents).toBe(0);
  expect(after.customerCredit.refunds).toEqual([
    { amountCents: heldBefore - 10_000, reference: 'REFUND-HELD-1' },
  ]);
  expect(after.purchaseOrder.balanceCents).toBe(second.totalCents - 10_000);
});
