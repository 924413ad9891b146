/** Anonymous visitor journeys: home, shop, blog, the product guard and the not-found page. */
import { expect, test } from '@playwright/test';
import { createAccount, fillLogIn, uniqueEmail } from './support/users';
import { firstProductId } from './support/api';

test('home shows the hero, 3 products, counters and reviews', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Best Glue gun 2022!' })).toBeVisible();
  const shop = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Shop', exact: true }) });
  await expect(shop.getByRole('link', { name: 'Added Orders' })).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Our Company Reviews' })).toBeVisible();

  const achievements = page.getByRole('heading', { name: 'Our Achievements' });
  await achievements.scrollIntoViewIfNeeded();
  // The counters run for 2.75 s after scrolling into view.
  await expect(page.getByText('1000+', { exact: true })).toHaveCount(2, { timeout: 8_000 });
  await expect(page.getByText('100K+', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('shop grid lists products and search filters by name', async ({ page, request }) => {
  await page.goto('/shop');
  const cards = page.getByRole('link', { name: 'Added Orders' });
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(3);

  const firstName = (await firstProductId(request, 0)).name;
  await expect(page.getByText(firstName, { exact: true }).first()).toBeVisible();
  await page.getByRole('searchbox').fill(firstName);
  await expect(page.getByText(firstName, { exact: true }).first()).toBeVisible();
  await page.getByRole('searchbox').fill('zz-no-such-glue-gun-zz');
  await expect(page.getByText('No products found.')).toBeVisible();
});

test('blog shows five questions and answers', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
});

test('a product page sends a visitor to log in and back again', async ({ page }) => {
  const email = uniqueEmail('visitor');
  await createAccount(email);
  await page.goto('/shop');
  const link = page.getByRole('link', { name: 'Added Orders' }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/product\//);
  await page.goto(href!);
  await expect(page).toHaveURL(/\/log-in/);
  await fillLogIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('button', { name: 'Added Orders' })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
