/**
 * A session that ends while the person is using it: the client's sign-in provider against the
 * real Auth emulator and the real server. The person does something (checks out, opens My Orders, orders from a
 * product page) after their shop session ended; they are told in words, sent to Log In, and once signed in again
 * they are back where they were, with nothing lost and nothing done twice.
 *
 * How the session ends, and nothing else is touched:
 * - "signed out on another device": the same account signs in over the API (a second device) and signs out there;
 *   the server then refuses every earlier session of that account, as it does for a real second device.
 * - "expired": the session put in the browser is the one the server issues at sign-in, with a life of seconds
 *   (support/api.ts expiringSoon); the journey waits for it to run out, and the server's own expiry check refuses it.
 * Sessions are put in the page's storage before the entry URL (support/api.ts useSession), as in every journey.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCustomer, apiPlaceOrder, expiringSoon, firstProductId, gql, useSession } from './support/api';
import { expectAnnounced, expectSeen, scrollDown } from './support/people';
import { openFromShopSearch, openOrderModal, submitOrder } from './support/shop';
import { clickNav, closePhoneMenu, expectSignedIn, fillLogIn, logInForm, uniqueEmail } from './support/users';

const ENDED = 'Your account was removed or your session ended; sign in again.';

/** A second device signs in to the same account and signs out there: every session of the account ends. */
async function signOutOnAnotherDevice(request: Parameters<typeof apiCustomer>[0], email: string) {
  const otherDevice = await apiCustomer(request, email, undefined, true);
  await gql(request, 'mutation { signOut }', {}, otherDevice);
}

/** Told in words on the log-in page, on screen and announced; then signs in again through the form. */
async function toldAndSignedInAgain(page: Page, email: string) {
  await expect(logInForm(page)).toBeVisible();
  await expectSeen(page.getByText(ENDED));
  await expectAnnounced(page.getByText(ENDED));
  await expect(page.locator('header').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await fillLogIn(page, email);
  await expectSignedIn(page);
  await closePhoneMenu(page);
}

test('signed out on another device while checking out: told, Log In, back at checkout with the form kept, one order', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ended-checkout');
  const token = await apiCustomer(request, email, 'Ezra Ended', true);
  const product = await firstProductId(request, 2);
  await apiPlaceOrder(request, token, product.id, 150);
  await useSession(page, token);
  await page.goto('/my-orders');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await page.getByLabel(/^Your PO number/).fill('PO-ENDED-1');
  await page.getByLabel(/^Company name/).fill('Ezra Crafts');
  await page.getByLabel(/^Address line 1/).fill('3 Expiry Row');
  await page.getByLabel(/^City/).fill('Springfield');
  await page.getByLabel(/^Postal code/).fill('62701');
  await page.getByLabel(/^Contact phone/).fill('+1 555 0199');

  await signOutOnAnotherDevice(request, email);
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();
  await toldAndSignedInAgain(page, email);

  // Back at checkout, with what was typed.
  await expect(page).toHaveURL(/\/my-orders\/checkout$/);
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await expect(page.getByLabel(/^Your PO number/)).toHaveValue('PO-ENDED-1');
  await expect(page.getByLabel(/^Company name/)).toHaveValue('Ezra Crafts');
  await expect(page.getByLabel(/^Contact phone/)).toHaveValue('+1 555 0199');
  await expect(page.getByRole('checkbox', { name: `Check out ${product.name}` })).toBeChecked();

  // Nothing was placed while signed out; placing it now makes exactly one order.
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();
  const placed = page.getByRole('status', { name: /^Order SO-\d{6} placed$/ });
  await expectSeen(placed);
  await expect(page.getByRole('article', { name: /^SO-\d{6}$/ })).toHaveCount(1);
  await expect(page.getByRole('article', { name: product.name })).toHaveCount(0);
  const { myPurchaseOrders } = await gql<{ myPurchaseOrders: { id: string }[] }>(
    request,
    '{ myPurchaseOrders { id } }',
    {},
    await apiCustomer(request, email, undefined, true),
  );
  expect(myPurchaseOrders).toHaveLength(1);
});

test('a session that expires on the shop page: My Orders says so, Log In, then My Orders with the items once', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('expired-orders');
  const signedIn = await apiCustomer(request, email, 'Exa Expired', true);
  const products = [await firstProductId(request, 0), await firstProductId(request, 1)];
  for (const p of products) await apiPlaceOrder(request, signedIn, p.id, 150);
  // The session runs out 15 s after it was issued: enough for the shop page to load signed in and settle (the
  // navbar's own signed-in reads done), so the person's click on My Orders is the first request that meets it.
  const session = expiringSoon(signedIn, 15);
  await useSession(page, session.token);
  await page.goto('/shop');
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
  await expectSignedIn(page);
  await page.waitForLoadState('networkidle');
  expect(Date.now(), 'the shop page took longer to load than the session lives').toBeLessThan(
    session.expiresAt,
  );
  // The person reads the shop until the session has run out on the server.
  await page.waitForTimeout(Math.max(0, session.expiresAt - Date.now()) + 1_000);

  await scrollDown(page);
  await clickNav(page, 'My Orders');
  await toldAndSignedInAgain(page, email);
  await expect(page).toHaveURL(/\/my-orders$/);
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  for (const p of products) await expect(page.getByRole('article', { name: p.name })).toHaveCount(1);
});

test('signed out on another device while ordering from a product page: told, Log In, back on the product, one item', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ended-order');
  const token = await apiCustomer(request, email, 'Oona Ended', true);
  await useSession(page, token);
  await page.goto('/shop');
  // A seed product found by name: other journeys add, edit and delete products of their own on the first page.
  const name = 'DualTemp 60W Glue Gun';
  await openFromShopSearch(page, name);
  await expect(page).toHaveURL(/\/product\//);
  const productUrl = page.url();
  await openOrderModal(page);

  await signOutOnAnotherDevice(request, email);
  await submitOrder(page, 150);
  await toldAndSignedInAgain(page, email);

  await expect(page).toHaveURL(productUrl);
  await expectSeen(page.getByRole('heading', { name, level: 1 }));
  // The refused order was not added: ordering now adds it once.
  await openOrderModal(page);
  await submitOrder(page, 150);
  await expectSeen(page.getByText('Added product your Order Page'));
  await clickNav(page, 'My Orders');
  await expect(page.getByRole('article', { name })).toHaveCount(1);
});

// A screen-reader user sent to Log In hears why. Steps: sign in, end the session on another
// device, click My Orders.
test('the reason for being sent to Log In is announced', async ({ page, request }) => {
  const email = uniqueEmail('ended-announced');
  await useSession(page, await apiCustomer(request, email, 'Ann Ended', true));
  await page.goto('/shop');
  await expectSignedIn(page);
  // The navbar asks for the person's company role before it shows My Orders: ending the session before that answer
  // would sign the page out before the click this test is about.
  await page.waitForLoadState('networkidle');
  await signOutOnAnotherDevice(request, email);
  await clickNav(page, 'My Orders');
  await expect(logInForm(page)).toBeVisible();
  await expectAnnounced(page.getByText(ENDED));
});
