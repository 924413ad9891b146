/**
 * Customer part numbers, at both widths, by clicks and typing after the first page: a company admin opens My company,
 * is refused an unknown SKU under the field, adds a part number for an item by its SKU typed in lower case with
 * spaces, uploads a file with one bad SKU (the line named, Import disabled, the lines to fix offered), fixes the
 * file in the box and imports it; then finds the item in quick order by their own number written with other hyphens,
 * and in the shop's search box, whose card says their number (docs/decisions/131) without moving the page.
 */
import { expect, test } from '@playwright/test';
import { useSession } from './support/api';
import { companyAdmin } from './support/company';
import { clickNav, closePhoneMenu } from './support/users';
import { expectAnnounced, expectRefusal, expectSeen } from './support/people';
import { CLS_LIMIT, axeViolations, layoutShift, settle } from './support/audit';

test('a company admin keeps part numbers one by one and by file, then quick-orders by their own part number', async ({
  page,
  request,
}) => {
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();
  const admin = await companyAdmin(request, `Parts Co ${run}`, 'co-parts');
  await useSession(page, admin.token);
  await page.goto('/');
  await closePhoneMenu(page);
  await clickNav(page, 'My company');
  await expectSeen(page.getByRole('heading', { name: 'My company', level: 1 }));

  const section = page.getByRole('region', { name: 'Part numbers' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('No part numbers yet.')).toBeVisible();

  // An unknown SKU: the server's refusal under the Shop SKU field, which takes focus.
  const add = section.getByRole('form', { name: 'Add a part number' });
  await add.getByLabel('Shop SKU').fill('nope 404');
  await add.getByLabel('Your part number').fill(`HX-60-${run}`);
  await add.getByRole('button', { name: 'Save part number' }).click();
  await expectRefusal(
    add.getByText("No item has this SKU or id: check the shop's part number"),
    add.getByLabel('Shop SKU'),
  );

  // The SKU in lower case with spaces finds DT-60W.
  await add.getByLabel('Shop SKU').fill('dt 60 w');
  await add.getByRole('button', { name: 'Save part number' }).click();
  await expectAnnounced(
    section.getByText(`Part number HX-60-${run} saved for DualTemp 60W Glue Gun (DT-60W)`),
  );
  const list = section.getByRole('list', { name: 'Your part numbers' });
  await expect(list.getByText(`HX-60-${run}`, { exact: true })).toBeVisible();
  await expect(list.getByText('Shop SKU: DT-60W · DualTemp 60W Glue Gun')).toBeVisible();
  await expect(add.getByLabel('Shop SKU')).toHaveValue('');

  // A file with two good lines and one unknown SKU: checked, nothing saved, the bad line named.
  const upload = section.getByRole('form', { name: 'Upload a file' });
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Choose a file' }).click();
  const file = ['sku,part number', `ab-500,AB-${run}`, `gs stand,ST-${run}`, `NOPE-999,NP-${run}`].join('\n');
  await (await chooser).setFiles({ name: 'parts.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expectAnnounced(
    upload.getByText('1 line cannot be imported: fix it and check the file again. Nothing was saved.'),
  );
  const bad = upload.getByRole('listitem', { name: 'Line 4: Cannot be imported' });
  await expect(bad.getByText('No item has the SKU NOPE-999')).toBeVisible();
  await expect(upload.getByRole('listitem', { name: 'Line 2: Will be added' })).toBeVisible();
  await expect(upload.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expect(upload.getByRole('link', { name: 'Download the lines to fix' })).toBeVisible();
  await expect(list.getByText(`AB-${run}`, { exact: true })).toHaveCount(0);

  // Fixed in the box, checked again, imported.
  const box = upload.getByLabel('Lines (sku,part number)');
  await expect(box).toHaveValue(file);
  await box.fill(
    ['sku,part number', `ab-500,AB-${run}`, `gs stand,ST-${run}`, `GS-11-CLR,GS-${run}`].join('\n'),
  );
  await upload.getByRole('button', { name: 'Check the file' }).click();
  await expectAnnounced(upload.getByText('3 lines are ready to import'));
  await upload.getByRole('button', { name: 'Import' }).click();
  await expectAnnounced(section.getByText('Imported: 3 added, 0 changed, 0 unchanged'));
  await expect(list.getByText(`ST-${run}`, { exact: true })).toBeVisible();
  await expect(section.getByText('4 part numbers')).toBeVisible();

  // Quick order by the company's own number, written with other hyphens and case.
  await clickNav(page, 'Quick Order');
  await expectSeen(page.getByRole('heading', { name: 'Quick order', level: 1 }));
  await expect(
    page.getByText(/may also be a product id, its exact name or your own part number/),
  ).toBeVisible();
  await page.getByLabel('Lines (sku,quantity)').fill(`hx60-${run.toLowerCase()},100`);
  await page.getByRole('button', { name: 'Check lines' }).click();
  await expectSeen(page.getByText('1 line ready · 0 lines need attention'));
  await expect(page.getByRole('listitem', { name: 'Line 1: Ready' })).toContainText(
    'Line 1: DualTemp 60W Glue Gun (DT-60W)',
  );

  // The shop's search box finds the item by the company's own number too, and its card says the number. The shop's
  // step is measured on its own: the layout shift of the steps before it is theirs.
  await settle(page);
  const before = await layoutShift(page);
  await clickNav(page, 'Shop');
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
  const search = page.getByRole('combobox', { name: 'Search by name, part number or words' });
  await search.fill(`hx 60 ${run.toLowerCase()}`);
  await search.press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.locator('main [aria-busy]')).toHaveAttribute('aria-busy', 'false');
  const card = page.locator('.chakra-card__root').filter({ hasText: 'DualTemp 60W Glue Gun' });
  await expect(card.getByText(`Your part no. HX-60-${run}`)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await settle(page);
  const shift = (await layoutShift(page)) - before;
  test.info().annotations.push({ type: 'layout shift of the shop step', description: String(shift) });
  expect(shift).toBeLessThan(CLS_LIMIT);
  expect(await axeViolations(page)).toEqual([]);
});
