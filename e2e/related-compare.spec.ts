/**
 * Related items and compare (docs/decisions/078): a buyer opens the ProBond 100 W gun and sees its accessories and
 * spare parts, goes to the discontinued 60 W model through the variant picker and follows its notice back to the
 * replacement, ticks three guns to compare (on the product page and the category page), opens the compare page and
 * reads the wattage row. One entry URL, then only clicks, at both widths; axe on each new page.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCustomer, gql, useSession } from './support/api';
import { closePhoneMenu, uniqueEmail } from './support/users';
import { expectSeen } from './support/people';
import { axeViolations } from './support/audit';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 992;
const tick = (page: Page, name: string) => page.getByRole('checkbox', { name: `Compare ${name}` });
/** Ticks Compare for an item the way a person does: a click on its box and word. */
async function compare(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: tick(page, name) })
    .click();
  await expect(tick(page, name)).toBeChecked();
}

test('a buyer sees accessories, follows a replacement and compares three guns side by side', async ({
  page,
  request,
}) => {
  await useSession(page, await apiCustomer(request, uniqueEmail('compare'), 'Compare Buyer', true));
  // The entry URL is the 100 W gun's page (its id read from the catalog); from there on only clicks.
  const found = await gql<{ products: { items: Array<{ id: string }> } }>(
    request,
    '{ products(search: "PB-100W", pageSize: 1) { items { id } } }',
  );
  await page.goto(`/product/${found.products.items[0].id}`);
  await closePhoneMenu(page);

  await expectSeen(page.getByRole('heading', { name: 'ProBond 100W Industrial Glue Gun', level: 1 }));
  const accessories = page.getByRole('region', { name: 'Accessories' });
  await expect(accessories.getByRole('link', { name: 'Glue Gun Stand & Silicone Mat' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Spare parts' })
      .getByRole('link', { name: 'Nozzle Kit for 60-100W Guns' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The 60 W model is discontinued: its page says so and links to the 100 W gun.
  await page.getByRole('group', { name: 'Wattage' }).getByRole('button', { name: '60 W' }).click();
  await expectSeen(page.getByRole('heading', { name: 'ProBond 60W Glue Gun', level: 1 }));
  await expect(page.getByText('This item is discontinued')).toBeVisible();
  await expect(page.getByText('It is replaced by ProBond 100W Industrial Glue Gun (PB-100W).')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'See the replacement' }).click();
  await expectSeen(page.getByRole('heading', { name: 'ProBond 100W Industrial Glue Gun', level: 1 }));

  // Tick it here, then two more guns on its category's page.
  await compare(page, 'ProBond 100W Industrial Glue Gun');
  await expect(page.getByRole('link', { name: 'Compare 1 item' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Professional guns' })
    .click();
  await expectSeen(page.getByRole('heading', { name: 'Professional guns', level: 1 }));
  await expect(tick(page, 'ProBond 100W Industrial Glue Gun')).toBeChecked();
  await compare(page, 'DualTemp 60W Glue Gun');
  await compare(page, 'CordFree 18V Battery Glue Gun');
  await page.getByRole('link', { name: 'Compare 3 items' }).first().click();

  await expect(page).toHaveURL(/\/compare\?ids=[^,]+,[^,]+,[^,]+$/);
  await expectSeen(page.getByRole('heading', { name: 'Compare items', level: 1 }));
  const table = page.getByRole('table', { name: 'Items side by side' });
  await expect(table.getByRole('columnheader', { name: /ProBond 100W Industrial Glue Gun/ })).toBeVisible();
  const wattage = table.getByRole('row', { name: /^Wattage/ });
  await expect(wattage.getByRole('cell')).toHaveText(['100 W', '60 W', '']);
  await expect(wattage.getByText('Differs')).toBeVisible();
  await expect(table.getByRole('row', { name: /^SKU/ }).getByRole('cell')).toHaveText([
    'PB-100W',
    'DT-60W',
    'CF-18V',
  ]);
  expect(await axeViolations(page)).toEqual([]);

  if (isPhone(page)) {
    // On a phone the table scrolls sideways inside its box; the names column stays in view.
    const box = page.locator('[tabindex="0"]').filter({ has: table });
    await box.focus();
    await page.keyboard.press('End');
    await box.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await expect(wattage.getByRole('rowheader', { name: /Wattage/ })).toBeInViewport();
    await expect(wattage.getByRole('cell').last()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  // Back returns to the category page where the buyer was, with its ticks.
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/professional-glue-guns$/);
  await expect(tick(page, 'CordFree 18V Battery Glue Gun')).toBeChecked();
});
