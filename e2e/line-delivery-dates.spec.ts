/**
 * Delivery days per line and the shop's holidays (docs/decisions/101), by clicks at both widths: an admin adds a
 * holiday under Dashboard -> Shipping methods and removes it again (a day far ahead, so no other journey's earliest
 * day moves); a buyer asks at checkout for a day for one line, is refused a day too early beside that line's field,
 * places the order with a day it can keep and reads the line's requested and promised days on the invoice page.
 * axe finds nothing on the Shipping methods page nor on the checkout with the line dates.
 */
import { expect, test } from '@playwright/test';
import { addWorkingDays, formatDay, utcToday } from '@gluegun/common';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { expectSeen } from './support/people';
import { axeViolations } from './support/audit';
import { openOrderModal, submitOrder } from './support/shop';

test.describe.configure({ timeout: 150_000 });

const CREATE = 'mutation($i: ProductInput!) { createProduct(input: $i) { id name } }';
const PACKING =
  'mutation($id: ID!, $i: ProductPackingInput!) { setProductPacking(productId: $id, input: $i) { id } }';

test('an admin keeps a holiday; a buyer asks for a day for one line and reads its promise on the invoice', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const adminToken = await apiAdmin(request);
  // A weekday about 600 days ahead, this run's own (the width and time pick it): far beyond any journey's earliest day.
  let ms = Date.now() + (560 + ((viewport?.width ?? 0) % 7) * 7 + (Date.now() % 5)) * 86_400_000;
  while ([0, 6].includes(new Date(ms).getUTCDay())) ms += 86_400_000;
  const off = new Date(ms).toISOString().slice(0, 10);
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, adminToken);
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Shipping methods' })
    .click();
  const form = admin.getByRole('form', { name: 'Add a holiday' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel(/^Date/).fill(off);
  await form.getByLabel(/^Name/).fill('Stocktake');
  await form.getByRole('button', { name: 'Add holiday' }).click();
  const listed = admin
    .getByRole('list', { name: 'Shop holidays' })
    .getByRole('listitem')
    .filter({ hasText: formatDay(off) });
  await expectSeen(listed);
  expect(await axeViolations(admin)).toEqual([]);
  await listed.getByRole('button', { name: `Remove the holiday on ${formatDay(off)}` }).click();
  await expect(listed).toHaveCount(0);
  await adminContext.close();

  const name = `Line date gun ${Date.now()}`;
  const { createProduct: product } = await gql<{ createProduct: { id: string } }>(
    request,
    CREATE,
    {
      i: {
        name,
        description: 'Made to order in three working days',
        imageUrl: 'https://example.com/gun.png',
        priceCents: 100,
        quantity: 10_000,
      },
    },
    adminToken,
  );
  await gql(request, PACKING, { id: product.id, i: { packSizes: [], leadTimeDays: 3 } }, adminToken);
  await useSession(page, await apiCustomer(request, uniqueEmail('line-date'), 'Li Buyer', true));
  await page.goto(`/product/${product.id}`);
  await expectSeen(page.getByRole('heading', { name, level: 1 }));
  const dialog = await openOrderModal(page);
  await dialog.getByLabel('Quantity').fill('200');
  await submitOrder(page, '200');
  await page.goto('/my-orders');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await page.getByLabel(/^Company name/).fill('Li Crafts Ltd');
  await page.getByLabel(/^Address line 1/).fill('3 Calendar Road');
  await page.getByLabel(/^City/).fill('Springfield');
  await page.getByLabel(/^Postal code/).fill('62701');
  await page.getByLabel(/^Contact phone/).fill('+1 555 0163');
  const today = utcToday(new Date());
  const lineDate = page.getByLabel(`Requested delivery date: ${name}`);
  await lineDate.fill(addWorkingDays(today, 1));
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();
  await expectSeen(
    page.getByText(`The earliest we can deliver this line is ${formatDay(addWorkingDays(today, 3))}`),
  );
  expect(await axeViolations(page)).toEqual([]);
  const asked = addWorkingDays(today, 6);
  await lineDate.fill(asked);
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();

  const placed = page.getByRole('status', { name: /^Order SO-\d{6} placed$/ });
  await expectSeen(placed);
  const orderNumber = (await placed.getAttribute('aria-label'))!.match(/SO-\d{6}/)![0];
  await page.getByRole('article', { name: orderNumber }).getByRole('link', { name: 'View invoice' }).click();
  const line = page.getByText(`Requested ${formatDay(asked)}; promised ${formatDay(asked)}`);
  await line.scrollIntoViewIfNeeded();
  await expectSeen(line);
});
