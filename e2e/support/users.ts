/** Account helpers: unique e-mails (the emulator project is shared by every test), UI sign-in/up, the navbar. */
import { expect, type Locator, type Page } from '@playwright/test';
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

/**
 * Opens the phone menu when this width has one. Right after a load the app may still be replacing the pre-rendered
 * page (a click on the static button does nothing yet), so the click is repeated until the menu says it is open.
 */
async function openPhoneMenu(page: Page, target: Locator): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  // Wait for the navbar as this width shows it (the phone menu button or the target) before choosing: isVisible() does not wait.
  await expect(menu.or(target).first()).toBeVisible();
  if (!(await menu.isVisible())) return;
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

/** Closes the phone menu when it is open (Escape, as a person on a keyboard would; a tap on the button works too). */
export async function closePhoneMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (!(await menu.isVisible()) || (await menu.getAttribute('aria-expanded')) !== 'true') return;
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

/** Clicks a navbar link the way a person does: on a phone, open the menu first. */
export async function clickNav(page: Page, name: string): Promise<void> {
  await openPhoneMenu(page, nav(page).getByRole('link', { name, exact: true }));
  await page.locator('header').getByRole('link', { name, exact: true }).locator('visible=true').click();
}

/** A navbar link, visible after opening the phone menu when there is one. */
export async function navLink(page: Page, name: string) {
  await openPhoneMenu(page, nav(page).getByRole('link', { name, exact: true }));
  return page.locator('header').getByRole('link', { name, exact: true }).locator('visible=true');
}

/** The Sign Out button (inside the phone menu on a phone). */
export async function signOutButton(page: Page) {
  await openPhoneMenu(page, page.locator('header').getByRole('button', { name: 'Sign Out' }));
  return page.locator('header').getByRole('button', { name: 'Sign Out' }).locator('visible=true');
}

/** Fills and sends the sign-up form on the current page (which must be /sign-up). */
export async function fillSignUp(
  page: Page,
  user: { name: string; email: string; password?: string },
): Promise<void> {
  const form = signUpForm(page);
  await form.getByLabel('Name').fill(user.name);
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Password').fill(user.password ?? PASSWORD);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

/** Fills the log-in form on the current page (which must be /log-in). */
export async function fillLogIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = logInForm(page);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(await signOutButton(page)).toBeVisible();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** No GraphQL or server wording on the page. */
export const MACHINE_WORDING =
  /Variable "\$|\$input|cannot represent|GraphQL|INTERNAL_SERVER_ERROR|BAD_USER_INPUT|Int!|Syntax Error|Unexpected error|stack/i;

export async function expectNoMachineWording(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toContainText(MACHINE_WORDING);
}
