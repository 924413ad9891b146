/** Admin dashboard journeys: users, products and orders. The admin is admin@gluegun.test (ADMIN_EMAILS). */
import { expect, test, type Page } from '@playwright/test';
import { signInAdmin, uniqueEmail } from './support/users';
import { apiCustomer, apiPlaceOrder, firstProductId } from './support/api';

async function openDashboard(page: Page, menu?: string) {
  await signInAdmin(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Admin Dashboard').first()).toBeVisible();
  if (menu) await page.getByRole('link', { name: menu }).click();
}

function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('All User: Make Admin turns a customer into an admin', async ({ page, request }) => {
  const email = uniqueEmail('promoted');
  await apiCustomer(request, email);
  await openDashboard(page, 'All User');
  const row = userRow(page, email);
  await row.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('This Person NOW admin')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);
});

test('All User: Delete User removes a user', async ({ page, request }) => {
  const email = uniqueEmail('deleted');
  await apiCustomer(request, email);
  const dialogs = acceptDialogs(page);
  await openDashboard(page, 'All User');
  await userRow(page, email).getByRole('button', { name: 'Delete User' }).click();
  await expect(userRow(page, email)).toHaveCount(0);
  expect(dialogs).toContain('Are you sure to Delete');
});

async function fillProductForm(page: Page, values: { name: string; price?: string; quantity?: string }) {
  await page.getByLabel('Product name').fill(values.name);
  if (values.price) await page.getByLabel(/^Price/).fill(values.price);
  if (values.quantity) await page.getByLabel('Quantity').fill(values.quantity);
}

test('Add, update and delete a product', async ({ page }) => {
  const name = `E2E Glue Gun ${Date.now()}`;
  const dialogs = acceptDialogs(page);
  await openDashboard(page, 'Add Product');
  await fillProductForm(page, { name, price: '12.50', quantity: '5000' });
  await page.getByLabel('Image link').fill('https://example.com/glue.png');
  await page.getByLabel('Description').fill('A test glue gun made by the e2e suite.');
  await page.getByRole('button', { name: 'Post Product' }).click();
  await expect(page.getByText('Thanks!! Post Completed')).toBeVisible();

  await page.goto('/shop');
  await page.getByRole('searchbox').fill(name);
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Manage Products' }).click();
  await page.getByRole('link', { name: `Update Product: ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/update-product\//);
  await expect(page.getByLabel('Product name')).toHaveValue(name);
  const renamed = `${name} v2`;
  await fillProductForm(page, { name: renamed });
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Manage Products' }).click();
  const deleteButton = page.getByRole('button', { name: `Delete Product: ${renamed}` });
  await deleteButton.click();
  await expect(deleteButton).toHaveCount(0);
  expect(dialogs).toContain('Are you sure to Delete');
  await page.goto('/shop');
  await page.getByRole('searchbox').fill(renamed);
  await expect(page.getByText('No products found.')).toBeVisible();
});

test('Manage Orders moves an order PENDING -> PAID -> SHIPPED -> DELIVERED', async ({ page, request }) => {
  const email = uniqueEmail('buyer');
  const token = await apiCustomer(request, email);
  const product = await firstProductId(request, 2);
  await apiPlaceOrder(request, token, product.id);

  await openDashboard(page, 'Manage Orders');
  const row = userRow(page, email);
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  for (const status of ['paid', 'shipped', 'delivered']) {
    await row.getByRole('button', { name: /^Update Status/ }).click();
    await page.getByRole('menuitem', { name: status, exact: true }).click();
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  }
});
