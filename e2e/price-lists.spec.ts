/**
 * A price list's entries as a file at both widths: wrong rows are named with their column and reason and change
 * nothing, the wrong rows download as a CSV, and the fixed file becomes the list's entries; a pasted percentage with
 * a break of its own reads as both its steps. A list that limits products, ticked by the admin, leaves its company's
 * buyer finding only the products it names (docs/decisions/129), with axe 0 and the layout shift under 0.1. Giving a company a list
 * by clicks, its buyer's contract prices and other people's list prices are walked by contract-quote.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, gql, useSession } from './support/api';
import { companyAdmin, roundPriceProducts } from './support/company';
import { CLS_LIMIT, axeViolations, layoutShift } from './support/audit';
import { expectAnnounced, expectSeen } from './support/people';

test.describe.configure({ timeout: 90_000 });

test("a price list's file: wrong rows are named and change nothing, the fixed file becomes its entries", async ({
  page,
  request,
  viewport,
}) => {
  const run = `${viewport?.width ?? 0}-${Date.now() % 1_000_000}`;
  const listName = `File list ${run}`;
  const adminToken = await apiAdmin(request);
  const names = [`File Sticks ${run}`, `File Gun ${run}`];
  const ids = await roundPriceProducts(request, names, 1000);
  const skus = await Promise.all(
    ids.map(
      async (id) =>
        (
          await gql<{ product: { sku: string } }>(request, 'query($id: ID!) { product(id: $id) { sku } }', {
            id,
          })
        ).product.sku,
    ),
  );
  const saved = await gql<{ savePriceList: { id: string } }>(
    request,
    'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
    { i: { name: listName, companyIds: [] } },
    adminToken,
  );

  await useSession(page, adminToken);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Price lists' })
    .click();
  await expectSeen(page.getByRole('heading', { name: 'Price lists', level: 2 }));
  const item = page
    .getByRole('list', { name: 'Price lists' })
    .getByRole('listitem')
    .filter({ hasText: listName });
  await item.getByRole('button', { name: `Entries of ${listName}` }).click();
  const entries = page.getByRole('region', { name: `Entries of ${listName}` });
  // The file's part is under the entries: the clicks below scroll to it, as a person does.
  await expect(entries.getByRole('heading', { name: 'Entries as a file' })).toBeVisible();

  /** Clicks Import and picks a file, as a person does in the file dialog. */
  const importFile = async (name: string, lines: string[]) => {
    const chooser = page.waitForEvent('filechooser');
    await entries.getByRole('button', { name: 'Import entries (CSV)' }).click();
    await (
      await chooser
    ).setFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(['sku,name,unit_price_cents,percent_off_bp,price_breaks', ...lines].join('\n')),
    });
  };

  // Two of three rows wrong: both named, with the column and the reason; nothing is written.
  await importFile('contract.csv', [`${skus[0]},,,1000,`, `NOPE-${run},,900,,`, `${skus[1]},,12.50,,`]);
  const refused = entries.getByText(
    'contract.csv: 2 rows of 3 are wrong, so nothing was changed. Download the wrong rows, fix them and import the file again.',
  );
  await expectSeen(refused);
  await expectAnnounced(refused);
  const wrong = entries.getByRole('list', { name: 'Wrong rows' }).getByRole('listitem');
  await expect(wrong).toHaveCount(2);
  await expect(wrong.nth(0)).toHaveText(
    `Row 3 (NOPE-${run}), column sku: No product has the SKU "NOPE-${run}"`,
  );
  await expect(wrong.nth(1)).toHaveText(
    `Row 4 (${skus[1]}), column unit_price_cents: The fixed price (in cents) must be a whole number, like 880`,
  );
  const download = page.waitForEvent('download');
  await entries.getByRole('button', { name: 'Download the wrong rows (CSV)' }).click();
  const errorFile = await (await download).createReadStream();
  let text = '';
  for await (const chunk of errorFile) text += chunk;
  expect(text).toContain(`Row 3, column sku: No product has the SKU`);
  expect(text).toContain(`${skus[1]},,12.50,,`);
  await expect(item).toContainText('0 entries');

  // The rows fixed: the file becomes the list's entries, said and shown in the table.
  await importFile('contract-fixed.csv', [`${skus[0]},,,1000,`, `${skus[1]},,880,,`]);
  const applied = entries.getByText(
    'contract-fixed.csv imported: 2 rows; 2 added, 0 changed, 0 removed, 0 unchanged.',
  );
  await expectSeen(applied);
  await expectAnnounced(applied);
  const table = entries.getByRole('table', { name: `Entries of ${listName}` });
  await expect(table.getByRole('row').filter({ hasText: skus[0] })).toContainText('10 % off');
  await expect(table.getByRole('row').filter({ hasText: skus[1] })).toContainText('$8.80 a unit');
  await expect(item).toContainText('2 entries');

  // A percentage with a break of its own, pasted as a line: the table reads both steps.
  await entries.getByLabel(/^Entries to set/).fill(`${skus[0]},10%,1000=15%`);
  await entries.getByRole('button', { name: 'Save entries' }).click();
  await expectSeen(entries.getByText(`1 entry of ${listName} saved`));
  await expect(table.getByRole('row').filter({ hasText: skus[0] })).toContainText(
    '10 % off; 15 % off from 1,000',
  );

  await gql(
    request,
    'mutation($id: ID!) { deletePriceList(id: $id) }',
    { id: saved.savePriceList.id },
    adminToken,
  );
});

/** On the Shop page, types a text in the search box and waits for the grid's answer. */
async function searchShop(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search by name, part number or words' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.locator('main [aria-busy]')).toHaveAttribute('aria-busy', 'false');
  return page.locator('.chakra-card__root').filter({ hasText: text });
}

test("a list that limits products: once the admin ticks it, the company's buyer finds only the products it names", async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const run = `${viewport?.width ?? 0}-${Date.now() % 1_000_000}`;
  const companyName = `Limited Works ${run}`;
  const listName = `Limited catalog ${run}`;
  const names = [`Limited Sticks ${run}`, `Limited Gun ${run}`];
  const [adminToken, owner, ids] = await Promise.all([
    apiAdmin(request),
    companyAdmin(request, companyName, 'pl-limit'),
    roundPriceProducts(request, names, 1000),
  ]);
  const { product } = await gql<{ product: { sku: string } }>(
    request,
    'query($id: ID!) { product(id: $id) { sku } }',
    { id: ids[0] },
  );

  // The shop admin makes the list for the company, ticks the setting and names one product, by clicks.
  await useSession(page, adminToken);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Price lists' })
    .click();
  await expectSeen(page.getByRole('heading', { name: 'Price lists', level: 2 }));
  const form = page.getByRole('form', { name: 'Add a price list' });
  await form.getByLabel(/^Name/).fill(listName);
  await form.getByLabel('Find companies').fill(companyName);
  await form.getByRole('button', { name: 'Find', exact: true }).click();
  await form.getByRole('checkbox', { name: companyName }).check();
  const limits = form.getByRole('checkbox', { name: 'Limit the products its companies see' });
  await expect(limits).toHaveAccessibleDescription(/companies see and order only the products it names/);
  await limits.check();
  await form.getByRole('button', { name: 'Add price list' }).click();
  await expectAnnounced(page.getByText(`Price list ${listName} added`));
  const entries = page.getByRole('region', { name: `Entries of ${listName}` });
  await entries.getByLabel(/^Entries to set/).fill(`${product.sku},10%`);
  await entries.getByRole('button', { name: 'Save entries' }).click();
  await expectAnnounced(entries.getByText(`1 entry of ${listName} saved`));
  await expect(
    page.getByRole('list', { name: 'Price lists' }).getByRole('listitem').filter({ hasText: listName }),
  ).toContainText('Limits products');
  expect(await axeViolations(page)).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(CLS_LIMIT);

  // The company's buyer, in a browser of their own: the named product is there, the other is not found.
  const buyer = await (await browser.newContext({ baseURL, viewport, isMobile, hasTouch })).newPage();
  await useSession(buyer, owner.token);
  await buyer.goto('/shop');
  await expectSeen(buyer.getByRole('heading', { name: 'Shop', level: 1 }));
  await expect(await searchShop(buyer, names[0])).toHaveCount(1);
  await expect(await searchShop(buyer, names[1])).toHaveCount(0);
  expect(await axeViolations(buyer)).toEqual([]);
  expect(await layoutShift(buyer)).toBeLessThan(CLS_LIMIT);
  await buyer.context().close();

  const { priceLists } = await gql<{ priceLists: Array<{ id: string; name: string }> }>(
    request,
    '{ priceLists { id name } }',
    {},
    adminToken,
  );
  const made = priceLists.find((l) => l.name === listName);
  if (made)
    await gql(request, 'mutation($id: ID!) { deletePriceList(id: $id) }', { id: made.id }, adminToken);
});
