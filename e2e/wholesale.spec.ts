/**
 * Wholesale journeys, one entry URL each and then only clicks and typing:
 * a mixed 20-line quick order (round up, break nudge, failed-lines CSV, bulk add, My Orders), and a case-pack
 * product ordered at a break price from its product page. Uses the seed catalog's SKUs and terms.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { clickNav, closePhoneMenu, expectSignedIn, fillSignUp, uniqueEmail } from './support/users';
import { expectAnnounced, expectRefusal, expectSeen, scrollDown } from './support/people';

// Under the Content Security Policy users get: the app's policy names the run's own Auth emulator port.

const STICKS = 'Clear Glue Sticks 11 mm (1 kg)';

/** 20 lines after the header: 6 ready, 1 to round up, 13 with every kind of problem. */
const FILE = [
  'sku,quantity',
  'GS-11-CLR,230', // case of 25: round up to 250 (also its first break)
  'PB-100W,450', // ready; 500 is within 20 %: the nudge
  'MC-20W,200', // also on line 18
  'WP-250W,505', // above its maximum of 500
  'DT-60W,100', // ready
  'PT-40W,99', // below 100: the spec's text
  'CF-18V,12.5', // decimal
  'AB-500,100', // ready
  'ST-10W,-25', // negative
  'NOPE-404,100', // unknown SKU
  'GS-7-MINI,150', // its minimum is 200
  'GS-11-WOOD,500', // ready, at its first break
  'Coloured Glitter Sticks 11 mm (50 pack),100', // ready, by exact name
  'NK-5,abc', // text
  'GS-STAND,100', // ready
  "=cmd|' /C calc'!A0,100", // a formula cell
  'mc-20w,400', // the same product as line 4
  'XX-1,99999999999999', // huge
  'Caf\uFFFD Sticks,100', // not UTF-8
  ',100', // no product
].join('\n');

/** Signs up through the form on /sign-up (the journey's one entry URL). */
async function signUp(page: Page, prefix: string) {
  await page.goto('/sign-up');
  await fillSignUp(page, { name: `Buyer ${prefix}`, email: uniqueEmail(prefix) });
  await expectSignedIn(page);
  await closePhoneMenu(page);
}

const line = (page: Page, n: number) => page.getByRole('listitem', { name: new RegExp(`^Line ${n}: `) });

test('quick order: paste a mixed file, round up, see the nudge, download the lines to fix, add the rest', async ({
  page,
}) => {
  await signUp(page, 'quick');
  // From the foot of the home page: Quick Order opens at its top.
  await scrollDown(page);
  await clickNav(page, 'Quick Order');
  await expectSeen(page.getByRole('heading', { name: 'Quick order', level: 1 }));

  await page.getByLabel('Lines (sku,quantity)').fill(FILE);
  await page.getByRole('button', { name: 'Check lines' }).click();
  const verdict = page.getByText('6 lines ready · 14 lines need attention');
  await expectSeen(verdict);
  await expectAnnounced(verdict);

  await expect(line(page, 2).getByText('Sold in cases of 25: 225 or 250')).toBeVisible();
  await expect(
    line(page, 5).getByText('At most 500 units of WorkshopPro 250W Glue Gun per order'),
  ).toBeVisible();
  await expect(line(page, 7).getByText('please add 100+ itms becouse its wholesale market')).toBeVisible();
  await expect(
    line(page, 11).getByText('No product has the SKU, id, name or your part number "NOPE-404"'),
  ).toBeVisible();
  await expect(
    line(page, 12).getByText('Minimum order for Mini Glue Sticks 7 mm (100 pack) is 200 units'),
  ).toBeVisible();
  await expect(
    line(page, 18).getByText('MiniCraft 20W Glue Gun is also on line 4: put it on one line'),
  ).toBeVisible();
  await expect(line(page, 20).getByText(/not UTF-8 text/)).toBeVisible();
  await expect(line(page, 3).getByText('Add 50 more units for $22.90/unit')).toBeVisible();
  await expect(line(page, 3).getByText('Next break: 500+ at $22.90')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the lines that need attention (CSV)' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('line,sku,quantity,reason');
  expect(csv).toContain("\r\n17,'=cmd|' /C calc'!A0,100,");
  expect(csv).toContain("\r\n10,ST-10W,'-25,Quantity must be a positive whole number");

  await line(page, 2).getByRole('button', { name: 'Round up to 250' }).click();
  await expect(page.getByText('7 lines ready · 13 lines need attention')).toBeVisible();
  await expect(page.getByLabel('Lines (sku,quantity)')).toHaveValue(/\nGS-11-CLR,250\n/);
  await expect(line(page, 2).getByText('Price break: 250+ at $6.20 · Line total: $1,550.00')).toBeVisible();

  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByRole('button', { name: 'Add 7 lines to My Orders' }).click();
  const added = page.getByText('Added 7 lines to My Orders');
  await expectSeen(added.first());
  await expectAnnounced(added);
  await page.getByRole('link', { name: 'Open My Orders' }).click();
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));

  const sticks = page.getByRole('article', { name: STICKS });
  await expect(sticks.getByText('Quantity: 250')).toBeVisible();
  await expect(sticks.getByText('Price per piece: $6.20')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'ProBond 100W Industrial Glue Gun' }).getByText('Quantity: 450'),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(7);
});

test('a case-pack product ordered at a break price from its product page', async ({ page }) => {
  await signUp(page, 'casepack');
  await scrollDown(page);
  await clickNav(page, 'Shop');
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
  // Other journeys add products (newest first), so the sticks may be past the first page: search, as a person would.
  // Enter searches with what was typed and closes the box's suggestions, which would cover the first cards.
  await page.getByRole('combobox').fill('Clear Glue Sticks');
  await page.getByRole('combobox').press('Enter');
  // A person reads the results once they are there: the grid swaps in the search's answer after a pause in typing.
  await expect(page).toHaveURL(/q=Clear/);
  await expect(page.locator('main [aria-busy]')).toHaveAttribute('aria-busy', 'false');
  const card = page.locator('.chakra-card__root').filter({ hasText: STICKS });
  await expect(card.getByText('from $5.50')).toBeVisible();
  await card.getByRole('link', { name: 'Added Orders' }).click();

  await expectSeen(page.getByRole('heading', { name: STICKS, level: 1 }));
  await expect(page.getByText('SKU: GS-11-CLR')).toBeVisible();
  await expect(page.getByText('Sold in cases of 25 · Minimum 100 units')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Volume prices' }).getByRole('row')).toHaveCount(5);

  await page.getByRole('button', { name: 'Added Orders' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Quantity').fill('240');
  await dialog.getByLabel('Phone').fill('+1 555 0100');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expectRefusal(dialog.getByText('Sold in cases of 25: 225 or 250'), dialog.getByLabel('Quantity'));

  await dialog.getByLabel('Quantity').fill('225');
  await expect(dialog.getByText('Add 25 more units for $6.20/unit')).toBeVisible();
  await dialog.getByRole('button', { name: 'Order 250 instead' }).click();
  await expect(dialog.getByText('Unit price: $6.20 (250+ price)')).toBeVisible();
  await expect(dialog.getByText('Line total: $1,550.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  const added = page.getByText('Added product your Order Page');
  await expectSeen(added);
  await expectAnnounced(added);

  await scrollDown(page);
  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  const item = page.getByRole('article', { name: STICKS });
  await expect(item.getByText('Price per piece: $6.20')).toBeVisible();
  await expect(item.getByText('Total: $1,550.00')).toBeVisible();
});

// On a phone (390 x 844), for a person who has just signed up (the "Verify your e-mail" banner above
// the page), the verdict of "Check lines" would be below the fold, under the 20-line box and the buttons: it is
// brought into view. Steps: phone width, sign up, Quick Order, paste the 20 lines, tap Check lines.
test('quick order: the verdict of Check lines comes into view on a phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'in view at desktop width');
  await signUp(page, 'quick-view');
  await clickNav(page, 'Quick Order');
  await page.getByLabel('Lines (sku,quantity)').fill(FILE);
  await page.getByRole('button', { name: 'Check lines' }).click();
  await expectSeen(page.getByText('6 lines ready · 14 lines need attention'));
});
