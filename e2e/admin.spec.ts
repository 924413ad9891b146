/**
 * Admin dashboard journeys: the side menu from every entry to every other, users, products (with a broken image
 * and an edit that races a stock change) and orders. The admin is admin@gluegun.test (ADMIN_EMAILS, verified).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { expectAnnounced, expectRefusal, expectSeen } from './support/people';

/** A confirmation a person must not miss: on screen and read out. */
async function expectConfirmed(page: Page, text: string) {
  const message = page.getByText(text);
  await expectSeen(message);
  await expectAnnounced(message);
}

const MENU = [
  { name: 'All User', path: '/dashboard/all-users', heading: 'All Users' },
  { name: 'Add Product', path: '/dashboard/add-product', heading: 'Post Product' },
  { name: 'Manage Orders', path: '/dashboard/manage-order', heading: 'All Users Orders' },
  { name: 'Manage Products', path: '/dashboard/manage-product', heading: 'Manage Products' },
];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

/** Answers the shop's own confirm dialog (spec §8's question before a delete) with its confirm button. */
async function confirmWith(page: Page, question: string | RegExp, button: string) {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expectSeen(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A user's or an order's row: a table row on wide screens, a card on phones. */
const entry = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

async function asAdmin(page: Page, request: Parameters<typeof apiAdmin>[0], path: string) {
  await useSession(page, await apiAdmin(request));
  await page.goto(path);
  await expectSeen(page.getByRole('heading', { name: 'Admin Dashboard' }));
}

test('the side menu goes from every entry to every other, and marks the current one', async ({
  page,
  request,
}) => {
  await asAdmin(page, request, '/dashboard');
  await expect(menu(page).getByRole('link', { name: 'All User' })).toHaveAttribute('aria-current', 'page');
  for (const from of MENU) {
    for (const to of MENU) {
      if (to === from) continue;
      await menu(page).getByRole('link', { name: from.name }).click();
      await expect(page).toHaveURL(new RegExp(`${from.path}$`));
      await menu(page).getByRole('link', { name: to.name }).click();
      await expect(page).toHaveURL(new RegExp(`${to.path}$`));
      await expectSeen(page.getByRole('heading', { name: to.heading, exact: true }));
      await expect(menu(page).getByRole('link', { name: to.name })).toHaveAttribute('aria-current', 'page');
      await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
  }
});

test('All User: Make Admin and Delete User, with the actions in view at this width', async ({
  page,
  request,
}) => {
  const promoted = uniqueEmail('promoted');
  const deleted = uniqueEmail('deleted');
  // Admin rights go only to a verified address (docs/decisions/046): the person promoted has verified theirs.
  await apiCustomer(request, promoted, 'Api Customer', true);
  await apiCustomer(request, deleted);
  await asAdmin(page, request, '/dashboard/all-users');
  // The list shows its first 100 people; by this point of a whole run other journeys have made more, so the admin
  // finds each person by the search box, as one would in a shop with many customers.
  const find = async (email: string) => {
    await page.getByRole('searchbox', { name: 'Find a person (e-mail or name)' }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(entry(page, email)).toHaveCount(1);
  };

  await find(promoted);
  const makeAdmin = entry(page, promoted).getByRole('button', { name: 'Make Admin' });
  await expect(makeAdmin)
    .toBeInViewport({ ratio: 1 })
    .catch(async () => {
      await makeAdmin.scrollIntoViewIfNeeded();
      await expect(makeAdmin).toBeInViewport({ ratio: 1 });
    });
  await makeAdmin.click();
  await confirmWith(page, `Make ${promoted} an admin?`, 'Make Admin');
  await expectConfirmed(page, 'This Person NOW admin');
  await expect(entry(page, promoted).getByText('Admin', { exact: true })).toBeVisible();

  await find(deleted);
  const remove = entry(page, deleted).getByRole('button', { name: 'Delete User' });
  await remove.scrollIntoViewIfNeeded();
  const box = (await remove.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await remove.click();
  await confirmWith(page, 'Are you sure to Delete', 'Delete');
  await expect(entry(page, deleted)).toHaveCount(0);
});

async function fillProductForm(
  page: Page,
  values: { name?: string; price?: string; quantity?: string; img?: string; des?: string },
) {
  if (values.name !== undefined) await page.getByLabel('Product name').fill(values.name);
  if (values.price !== undefined) await page.getByLabel(/^Price/).fill(values.price);
  if (values.quantity !== undefined) await page.getByLabel('Quantity').fill(values.quantity);
  if (values.img !== undefined) await page.getByLabel('Image link').fill(values.img);
  if (values.des !== undefined) await page.getByLabel('Description').fill(values.des);
}

test('Add, update (after a concurrent change) and delete a product; a broken image shows the placeholder', async ({
  page,
  request,
}) => {
  const name = `E2E Glue Gun ${Date.now()}`;
  const adminToken = await apiAdmin(request);
  await useSession(page, adminToken);
  await page.goto('/dashboard/add-product');
  await fillProductForm(page, {
    name,
    price: '12.50',
    quantity: '5000',
    img: 'http://127.0.0.1:9/missing-glue.png',
    des: 'A test glue gun made by the e2e suite.',
  });
  await page.getByRole('button', { name: 'Post Product' }).click();
  await expectConfirmed(page, 'Thanks!! Post Completed');

  await menu(page).getByRole('link', { name: 'Manage Products' }).click();
  const picture = page.getByRole('img', { name: `Picture of ${name}` });
  await expect(picture).toHaveAttribute('data-fallback', 'true');
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml/);

  await page.getByRole('link', { name: `Update Product: ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/update-product\//);
  await expectSeen(page.getByRole('heading', { name: 'Update Product', level: 2 }));
  await expect(menu(page).getByRole('link', { name: 'Manage Products' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByLabel('Product name')).toHaveValue(name);
  const id = page.url().split('/').pop()!;

  // Meanwhile someone else edits the product: the form's save is refused instead of overwriting it.
  const current = await gql<{ product: { version: number } }>(
    request,
    'query($id: ID!) { product(id: $id) { version } }',
    { id },
  );
  const elsewhere = `${name} (edited elsewhere)`;
  await gql(
    request,
    'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }',
    {
      id,
      i: {
        name: elsewhere,
        description: 'Changed in another tab.',
        imageUrl: 'http://127.0.0.1:9/missing-glue.png',
        priceCents: 1250,
        quantity: 4000,
        version: current.product.version,
      },
    },
    adminToken,
  );
  const renamed = `${name} v2`;
  await fillProductForm(page, { name: renamed });
  await page.getByRole('button', { name: 'Update Product' }).click();
  const conflict = page
    .getByRole('alert')
    .filter({ hasText: 'This product changed while you were editing it' });
  await expectRefusal(conflict);
  await page.getByRole('button', { name: 'Load the current values' }).click();
  await expect(page.getByLabel('Product name')).toHaveValue(elsewhere);
  await expect(page.getByLabel('Quantity')).toHaveValue('4000');
  await fillProductForm(page, { name: renamed });
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expectConfirmed(page, 'Product updated');

  await page.getByRole('link', { name: 'Back to Manage Products' }).click();
  const deleteButton = page.getByRole('button', { name: `Delete Product: ${renamed}` });
  await deleteButton.click();
  await confirmWith(page, 'Are you sure to Delete', 'Delete');
  await expect(deleteButton).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
  await page.getByRole('combobox', { name: 'Search by name, part number or words' }).fill(renamed);
  await expectSeen(page.getByText('No products found.'));
  await expectAnnounced(page.getByText('No products found.'));
});

test('Manage Orders shows the buyer and moves an order Pending -> Invoiced -> Shipped -> Delivered', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('buyer');
  const token = await apiCustomer(request, email, 'Bob Buyer');
  const product = await firstProductId(request, 5);
  await apiPlaceOrder(request, token, product.id);

  await asAdmin(page, request, '/dashboard/manage-order');
  const row = entry(page, email);
  await expect(row.getByText('Bob Buyer')).toBeVisible();
  await expect(row.getByRole('link', { name: '5550001111' })).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  for (const status of ['Invoiced', 'Shipped', 'Delivered']) {
    await row.getByRole('button', { name: /^Update Status/ }).click();
    await page.getByRole('menuitem', { name: status, exact: true }).click();
    await expectConfirmed(page, `Status changed to ${status}`);
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  }
});

// Update Product's version conflict is a refusal like any other: on screen, announced and focused,
// so a keyboard user goes on to "Load the current values". Steps: open a product's Update page, change it elsewhere,
// Update.
test('the version conflict on Update Product takes focus', async ({ page, request }) => {
  const adminToken = await apiAdmin(request);
  const product = await firstProductId(request, 6);
  await useSession(page, adminToken);
  await page.goto(`/dashboard/update-product/${product.id}`);
  await expect(page.getByLabel('Product name')).toHaveValue(product.name);
  const current = await gql<{
    product: { version: number; description: string; imageUrl: string; priceCents: number; quantity: number };
  }>(request, 'query($id: ID!) { product(id: $id) { version description imageUrl priceCents quantity } }', {
    id: product.id,
  });
  await gql(
    request,
    'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }',
    {
      id: product.id,
      i: {
        name: product.name,
        description: current.product.description,
        imageUrl: current.product.imageUrl,
        priceCents: current.product.priceCents,
        quantity: current.product.quantity,
        version: current.product.version,
      },
    },
    adminToken,
  );
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expectRefusal(
    page.getByRole('alert').filter({ hasText: 'This product changed while you were editing it' }),
  );
});
