/**
 * Variants and packs (docs/decisions/066): a buyer opens the clear 11 mm glue sticks, picks the white ones in the
 * variant picker (12 mm white is shown as not made), orders 4 cases of 25 and reads the units counted in My Orders.
 * One entry URL, then only clicks and typing, at both widths; axe and layout shift on the product page.
 */
import { expect, test } from '@playwright/test';
import { apiCustomer, gql, useSession } from './support/api';
import { clickNav, closePhoneMenu, uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen, scrollDown } from './support/people';
import { CLS_LIMIT, axeViolations, layoutShift } from './support/audit';

test('a buyer picks a variant, orders cases and sees the units counted in My Orders', async ({
  page,
  request,
}) => {
  await useSession(page, await apiCustomer(request, uniqueEmail('variants'), 'Variant Buyer', true));
  // The entry URL is the clear sticks' page (its id read from the catalog); from there on only clicks and typing.
  const found = await gql<{ products: { items: Array<{ id: string }> } }>(
    request,
    '{ products(search: "GS-11-CLR", pageSize: 1) { items { id } } }',
  );
  await page.goto(`/product/${found.products.items[0].id}`);
  await closePhoneMenu(page);

  await expectSeen(page.getByRole('heading', { name: 'Clear Glue Sticks 11 mm (1 kg)', level: 1 }));
  const colour = page.getByRole('group', { name: 'Colour' });
  await expect(colour.getByRole('button', { name: 'Clear' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('group', { name: 'Diameter' }).getByRole('button', { name: '12 mm' }),
  ).toBeVisible();
  await colour.getByRole('button', { name: 'White' }).click();

  await expectSeen(page.getByRole('heading', { name: 'White Glue Sticks 11 mm (1 kg)', level: 1 }));
  await expect(page.getByText('SKU: GS-11-WHT')).toBeVisible();
  // The variant sits in its family's category with its family's specifications, its own colour among them.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Glue sticks',
  ]);
  await expect(
    page.getByRole('table', { name: 'Specifications' }).getByRole('row', { name: /Colour\s*White/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Diameter' }).getByRole('button', { name: '12 mm (not made)' }),
  ).toBeVisible();
  await expect(page.getByText('1,000 g per unit')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(CLS_LIMIT);

  await page.getByRole('button', { name: 'Added Orders' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Order in').selectOption('Case of 25');
  await dialog.getByLabel('Quantity').fill('4');
  await expect(dialog.getByText('4 × Case of 25 = 100 units')).toBeVisible();
  await dialog.getByLabel('Phone').fill('+1 555 0100');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  const added = page.getByText('Added product your Order Page');
  await expectSeen(added);
  await expectAnnounced(added);

  await scrollDown(page);
  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  const item = page.getByRole('article', { name: 'White Glue Sticks 11 mm (1 kg)' });
  await expect(item.getByText('Quantity: 100')).toBeVisible();
  await expect(item.getByText('4 × Case of 25 = 100 units')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
