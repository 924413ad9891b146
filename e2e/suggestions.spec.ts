/**
 * Search suggestions (docs/decisions/116), at both widths: a buyer types part of their company's own part number for
 * the white glue sticks with other hyphens and spaces into the shop's search box, sees the variant suggested by its
 * family and options with both numbers, chooses it with the keyboard on a laptop and by a tap on a phone, and lands on
 * its page.
 */
import { expect, test } from '@playwright/test';
import { gql, useSession } from './support/api';
import { companyAdmin } from './support/company';
import { clickNav, closePhoneMenu } from './support/users';
import { expectSeen } from './support/people';
import { CLS_LIMIT, axeViolations, layoutShift } from './support/audit';

test("a buyer finds an item by part of their own part number in the search box's suggestions", async ({
  page,
  request,
  isMobile,
}) => {
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();
  const buyer = await companyAdmin(request, `Suggest Co ${run}`, 'co-suggest');
  await gql(
    request,
    'mutation($i: PartNumberInput!) { setMyPartNumber(input: $i) { id } }',
    { i: { product: 'GS-11-WHT', partNumber: `WS-${run}-11.WHT` } },
    buyer.token,
  );
  await useSession(page, buyer.token);
  await page.goto('/');
  await closePhoneMenu(page);
  await clickNav(page, 'Shop');
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));

  const box = page.getByRole('combobox', { name: 'Search by name, part number or words' });
  // Part of the number, in lower case, the hyphen a space and the dot a hyphen.
  await box.fill(`ws ${run.toLowerCase()} 11-w`);
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const option = suggestions.getByRole('option', { name: /Hot melt glue sticks 11 mm, White/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText(`GS-11-WHT · Your part number WS-${run}-11.WHT`);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page)).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(CLS_LIMIT);

  if (isMobile) {
    await option.tap();
  } else {
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
  }
  await expectSeen(page.getByRole('heading', { name: 'White Glue Sticks 11 mm (1 kg)', level: 1 }));
  await expect(page.getByText('SKU: GS-11-WHT')).toBeVisible();
});
