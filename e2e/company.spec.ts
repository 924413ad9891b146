/**
 * Company accounts (issue #28), by clicks only from the home page, at both widths: a customer opens My company,
 * renames their company, adds a ship-to location and invites a buyer by e-mail; the invitee signs up with that
 * address, verifies it with the emulator's link, sees the invitation on My company, accepts it, and then sees the
 * company's name and their role. axe and layout shift on the new pages are in audit.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, clickNav, closePhoneMenu, createAccount, expectNoMachineWording, expectSignedIn, fillLogIn, fillSignUp, uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';

async function openMyCompany(page: Page) {
  await clickNav(page, 'My company');
  await expectSeen(page.getByRole('heading', { name: 'My company', level: 1 }));
  await expect(page).toHaveTitle('My company · GlueGun Wholesale');
}

test('a company admin renames the company, adds a location and invites a buyer, who accepts', async ({ page, browser }) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const adminEmail = uniqueEmail('co-admin');
  const buyerEmail = uniqueEmail('co-buyer');
  const companyName = `Acme Crafts ${suffix}`;
  await createAccount(adminEmail, PASSWORD, 'Ada Admin');

  // The customer signs in from the home page and opens My company: they run their own company.
  await page.goto('/');
  await clickNav(page, 'Log In');
  await fillLogIn(page, adminEmail);
  await expectSignedIn(page);
  await closePhoneMenu(page);
  await openMyCompany(page);
  await expect(page.getByRole('region', { name: 'Your role' })).toContainText('Company admin');

  // Rename.
  const details = page.getByRole('form', { name: 'Company details' });
  await details.getByLabel('Company name').fill(companyName);
  await details.getByRole('button', { name: 'Save company details' }).click();
  await expectAnnounced(page.getByText('Company details saved'));
  await expect(page.getByRole('heading', { name: companyName, level: 2 })).toBeVisible();

  // A ship-to location.
  const location = page.getByRole('form', { name: 'Add a location' });
  await location.getByLabel('Location name').fill('Leeds warehouse');
  await location.getByRole('textbox', { name: 'Address', exact: true }).fill('2 Dock St');
  await location.getByLabel('City').fill('Leeds');
  await location.getByLabel('Postal code').fill('LS2 1AA');
  await location.getByLabel('Country').selectOption('GB');
  await location.getByRole('button', { name: 'Add location' }).click();
  const locations = page.getByRole('list', { name: 'Ship-to locations' });
  await expectAnnounced(page.getByText('Location "Leeds warehouse" added'));
  await expect(locations.getByText('Leeds warehouse')).toBeVisible();
  await expect(locations.getByText('2 Dock St, Leeds, LS2 1AA, GB')).toBeVisible();

  // Invite a buyer by e-mail.
  const invite = page.getByRole('form', { name: 'Send invitation' });
  await invite.getByLabel('E-mail').fill(buyerEmail);
  await invite.getByLabel('Role').selectOption('BUYER');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectAnnounced(page.getByText(`Invitation sent to ${buyerEmail}`));
  await expect(page.getByRole('list', { name: 'Open invitations' })).toContainText(`${buyerEmail} · Buyer · Expires`);
  await expectNoMachineWording(page);

  // The invitee, in a browser of their own: signs up with that address and verifies it with the emulator's link.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await context.newPage();
  await other.goto('/');
  await clickNav(other, 'Log In');
  await other.getByRole('link', { name: 'Create an account' }).click();
  await fillSignUp(other, { name: 'Bea Buyer', email: buyerEmail });
  await expectSignedIn(other);
  await closePhoneMenu(other);
  const banner = other.getByRole('region', { name: 'Verify your e-mail' });
  const [tab] = await Promise.all([context.waitForEvent('page'), banner.getByRole('link', { name: 'Open the verification link (local emulator)' }).click()]);
  await tab.waitForLoadState();
  await tab.close();
  await banner.getByRole('button', { name: "I've verified it" }).click();
  await expect(banner).toHaveCount(0);

  // My company shows the invitation at the top; Accept joins the company with the invitation's role.
  await openMyCompany(other);
  const toMe = other.getByRole('region', { name: 'Invitations to you' });
  await expectSeen(toMe.getByText(`${companyName} invites you as Buyer`, { exact: false }));
  await toMe.getByRole('button', { name: `Accept the invitation from ${companyName}` }).click();
  await expectAnnounced(other.getByText(`You joined ${companyName} as Buyer.`));
  await expect(other.getByRole('heading', { name: companyName, level: 2 })).toBeVisible();
  const role = other.getByRole('region', { name: 'Your role' });
  await expect(role).toContainText('Buyer');
  await expect(role).toContainText('Orders within their spending limits; sees their own orders.');
  await expect(other.getByRole('list', { name: 'Members' })).toContainText(adminEmail);
  await expect(other.getByRole('list', { name: 'Ship-to locations' })).toContainText('Leeds warehouse');
  await expect(other.getByLabel('Company name')).toHaveCount(0);
  await expect(toMe).toHaveCount(0);
  await expectNoMachineWording(other);
  await context.close();
});
