/** Sign-up, sign-out, sign-in with e-mail, and Google sign-in through the Auth emulator's account chooser. */
import { expect, test } from '@playwright/test';
import { PASSWORD, createAccount, logInViaUi, nav, signUpForm, signUpViaUi, storedToken, uniqueEmail } from './support/users';

test('sign-up validates the password, then signs in with a stored token', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/sign-up');
  const form = signUpForm(page);
  await form.getByLabel('Name').fill('Sally Signup');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill('12345');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Must be 6 chracters longer')).toBeVisible();

  await signUpViaUi(page, { name: 'Sally Signup', email });
  await expect(nav(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
});

test('sign-out goes home, shows Log In and forgets the token', async ({ page }) => {
  await signUpViaUi(page, { name: 'Olly Out', email: uniqueEmail('signout') });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('sign-in with e-mail and password', async ({ page }) => {
  const email = uniqueEmail('signin');
  await createAccount(email, PASSWORD, 'Ivy Signin');
  await logInViaUi(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
});

test('Google sign-in through the Auth emulator, offline', async ({ page }) => {
  // Against the emulator the button opens its account chooser (Firebase's popup needs apis.google.com).
  const email = uniqueEmail('google');
  await page.goto('/log-in');
  await page.getByRole('button', { name: 'Continue to Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in with Google (Auth emulator)' });
  await chooser.getByLabel('Google e-mail').fill(email);
  await chooser.getByLabel('Display name').fill('Gail Google');
  await chooser.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Gail Google')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
});
