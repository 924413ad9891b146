/**
 * Shared order lists, by clicks at both widths: a buyer opens Order lists from My Orders, creates a list, adds two
 * items by SKU (one under its product's quantity rule), orders the list in one click and reads, announced, what went
 * into My Orders and what did not and why; then puts the list on a schedule every two weeks and skips the next run,
 * which moves the next run two weeks on. axe finds nothing on the list page; the page does not shift as it loads.
 */
import { expect, test } from '@playwright/test';
import { apiCustomer, firstProductId, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';
import { CLS_LIMIT, axeViolations, layoutShift } from './support/audit';

test.describe.configure({ timeout: 120_000 });

const skuOf = async (request: Parameters<typeof firstProductId>[0], index: number) => {
  const { id, name } = await firstProductId(request, index);
  const { product } = await gql<{ product: { sku: string } }>(
    request,
    'query($id: ID!) { product(id: $id) { sku } }',
    { id },
  );
  return { sku: product.sku, name };
};
const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a buyer makes an order list, orders it in one click, schedules it and skips the next run', async ({
  page,
  request,
}) => {
  const token = await apiCustomer(request, uniqueEmail('order-lists'), 'Olive Lister', true);
  const [gun, sticks] = [await skuOf(request, 0), await skuOf(request, 1)];

  await useSession(page, token);
  await page.goto('/my-orders');
  await page.getByRole('link', { name: 'Order lists: buy the same again' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Order lists', level: 1 }));
  await page
    .getByRole('form', { name: 'New order list' })
    .getByLabel(/^List name/)
    .fill('Weekly restock');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Weekly restock', level: 1 }));
  expect(await layoutShift(page)).toBeLessThan(CLS_LIMIT);

  // Two items by SKU: the second at 50 units, under the shop's minimum of 100 (refused when ordered, not when listed).
  const add = page.getByRole('form', { name: 'Add an item' });
  for (const [sku, quantity] of [
    [gun.sku, '150'],
    [sticks.sku, '50'],
  ]) {
    await add.getByLabel(/^SKU or part number/).fill(sku);
    await add.getByLabel(/^Quantity/).fill(quantity);
    await add.getByRole('button', { name: 'Add item' }).click();
    await expectAnnounced(page.getByText(`${sku} added to the list.`));
  }
  const items = page.getByRole('region', { name: 'Items on this list' });
  await expect(items.getByRole('row')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // Ordered in one click: what went into My Orders and what did not, and why, announced line by line.
  const order = page.getByRole('form', { name: 'Order this list' });
  await order.getByLabel(/^Contact phone/).fill('+1 555 0100');
  await order.getByRole('button', { name: 'Order this list' }).click();
  await expectAnnounced(page.getByText('1 of 2 items added to My Orders.'));
  await expectAnnounced(page.getByText(`${gun.sku}: 150 units added`));
  await expectAnnounced(page.getByText(new RegExp(`^${sticks.sku}: 50 units not added: .*100`)));

  // A schedule every two weeks from tomorrow, then the next run skipped.
  const schedule = page.getByRole('form', { name: 'Schedule' });
  await expect(schedule.getByLabel(/^Every how many weeks/)).toHaveValue('2');
  await schedule.getByLabel(/^Contact phone/).fill('+1 555 0100');
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  const saved = page.getByText(/^Schedule saved\. Next run: \d{4}-\d{2}-\d{2}\.$/);
  await expectAnnounced(saved);
  await expectSeen(saved);
  const first = (await saved.textContent())!.slice('Schedule saved. Next run: '.length, -1);
  await expect(page.getByText('Every 2 weeks · Active')).toBeVisible();
  await expect(page.getByText(`Next run: ${first}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Skip next run' }).click();
  await expectAnnounced(page.getByText(`Next run skipped. Next run: ${dayPlus(first, 14)}.`));
  await expect(page.getByText(`Next run: ${dayPlus(first, 14)}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${first}: Skipped by `, { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Back on the lists page the list shows its two items and its schedule.
  await page.getByRole('link', { name: 'Back to Order lists' }).click();
  const card = page.getByRole('listitem', { name: 'Weekly restock' });
  await expect(card.getByText('2 items')).toBeVisible();
  await expect(card.getByText(`Every 2 weeks, next on ${dayPlus(first, 14)}`)).toBeVisible();
});
