/** Customer ordering: the bulk minimum, duplicates, My Orders totals, paying and deleting. */
import { expect, test } from '@playwright/test';
import { newCustomer } from './support/users';
import { formatUsd, placeOrder, pricePerPieceCents, productPath } from './support/shop';

const MIN_ALERT = 'please add 100+ itms becouse its wholesale market';

test('the order modal enforces the 100-unit minimum and refuses duplicates', async ({ page }) => {
  await newCustomer(page, 'orderer');
  await page.goto(await productPath(page, 0));

  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await placeOrder(page, 99);
  await expect.poll(() => alerts).toContain(MIN_ALERT);

  await page.getByRole('dialog').getByLabel('Quantity').fill('150');
  await page.getByRole('dialog').getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Added product your Order Page')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await placeOrder(page, 150);
  await expect(page.getByText('All ready you added this product')).toBeVisible();
});

test('My Orders shows the total, Pay issues an invoice, Delete removes a pending item', async ({ page }) => {
  await newCustomer(page, 'payer');
  const first = await productPath(page, 0);
  await page.goto(first);
  const priceCents = await pricePerPieceCents(page);
  const firstName = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  await placeOrder(page, 150);
  await expect(page.getByText('Added product your Order Page')).toBeVisible();

  const second = await productPath(page, 1);
  await page.goto(second);
  const secondName = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  await placeOrder(page, 200);
  await expect(page.getByText('Added product your Order Page')).toBeVisible();

  await page.goto('/my-orders');
  const paidItem = page.getByRole('article', { name: firstName });
  await expect(paidItem.getByText('Quantity: 150')).toBeVisible();
  await expect(paidItem.getByText(`Total: ${formatUsd(150 * priceCents)}`)).toBeVisible();

  await paidItem.getByRole('button', { name: 'Pay' }).click();
  await expect(paidItem.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paidItem.getByText(/^Invoice: \S+/)).toBeVisible();

  const deleted = page.getByRole('article', { name: secondName });
  await expect(deleted).toBeVisible();
  let confirmText = '';
  page.once('dialog', (d) => {
    confirmText = d.message();
    void d.accept();
  });
  await deleted.getByRole('button', { name: 'Delete' }).click();
  await expect(deleted).toHaveCount(0);
  expect(confirmText).toBe('Are you sure to Delete');
  await expect(paidItem).toBeVisible();
});
