/** Account helpers: unique e-mails (the emulator project is shared by every test) and UI sign-in/up. */
import { expect, type Page } from '@playwright/test';
import { EMULATOR } from './global-setup';

export const PASSWORD = 'secret123';
export const ADMIN_EMAIL = 'admin@gluegun.test';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/** Creates an emulator account directly (fast); an existing account is fine (admin is shared). */
export async function createAccount(email: string, password = PASSWORD, displayName?: string): Promise<void> {
  const res = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  if (!res.ok) {
    const body = await res.text();
    if (!body.includes('EMAIL_EXISTS')) throw new Error(`emulator signUp failed: ${res.status} ${body}`);
  }
}

export const signUpForm = (page: Page) => page.getByRole('form', { name: 'Sign Up' });
export const logInForm = (page: Page) => page.getByRole('form', { name: 'Log In' });
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

export async function signUpViaUi(page: Page, user: { name: string; email: string; password?: string }): Promise<void> {
  await page.goto('/sign-up');
  const form = signUpForm(page);
  await form.getByLabel('Name').fill(user.name);
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Password').fill(user.password ?? PASSWORD);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** Fills the log-in form on the current page (which must be /log-in). */
export async function fillLogIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = logInForm(page);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

export async function logInViaUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/log-in');
  await fillLogIn(page, email, password);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** A fresh signed-in customer. */
export async function newCustomer(page: Page, prefix = 'customer'): Promise<{ email: string; name: string }> {
  const email = uniqueEmail(prefix);
  const name = `Customer ${prefix}`;
  await signUpViaUi(page, { name, email });
  await expect(nav(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
  return { email, name };
}

/** The admin named by ADMIN_EMAILS; the account is created once and shared by admin tests. */
export async function signInAdmin(page: Page): Promise<void> {
  await createAccount(ADMIN_EMAIL, PASSWORD, 'Shop Admin');
  await logInViaUi(page, ADMIN_EMAIL);
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
