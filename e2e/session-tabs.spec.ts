/**
 * Tabs follow the session: a sign-out in another tab signs this one out, and a session the
 * server no longer accepts (ended in another browser) signs the tab out and offers Log In, instead of a signed-in
 * navbar over "401 Unauthorized - Please log in".
 */
import { expect, test } from '@playwright/test';
import { apiCustomer, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { clickNav, logInForm, nav, signOutButton, uniqueEmail } from './support/users';
import { expectSeen } from './support/people';

test('signing out in one tab signs the other tab out', async ({ page, context, request }) => {
  const token = await apiCustomer(request, uniqueEmail('tabs'), 'Tess Tabs', true);
  await apiPlaceOrder(request, token, (await firstProductId(request, 0)).id, 150);
  await useSession(page, token);
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();

  const other = await context.newPage();
  await useSession(other, token);
  await other.goto('/my-orders');
  // Wait for the page before looking for Sign Out (on a phone it is inside the menu, opened by signOutButton).
  await expect(other.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await (await signOutButton(other)).click();
  await expect(
    nav(other)
      .getByRole('link', { name: 'Log In' })
      .or(other.getByRole('button', { name: 'Open menu' }))
      .first(),
  ).toBeVisible();

  // The first tab, untouched: it is signed out and on the log-in page, which says why.
  await expect(logInForm(page)).toBeVisible();
  await expectSeen(page.getByText('Your account was removed or your session ended; sign in again.'));
  await expect(page.locator('header').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});

test('a session ended in another browser signs the tab out at its next request and offers Log In', async ({
  page,
  request,
}) => {
  const token = await apiCustomer(request, uniqueEmail('tabs-401'), 'Rex Refused', true);
  await useSession(page, token);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect(await signOutButton(page)).toBeVisible();
  await gql(request, 'mutation { signOut }', {}, token);

  await clickNav(page, 'My Orders');
  await expect(page.locator('header').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  const logIn = page.getByRole('main').getByRole('link', { name: 'Log In' }).or(logInForm(page)).first();
  await expect(logIn).toBeVisible();
  if (await page.getByRole('main').getByRole('link', { name: 'Log In' }).isVisible())
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await expect(logInForm(page)).toBeVisible();
  await expectSeen(page.getByRole('heading', { name: 'Log In', level: 1 }));
});
