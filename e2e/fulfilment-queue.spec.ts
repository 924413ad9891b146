/**
 * The fulfilment queue (docs/decisions/093), at both widths: a buyer's order of 600 is checked out (set-up by API,
 * walked by other journeys); the shop admin opens the dashboard, follows Fulfilment queue in its menu, reads the
 * order's line in the main warehouse's queue with its PO and the 600 to ship, and downloads the warehouse's pick list.
 */
import { expect, test } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { expectSeen } from './support/people';
import { uniqueEmail } from './support/users';

test.describe.configure({ timeout: 120_000 });

const DETAILS = {
  companyName: 'Queue Crafts Ltd',
  addressLine1: '4 Dock Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

test("the shop admin reads an open order in the main warehouse's fulfilment queue and downloads its pick list", async ({
  page,
  request,
}) => {
  const adminToken = await apiAdmin(request);
  const suffix = Math.random().toString(36).slice(2, 8);
  const product = (
    await gql<{ createProduct: { id: string; sku: string } }>(
      request,
      'mutation($i: ProductInput!) { createProduct(input: $i) { id sku } }',
      {
        i: {
          name: `Queue Glue Gun ${suffix}`,
          description: 'Picked from the main warehouse',
          imageUrl: 'https://example.com/queue.png',
          priceCents: 500,
          quantity: 5000,
        },
      },
      adminToken,
    )
  ).createProduct;
  const token = await apiCustomer(request, uniqueEmail('queue-buyer'), 'Quinn Queue', true);
  const item = await gql<{ placeOrder: { id: string } }>(
    request,
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
    { i: { productId: product.id, quantity: 600, phone: '5550001111' } },
    token,
  );
  const poNumber = `PO-${suffix}`;
  const { checkout } = await gql<{ checkout: { orderNumber: string } }>(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { orderNumber } }',
    { ids: [item.placeOrder.id], d: { ...DETAILS, poNumber } },
    token,
  );

  await useSession(page, adminToken);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Fulfilment queue' })
    .click();
  await expectSeen(page.getByRole('heading', { name: 'Fulfilment queue', level: 2 }));
  await expect(page.getByLabel('Warehouse')).toHaveValue(/.+/);
  const table = page.getByRole('table', { name: /^Lines to pick and ship from / });
  const row = table.getByRole('row').filter({ hasText: checkout.orderNumber });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeVisible();
  await expect(row).toContainText(`PO ${poNumber}`);
  await expect(row).toContainText('Queue Crafts Ltd');
  await expect(row).toContainText(product.sku);
  await expect(row.getByRole('cell').last()).toHaveText('600');

  const button = page.getByRole('button', { name: /^Download pick list for / });
  await button.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^pick-list-[A-Z0-9_-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
});
