/**
 * Company accounts, by clicks only from the home page, at both widths: a customer opens My company, renames their
 * company, adds a ship-to location and edits it, and invites a buyer by e-mail with spending limits; the invitee signs
 * up with that address, verifies it with the emulator's link, sees the invitation on My company, accepts it, and then
 * sees the company's name and their role. A shop admin finds that kind of company on the dashboard, sets its credit
 * terms, moves a user into it, and invites someone who has not signed up yet, then revokes it. axe and layout shift on
 * the new pages are in audit.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  clickNav,
  closePhoneMenu,
  createAccount,
  expectNoMachineWording,
  expectSignedIn,
  fillLogIn,
  fillSignUp,
  uniqueEmail,
} from './support/users';
import { expectAnnounced, expectSeen } from './support/people';
import { apiAdmin, apiCustomer, emulatorIdToken, useSession } from './support/api';

async function openMyCompany(page: Page) {
  await clickNav(page, 'My company');
  await expectSeen(page.getByRole('heading', { name: 'My company', level: 1 }));
  await expect(page).toHaveTitle('My company · GlueGun Wholesale');
}

test('a company admin renames the company, adds and edits a location and invites a buyer, who accepts', async ({
  page,
  browser,
}) => {
  // Two people in two browsers, each signing in from the home page: three times the usual time.
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 8);
  const adminEmail = uniqueEmail('co-admin');
  const buyerEmail = uniqueEmail('co-buyer');
  const companyName = `Acme Crafts ${suffix}`;
  // Inviting people needs a verified address (docs/decisions/046): the admin verified theirs before (the invitee
  // below walks the verification link).
  await createAccount(adminEmail, PASSWORD, 'Ada Admin');
  await emulatorIdToken(adminEmail, { displayName: 'Ada Admin', verified: true });

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

  // Edit it: the add form's fields, filled in; a bad postal code is refused under its field, and the first click on
  // Save (the cursor still in the field just typed in) saves.
  await locations.getByRole('button', { name: 'Edit location Leeds warehouse' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit location Leeds warehouse' });
  await expect(edit.getByLabel('Location name')).toHaveValue('Leeds warehouse');
  await expect(edit.getByLabel('Country')).toHaveValue('GB');
  const postal = edit.getByLabel('Postal code');
  await postal.fill('LS2 #1');
  await edit.getByRole('button', { name: 'Save location' }).click();
  await expect(edit.getByText('Postal code may only hold letters, digits, spaces and hyphens')).toBeVisible();
  await postal.fill('LS2 7EW');
  await edit.getByLabel('Location name').fill('Leeds dock');
  await edit.getByRole('button', { name: 'Save location' }).click();
  await expect(edit).toBeHidden();
  await expectAnnounced(page.getByText('Location "Leeds dock" saved'));
  await expect(locations.getByText('2 Dock St, Leeds, LS2 7EW, GB')).toBeVisible();
  await expect(locations.getByText('Leeds warehouse')).toHaveCount(0);

  // Invite a buyer by e-mail.
  const invite = page.getByRole('form', { name: 'Send invitation' });
  await invite.getByLabel('E-mail').fill(buyerEmail);
  await invite.getByLabel('Role').selectOption('BUYER');
  // A buyer's spending limits go with the invitation: a period limit without its period is refused under Period.
  await invite.getByLabel('Per-order limit ($)').fill('2,500');
  await invite.getByLabel('Limit per period ($)').fill('10000');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Choose whether the period limit is per week or per month')).toBeVisible();
  await invite.getByLabel('Period', { exact: true }).selectOption('WEEK');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectAnnounced(page.getByText(`Invitation sent to ${buyerEmail}`));
  await expect(page.getByRole('list', { name: 'Open invitations' })).toContainText(
    `${buyerEmail} · Buyer · Expires`,
  );
  await expect(page.getByRole('list', { name: 'Open invitations' })).toContainText(
    'limits: $2,500.00 per order, $10,000.00 per week',
  );
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
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    banner.getByRole('link', { name: 'Open the verification link (local emulator)' }).click(),
  ]);
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
  await expect(other.getByRole('list', { name: 'Ship-to locations' })).toContainText('Leeds dock');
  await expect(other.getByLabel('Company name')).toHaveCount(0);
  await expect(toMe).toHaveCount(0);
  await expectNoMachineWording(other);
  await context.close();
});

test("a shop admin finds a company by a member's e-mail, sets its credit terms, moves a user into it and invites someone new", async ({
  page,
  request,
}) => {
  const memberEmail = uniqueEmail('co-member');
  const movedEmail = uniqueEmail('co-moved');
  await apiCustomer(request, memberEmail, 'Mo Member', true);
  await apiCustomer(request, movedEmail, 'Mia Moved', true);
  await useSession(page, await apiAdmin(request));
  await page.goto('/');
  await clickNav(page, 'Dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await expectSeen(page.getByRole('heading', { name: 'Companies', level: 2 }));
  await expect(page).toHaveTitle('Admin Dashboard: Companies · GlueGun Wholesale');
  await page.getByRole('searchbox').fill(memberEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  await expectAnnounced(page.getByText('1 company', { exact: true }));
  // Phones: one card per company; wider: a table row.
  const rows =
    page.viewportSize()!.width < 768
      ? page.getByRole('list', { name: 'Companies' }).locator(':scope > li')
      : page.getByRole('row');
  const row = rows.filter({ hasText: `${memberEmail} · Company admin` });
  await expect(row).toBeVisible();
  // No sideways scrolling at either width.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  await row.getByRole('button', { name: /^Edit credit of / }).click();
  const credit = page.getByRole('dialog');
  await credit.getByLabel('Payment terms (days)').fill('45');
  await credit.getByRole('button', { name: 'Save credit terms' }).click();
  await expect(credit).toBeHidden();
  await expect(row).toContainText('Net 45');

  await row.getByRole('button', { name: /^Move a user into / }).click();
  const move = page.getByRole('dialog');
  await move.getByLabel('User e-mail').fill(movedEmail);
  await move.getByLabel('Role in the company').selectOption('ACCOUNTS_PAYABLE');
  await move.getByRole('button', { name: 'Move a user here' }).click();
  await expect(move).toBeHidden();
  await expect(row).toContainText(`${movedEmail} · Accounts payable`);

  // Invite someone who has not signed up yet, then revoke it.
  const newcomer = uniqueEmail('co-newcomer');
  await row.getByRole('button', { name: /^Invite someone to / }).click();
  const invite = page.getByRole('dialog');
  await expect(invite.getByText('No open invitations.')).toBeVisible();
  await invite.getByLabel('E-mail').fill(newcomer);
  await invite.getByLabel('Per-order limit ($)').fill('1500');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expectAnnounced(page.getByText(`Invitation sent to ${newcomer}`));
  await row.getByRole('button', { name: /^Invite someone to / }).click();
  const open = page.getByRole('dialog').getByRole('list', { name: 'Open invitations' });
  await expect(open).toContainText(`${newcomer} · Buyer · Expires`);
  await expect(open).toContainText('limits: $1,500.00 per order');
  await open.getByRole('button', { name: `Revoke the invitation to ${newcomer}` }).click();
  await expect(page.getByRole('dialog').getByText('No open invitations.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).first().click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectNoMachineWording(page);
});
