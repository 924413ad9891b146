/**
 * Backorders (docs/decisions/088), end to end: a buyer orders more than is in stock of an item staff allow to be
 * backordered, reads "120 now, 380 from <date>" under the quantity and again before placing the order, and on the
 * order's page per line. The item is made over the API; the buyer opens one entry URL, then clicks, types and reads.
 */
import { expect, test } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';
import { openOrderModal, orderDialog, submitOrder } from './support/shop';

test.describe.configure({ timeout: 120_000 });

const CREATE = 'mutation($i: ProductInput!) { createProduct(input: $i) { id name } }';

test('a buyer orders more than stock of a backorderable item and reads what ships now and what follows, before and after placing it', async ({
  page,
  request,
}) => {
  const year = new Date().getUTCFullYear() + 1;
  const restockOn = `${year}-01-12`;
  const expected = `120 now, 380 from January 12, ${year}`;
  const admin = await apiAdmin(request);
  const name = `Backorder sticks ${Date.now()}`;
  const { createProduct: product } = await gql<{ createProduct: { id: string } }>(
    request,
    CREATE,
    {
      i: {
        name,
        description: 'Hot melt sticks, restocked in January',
        imageUrl: 'https://example.com/sticks.png',
        priceCents: 100,
        quantity: 120,
        backordersAllowed: true,
        restockOn,
      },
    },
    admin,
  );

  await useSession(page, await apiCustomer(request, uniqueEmail('backorder'), 'Bo Buyer', true));
  await page.goto(`/product/${product.id}`);
  await expectSeen(page.getByRole('heading', { name, level: 1 }));
  const dialog = await openOrderModal(page);
  await dialog.getByLabel('Quantity').fill('500');
  const note = dialog.getByText(expected);
  await expectSeen(note);
  await expectAnnounced(note);
  await submitOrder(page, '500');
  await expectSeen(page.getByText('Added product your Order Page'));
  await expect(orderDialog(page)).toBeHidden();

  await page.goto('/my-orders');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await expectSeen(page.getByText(expected));
  await page.getByLabel(/^Company name/).fill('Bo Crafts Ltd');
  await page.getByLabel(/^Address line 1/).fill('12 Glue Lane');
  await page.getByLabel(/^City/).fill('Springfield');
  await page.getByLabel(/^Postal code/).fill('62701');
  await page.getByLabel(/^Contact phone/).fill('+1 555 0147');
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();

  const placed = page.getByRole('status', { name: /^Order SO-\d{6} placed$/ });
  await expectSeen(placed);
  const orderNumber = (await placed.getAttribute('aria-label'))!.match(/SO-\d{6}/)![0];
  await page.getByRole('article', { name: orderNumber }).getByRole('link', { name: 'View invoice' }).click();
  // The lines come after the invoice's heading and addresses: the buyer scrolls down to them.
  const line = page.getByText(`Backorder: ${expected}`);
  await line.scrollIntoViewIfNeeded();
  await expectSeen(line);
});
