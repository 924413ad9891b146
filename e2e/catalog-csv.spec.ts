/**
 * The catalog file, at desktop and phone width: a shop admin opens Manage Products, downloads the catalog as CSV,
 * imports a changed file with one bad row (nothing changes; the row, its column and the reason are on screen), fixes
 * it and applies it; the created product is then listed. One entry URL, then clicks and reading; each width edits
 * rows of its own SKUs only, as both run side by side on one database.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, gql, useSession } from './support/api';
import { clickNav } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

/** Picks a file through the button's file chooser, as a person does. */
async function upload(page: Page, button: ReturnType<Page['getByRole']>, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('catalog file: download, import a file with a bad row, read why, fix it and apply', async ({
  page,
  request,
}, info) => {
  const run = `${info.project.name === 'phone' ? 'P' : 'D'}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const sku = `CSV-${run}`;
  const admin = await apiAdmin(request);
  await gql(
    request,
    'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
    {
      i: {
        sku,
        name: `Stick box ${run}`,
        description: 'Clear sticks of 11 mm.',
        imageUrl: '/images/glue-gun-03.svg',
        priceCents: 900,
        quantity: 4000,
      },
    },
    admin,
  );
  await useSession(page, admin);
  await page.goto('/');

  await clickNav(page, 'Dashboard');
  await dashboardMenu(page).getByRole('link', { name: 'Manage Products' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Manage Products', level: 2 }));
  const section = page.getByRole('region', { name: 'Catalog file (CSV)' });
  await section.scrollIntoViewIfNeeded();

  // The download holds the product's row under the header.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download catalog (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('catalog.csv');
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  const header = lines[0];
  expect(header).toBe(
    'sku,name,description,image_url,price_cents,stock,min_order,order_increment,max_order,price_breaks,family,option_values,pack_sizes,weight_grams,length_mm,width_mm,height_mm,categories,specifications,related,backorders_allowed,restock_on,stock_MAIN,stock_NORTH',
  );
  const row = lines.find((l) => l.startsWith(`${sku},`));
  expect(row).toBeDefined();
  const cells = (row as string).split(',');
  expect(cells.slice(0, 6)).toEqual([
    sku,
    `Stick box ${run}`,
    'Clear sticks of 11 mm.',
    '/images/glue-gun-03.svg',
    '900',
    '4000',
  ]);
  const changed = cells.map((c, i) => (i === 4 ? '850' : c)).join(',');
  const added = (price: string) =>
    cells
      .map((c, i) => (i === 0 ? `${sku}-NEW` : i === 1 ? `Stick case ${run}` : i === 4 ? price : c))
      .join(',');

  // A file with one bad row: checked, nothing changes, the row named with its column and reason.
  const importButton = section.getByRole('button', { name: 'Import catalog (CSV)' });
  await upload(page, importButton, 'catalog-bad.csv', [header, changed, added('twelve'), ''].join('\r\n'));
  await expectAnnounced(
    section.getByText('catalog-bad.csv: 2 rows: 0 to create, 1 to update, 0 unchanged, 1 refused.'),
  );
  const refused = section.getByRole('list', { name: 'Refused rows' }).getByRole('listitem');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(`Row 3 (${sku}-NEW), column price_cents: Price must be a number`);
  await refused.scrollIntoViewIfNeeded();
  await expectSeen(refused);
  await expect(section.getByRole('button', { name: 'Apply import' })).toHaveCount(0);

  // Fixed, checked again, applied whole.
  await importButton.scrollIntoViewIfNeeded();
  await upload(page, importButton, 'catalog-fixed.csv', [header, changed, added('800'), ''].join('\r\n'));
  await expectAnnounced(
    section.getByText('catalog-fixed.csv: 2 rows: 1 to create, 1 to update, 0 unchanged, 0 refused.'),
  );
  await expect(section.getByRole('list', { name: 'Refused rows' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Apply import' }).click();
  const done = section.getByText('Catalog imported: 1 created, 1 updated.');
  await expectAnnounced(done);
  await expectSeen(done);
  await expect(page.getByRole('heading', { name: `Stick case ${run}`, level: 3 })).toBeVisible();
});
