/**
 * Catalog admin: the shop admin adds a category on Dashboard > Catalog, puts a product in it on the product's update
 * page (and the product form above still saves: it holds the version the catalog save moved to), then finds the
 * product through the storefront's Categories menu. One entry URL, then only clicks, typing and reading, at desktop
 * and phone width; each width has its own category, as the two run side by side on one database.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, gql, useSession } from './support/api';
import { clickNav, navLink } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 992;
const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

/** Categories > `name`: a menu on a laptop, a list inside the phone menu on a phone. */
async function openCategory(page: Page, name: string) {
  const header = page.locator('header');
  if (isPhone(page)) {
    await navLink(page, 'Home'); // opens the phone menu
    await header.getByRole('button', { name: 'Categories' }).locator('visible=true').click();
    await header.getByRole('link', { name, exact: true }).click();
    return;
  }
  await expect(async () => {
    await header.getByRole('button', { name: 'Categories' }).click();
    await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

test('catalog admin: add a category, put a product in it, find it through the Categories menu', async ({
  page,
  request,
}, info) => {
  const phone = info.project.name === 'phone';
  const name = phone ? 'Safety gear phone' : 'Safety gear';
  const slug = phone ? 'safety-gear-phone' : 'safety-gear';
  const admin = await apiAdmin(request);
  // A retry starts without the category an earlier attempt added.
  const { categories } = await gql<{ categories: { id: string; slug: string }[] }>(
    request,
    '{ categories { id slug } }',
  );
  const earlier = categories.find((c) => c.slug === slug);
  if (earlier)
    await gql(request, 'mutation($id: ID!) { deleteCategory(id: $id) }', { id: earlier.id }, admin);
  const product = `Safety gloves ${info.project.name} ${Date.now()}`;
  await gql(
    request,
    'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
    {
      i: {
        name: product,
        description: 'Heat-resistant gloves for hot-melt work.',
        imageUrl: '/images/glue-gun-03.svg',
        priceCents: 450,
        quantity: 10_000,
      },
    },
    admin,
  );
  await useSession(page, admin);
  await page.goto('/');

  await clickNav(page, 'Dashboard');
  await dashboardMenu(page).getByRole('link', { name: 'Catalog' }).click();
  await expect(page).toHaveURL(/\/dashboard\/catalog$/);
  await expectSeen(page.getByRole('heading', { name: 'Catalog', level: 2 }));
  const form = page.getByRole('form', { name: 'Add a category' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Address').fill(slug);
  await expect(form.getByLabel('Parent')).toHaveValue('');
  for (const box of await form.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await form.getByRole('button', { name: 'Add category' }).click();
  await expectAnnounced(page.getByRole('status').filter({ hasText: `Category ${name} added` }));
  const row = page
    .getByRole('list', { name: 'Categories' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
  await expect(row).toContainText(`/category/${slug}`);
  await expect(row).toContainText('0 products');
  await expect(row).toContainText('No filters');

  await dashboardMenu(page).getByRole('link', { name: 'Manage Products' }).click();
  await page.getByRole('link', { name: `Update Product: ${product}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/update-product\//);
  const catalogForm = page.getByRole('form', { name: 'Categories and specifications' });
  await catalogForm.getByRole('checkbox', { name, exact: true }).check();
  await catalogForm.getByRole('button', { name: 'Save categories and specifications' }).click();
  await expectAnnounced(page.getByRole('status').filter({ hasText: 'Categories and specifications saved' }));
  // The product form above sends the product's version: the one the catalog save moved it to.
  await page.getByLabel('Product name').fill(`${product} v2`);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expectAnnounced(page.getByText('Product updated'));

  await openCategory(page, name);
  await expect(page).toHaveURL(new RegExp(`/category/${slug}$`));
  await expectSeen(page.getByRole('heading', { name, level: 1 }));
  await expect(page.getByRole('heading', { name: `${product} v2` })).toBeVisible();
});
