/**
 * Sign-up with e-mail verification through the emulator's link, then paying; sign-out; sign-in; Google through
 * the emulator's account chooser; signed-in users on the auth pages; a session whose account was removed.
 */
import { expect, test } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import {
  PASSWORD,
  clickNav,
  closePhoneMenu,
  createAccount,
  expectNoMachineWording,
  expectSignedIn,
  fillLogIn,
  fillSignUp,
  navLink,
  signOutButton,
  logInForm,
  signUpForm,
  storedToken,
  uniqueEmail,
} from './support/users';
import { openFromShopSearch, openOrderModal, submitOrder } from './support/shop';
import { expectAnnounced, expectRefusal, expectSeen, scrollDown } from './support/people';

test('sign-up → verify the e-mail with the emulator link → pay by invoice → print the invoice', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('verify');
  await page.goto('/sign-up');
  const form = signUpForm(page);
  await form.getByLabel('Name').fill('Vera Verify');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill('12345');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expectRefusal(page.getByText('Must be 6 chracters longer'), form.getByLabel('Password'));
  await fillSignUp(page, { name: 'Vera Verify', email });
  await expectSignedIn(page);
  await closePhoneMenu(page);
  expect(await storedToken(page)).toBeTruthy();

  // Unverified: the banner says so and shows where the emulator's link is.
  const banner = page.getByRole('region', { name: 'Verify your e-mail' });
  await expectSeen(banner);
  await expect(banner).toContainText(email);
  await expect(
    banner.getByRole('link', { name: 'Open the verification link (local emulator)' }),
  ).toBeVisible();

  // Order something, then try to pay: refused in words, with the verification controls at hand.
  await scrollDown(page);
  await clickNav(page, 'Shop');
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
  await openFromShopSearch(page, 'ProBond 100W Industrial Glue Gun');
  await expectSeen(page.getByRole('heading', { name: 'ProBond 100W Industrial Glue Gun', level: 1 }));
  await openOrderModal(page);
  await submitOrder(page, 150);
  const added = page.getByText('Added product your Order Page');
  await expectSeen(added);
  await expectAnnounced(added);
  await scrollDown(page);
  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('alertdialog', { name: 'Pay by invoice' });
  await expect(pay.getByText(/Pay it within 30 days \(net 30\)/)).toBeVisible();
  await pay.getByRole('button', { name: 'Confirm and get the invoice' }).click();
  const unverified = pay.getByText(/Verify your e-mail address before paying/);
  await expectSeen(unverified);
  await expectAnnounced(unverified);
  await expectNoMachineWording(page);

  // The emulator's link verifies the account (it opens in a new tab, as an e-mail link would).
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    pay.getByRole('link', { name: 'Open the verification link (local emulator)' }).click(),
  ]);
  await tab.waitForLoadState();
  await tab.close();
  await pay.getByRole('button', { name: "I've verified it" }).click();
  const verified = pay.getByText('Thank you: your e-mail is verified.');
  await expectSeen(verified);
  await expectAnnounced(verified);
  await pay.getByRole('button', { name: 'Confirm and get the invoice' }).click();
  await expect(pay).toBeHidden();
  await expect(banner).toHaveCount(0);

  // Paid, the item is a one-line purchase order with its invoice.
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  const order = page.getByRole('article', { name: /^SO-\d{6}$/ });
  await expect(order.getByText('Awaiting payment')).toBeVisible();
  await order.getByRole('link', { name: 'View invoice' }).click();
  await expect(page).toHaveURL(/\/my-orders\/invoices\//);
  await expect(page).toHaveTitle('Invoice · GlueGun Wholesale');
  await expectSeen(page.getByRole('heading', { level: 1, name: /^Invoice INV-/ }));
  await expect(page.getByText(/^Payment terms: net 30 days\. Please pay by /)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
});

test('sign-out goes home, shows Log In and forgets the token', async ({ page }) => {
  await page.goto('/sign-up');
  await fillSignUp(page, { name: 'Olly Out', email: uniqueEmail('signout') });
  await (await signOutButton(page)).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(await navLink(page, 'Log In')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('sign-in with e-mail and password, then Profile shows who you are', async ({ page }) => {
  const email = uniqueEmail('signin');
  await createAccount(email, PASSWORD, 'Ivy Signin');
  await page.goto('/log-in');
  await fillLogIn(page, email);
  await expectSignedIn(page);
  await closePhoneMenu(page);
  await expect(page).toHaveURL(/\/$/);
  await scrollDown(page);
  await clickNav(page, 'Profile');
  await expectSeen(page.getByRole('heading', { level: 1 }));
  // Exact: the "Verify your e-mail" banner names the address inside a sentence too.
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Profile · GlueGun Wholesale');
});

test('Google sign-in through the Auth emulator, offline, in a centred dialog', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/log-in');
  await page.getByRole('button', { name: 'Continue to Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in with Google (Auth emulator)' });
  await expect(chooser).toBeVisible();
  const box = (await chooser.boundingBox())!;
  const viewport = page.viewportSize()!;
  // Centred, not a full-height panel stuck to the top.
  expect(box.height).toBeLessThan(viewport.height * 0.8);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(40);
  await chooser.getByLabel('Google e-mail').fill(email);
  await chooser.getByLabel('Display name').fill('Gail Google');
  await chooser.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await expectSignedIn(page);
  // Google says the address is verified: no banner.
  await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toHaveCount(0);
  await clickNav(page, 'Profile');
  await expect(page.getByText('Gail Google')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('a signed-in user who opens /log-in is told who they are, not shown the form', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('already');
  await useSession(page, await apiCustomer(request, email, 'Al Ready'));
  await page.goto('/log-in');
  await expect(page.getByText(`You are signed in as Al Ready (${email}).`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Log In' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a session whose account was removed is sent to /log-in with the reason', async ({ page, request }) => {
  const email = uniqueEmail('removed');
  const token = await apiCustomer(request, email, 'Gone Soon');
  const admin = await apiAdmin(request);
  const { users } = await gql<{ users: { id: string; email: string }[] }>(
    request,
    '{ users { id email } }',
    {},
    admin,
  );
  await gql(
    request,
    'mutation($id: ID!) { deleteUser(id: $id) }',
    { id: users.find((u) => u.email === email)!.id },
    admin,
  );
  await useSession(page, token);
  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/log-in/);
  await expectSeen(page.getByText('Your account was removed or your session ended; sign in again.'));
});

test('the sign-in provider refuses in words: an e-mail already signed up, a wrong password', async ({
  page,
}) => {
  const email = uniqueEmail('taken');
  await createAccount(email, PASSWORD, 'Tia Taken');
  await page.goto('/sign-up');
  await fillSignUp(page, { name: 'Tia Again', email });
  const taken = page.getByRole('alert').filter({ hasText: 'Email already in use' });
  await expectSeen(taken);
  await expectAnnounced(taken);
  await expectNoMachineWording(page);
  await expect(page.locator('header').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();

  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Log In', level: 1 }));
  await fillLogIn(page, email, 'not-the-password');
  const wrong = page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password.' });
  await expectSeen(wrong);
  await expectAnnounced(wrong);
  expect(await storedToken(page)).toBeNull();
  // The right password then signs in.
  await logInForm(page).getByLabel('Password').fill(PASSWORD);
  await logInForm(page).getByRole('button', { name: 'Log In' }).click();
  await expectSignedIn(page);
});

// Pressing Sign Up straight from a too-short password submits the form (the field's message
// appearing on blur must not move the button from under the pointer) and the refused field takes focus. Steps:
// /sign-up, type a name, an e-mail and "12345", press Sign Up.
test('sign-up: a refused password takes focus', async ({ page }) => {
  await page.goto('/sign-up');
  const form = signUpForm(page);
  await form.getByLabel('Name').fill('Fay Focus');
  await form.getByLabel('E-mail').fill(uniqueEmail('focus'));
  await form.getByLabel('Password').fill('12345');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expectRefusal(page.getByText('Must be 6 chracters longer'), form.getByLabel('Password'));
});
