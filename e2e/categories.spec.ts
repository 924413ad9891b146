/**
 * Categories: a customer finds glue guns through the navbar's Categories, filters them by a specification and by
 * stock (each filter in the address, Back returns to the one before) and reads a product's specifications. Each test
 * opens one entry URL, then only clicks and reads, at desktop and phone width.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCustomer, useSession } from './support/api';
import { navLink, uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';
import { axeViolations, layoutShift } from './support/audit';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 992;
const status = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
/** Where the filters are: opened below the Filters button on a phone, the left column on a laptop. */
const filters = (page: Page) =>
  isPhone(page)
    ? page.getByRole('region', { name: 'Filters' })
    : page.getByRole('complementary', { name: 'Filters' });
/** The list has its answer for the current filter (the grid is no longer marked busy). */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

/** Categories > Glue guns: a menu on a laptop, a list inside the phone menu on a phone. */
async function openCategory(page: Page, name: string) {
  const header = page.locator('header');
  if (isPhone(page)) {
    await navLink(page, 'Home'); // opens the phone menu
    await header.getByRole('button', { name: 'Categories' }).locator('visible=true').click();
    await header.getByRole('link', { name, exact: true }).click();
    return;
  }
  // Right after a load the app may still be taking over the pre-rendered navbar: click until the menu opens.
  await expect(async () => {
    await header.getByRole('button', { name: 'Categories' }).click();
    await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** The filters: in the left column on a laptop, behind the Filters button on a phone. */
async function showFilters(page: Page) {
  if (isPhone(page)) await filtersButton(page).click();
}

async function hideFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: /^Show \d+ products?$/ }).click();
}

test('categories: Glue guns filtered by stick diameter and stock, Back restores the filter, a product shows specifications', async ({
  page,
  request,
}) => {
  await useSession(page, await apiCustomer(request, uniqueEmail('categories'), 'Category Shopper', true));
  await page.goto('/');
  await openCategory(page, 'Glue guns');

  await expect(page).toHaveURL(/\/category\/glue-guns$/);
  await expectSeen(page.getByRole('heading', { name: 'Glue guns', level: 1 }));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Glue guns');
  await expect(
    page
      .getByRole('navigation', { name: 'Subcategories' })
      .getByRole('link', { name: 'Craft and school guns (3)' }),
  ).toBeVisible();
  await expectAnnounced(status(page, /^10 products$/));
  const cards = page.getByRole('link', { name: 'Added Orders' });
  // A category page shows nine cards: the tenth is on page 2.
  await expect(cards).toHaveCount(9);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of 2');

  await showFilters(page);
  await filters(page)
    .getByText(/^11 mm \(5\)$/)
    .click();
  await expect(filters(page).getByRole('checkbox', { name: /^11 mm/ })).toBeChecked();
  await expect(page).toHaveURL(/\/category\/glue-guns\?stick-diameter=11$/);
  await settled(page);
  await expectAnnounced(status(page, /^5 products$/));

  const inStockLabel = filters(page).getByText(/^In stock only \(\d+\)$/);
  const inStock = Number((await inStockLabel.textContent())!.match(/\((\d+)\)/)![1]);
  expect(inStock).toBeGreaterThan(0);
  await inStockLabel.click();
  await expect(filters(page).getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
  await expect(page).toHaveURL(/\/category\/glue-guns\?stick-diameter=11&inStock=1$/);
  await settled(page);
  await expectAnnounced(status(page, new RegExp(`^${inStock} products?$`)));
  await hideFilters(page);
  await expect(page).toHaveURL(/\/category\/glue-guns\?stick-diameter=11&inStock=1$/);
  await expect(cards).toHaveCount(inStock);
  if (isPhone(page)) await expect(filtersButton(page)).toHaveText('Filters (2 active)');

  // Back: the filter before In stock only.
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/glue-guns\?stick-diameter=11$/);
  await expect(status(page, /^5 products$/)).toBeVisible();
  await expect(cards).toHaveCount(5);
  if (isPhone(page)) await expect(filtersButton(page)).toHaveText('Filters (1 active)');
  await showFilters(page);
  await expect(filters(page).getByRole('checkbox', { name: /^11 mm/ })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: /^In stock only/ })).not.toBeChecked();
  await hideFilters(page);

  // A product: its breadcrumbs from its category and its specifications.
  const name = (await page
    .getByRole('heading', { level: 2 })
    .filter({ hasNotText: 'Filters' })
    .first()
    .textContent())!.trim();
  await cards.first().click();
  await expectSeen(page.getByRole('heading', { name, level: 1 }));
  const productCrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(productCrumbs.getByRole('link')).toHaveText(['Home', 'Glue guns', 'Professional guns']);
  await expect(productCrumbs.locator('[aria-current="page"]')).toHaveText(name);
  const specs = page.getByRole('table', { name: 'Specifications' });
  await specs.scrollIntoViewIfNeeded();
  await expect(specs.getByRole('row', { name: /Stick diameter\s*11 mm/ })).toBeVisible();
  await expect(specs.getByRole('row', { name: /Power source/ })).toBeVisible();

  await productCrumbs.getByRole('link', { name: 'Glue guns' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Glue guns', level: 1 }));
});

test('categories: an unknown category is not found', async ({ page }) => {
  await page.goto('/category/no-such-category');
  await expectSeen(page.getByRole('heading', { name: 'Page not found', level: 1 }));
});

test('categories: a refused filter says why and Clear filters shows the whole category', async ({ page }) => {
  await page.goto('/category/glue-sticks?stick-diameter=eleven');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Stick diameter must be a number of mm, not "eleven"' });
  await expectSeen(alert);
  await alert.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/category\/glue-sticks$/);
  await expectAnnounced(status(page, /^7 products$/));
});

test('categories: a filtered category page arrives with its products and filters, without a shift, and takes over without asking again or an error', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  const queries: string[] = [];
  const shop = new URL(baseURL!).origin;
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).origin === shop) errors.push(`${r.url()}: ${r.status()}`);
  });
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql'))
      queries.push(String((r.postDataJSON() as { operationName?: string } | null)?.operationName));
  });
  await page.goto('/category/glue-guns?stick-diameter=11');
  await expect(page.getByRole('heading', { name: 'Glue guns', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(status(page, /^5 products$/)).toBeVisible();
  const cards = page.getByRole('link', { name: 'Added Orders' });
  await expect(cards).toHaveCount(5);
  await expect(page.locator('main img').first()).toHaveAttribute('fetchpriority', 'high');
  // The app takes the page over (its scroll handling switches the browser's own restoration off) with the answers
  // the page came with: no question asked again, nothing moved.
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
  expect(await layoutShift(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(queries).toEqual([]);

  await showFilters(page);
  await expect(filters(page).getByRole('checkbox', { name: /^11 mm/ })).toBeChecked();
  await filters(page)
    .getByText(/^In stock only \(\d+\)$/)
    .click();
  await expect(page).toHaveURL(/\/category\/glue-guns\?stick-diameter=11&inStock=1$/);
  await settled(page);
  await expect(filters(page).getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
  expect(queries).toEqual(['CategoryListing']);
  expect(errors).toEqual([]);
});

test('categories: Filters and Clear filters work before the app has taken the rendered page over', async ({
  page,
}) => {
  // The app's script is held back: the rendered page is all a visitor on a slow phone has in its first seconds, and
  // its Filters and Clear filters must not be buttons that do nothing.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/category/glue-guns?stick-diameter=11', { waitUntil: 'commit' });
  await expect(status(page, /^5 products$/)).toBeVisible();
  await showFilters(page);
  await expect(filters(page).getByRole('checkbox', { name: /^11 mm/ })).toBeChecked();
  await filters(page).getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/category\/glue-guns$/);
  await expect(page.getByRole('link', { name: 'Added Orders' }).first()).toBeVisible();
  await expect(status(page, /^5 products$/)).toHaveCount(0);
  release();
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
  await showFilters(page);
  await expect(filters(page).getByRole('checkbox', { name: /^11 mm/ })).not.toBeChecked();
  expect(await layoutShift(page)).toBe(0);
});
