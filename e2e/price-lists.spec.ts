/**
 * Contract price lists at both widths: an admin gives a company a price list on Dashboard -> Price lists (10 % off one
 * product, a fixed price for another, pasted as lines); the company's buyer reads the contract price and where it
 * comes from on the product page and pays it on the open item; another customer sees the list price and no contract.
 * The list's name is this run's own (names are unique across the shop), and the admin deletes it at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { apiMember, companyAdmin, roundPriceProducts } from './support/company';
import { expectAnnounced, expectSeen } from './support/people';
import { openFromShopSearch, openOrderModal, submitOrder } from './support/shop';
import { clickNav, uniqueEmail } from './support/users';

test.describe.configure({ timeout: 90_000 });

/** From the shop, as a person: search the product's name and open its card. */
async function openProduct(page: Page, name: string) {
  await page.goto('/shop');
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
  await openFromShopSearch(page, name);
  await expectSeen(page.getByRole('heading', { name, level: 1 }));
}

test('a price list for a company: its buyer pays the contract price, another customer the list price', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const run = `${viewport?.width ?? 0}-${Date.now() % 1_000_000}`;
  const listName = `Acme 2027 ${run}`;
  const companyName = `Acme Contract ${run}`;
  const [adminToken, owner, other] = await Promise.all([
    apiAdmin(request),
    companyAdmin(request, companyName, 'pl-owner'),
    apiCustomer(request, uniqueEmail('pl-other'), 'Olga Other', true),
  ]);
  const buyer = await apiMember(request, owner, 'BUYER', 'pl-buyer');
  const names = [`Contract Sticks ${run}`, `Contract Gun ${run}`];
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

  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, adminToken);
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Price lists' })
    .click();
  await expectSeen(admin.getByRole('heading', { name: 'Price lists', level: 2 }));
  const form = admin.getByRole('form', { name: 'Add a price list' });
  await form.getByLabel(/^Name/).fill(listName);
  await form.getByLabel(/^Priority/).fill('1');
  await form.getByLabel('Find companies').fill(companyName);
  await form.getByRole('button', { name: 'Find', exact: true }).click();
  await form.getByRole('checkbox', { name: companyName }).check();
  await form.getByRole('button', { name: 'Add price list' }).click();
  const added = admin.getByText(`Price list ${listName} added`);
  await expectSeen(added);
  await expectAnnounced(added);

  const entries = admin.getByRole('region', { name: `Entries of ${listName}` });
  await entries.getByLabel(/^Entries to set/).fill(`${skus[0]},10%\n${skus[1]},8.80`);
  await entries.getByRole('button', { name: 'Save entries' }).click();
  const saved = entries.getByText(`2 entries of ${listName} saved`);
  await expectSeen(saved);
  await expectAnnounced(saved);
  const table = entries.getByRole('table', { name: `Entries of ${listName}` });
  await expect(table.getByRole('row').filter({ hasText: skus[0] })).toContainText('10 % off');
  await expect(table.getByRole('row').filter({ hasText: skus[1] })).toContainText('$8.80 a unit');
  await expect(
    admin.getByRole('list', { name: 'Price lists' }).getByRole('listitem').filter({ hasText: listName }),
  ).toContainText('2 entries');

  // The buyer: the contract price, where it comes from, and the same price on the open item.
  await useSession(page, buyer.token);
  await openProduct(page, names[0]);
  await expectSeen(page.getByText(`Your contract price: ${listName}, 10 % off`));
  await expect(page.getByText('Price per piece: $9.00')).toBeVisible();
  await expect(page.getByText(/List price.*\$10\.00/)).toBeVisible();
  await openOrderModal(page);
  await submitOrder(page, '150');
  const ordered = page.getByText('Added product your Order Page');
  await expectSeen(ordered);
  await expectAnnounced(ordered);
  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  await expect(
    page.getByRole('article', { name: names[0] }).getByText('Price per piece: $9.00'),
  ).toBeVisible();

  // Another customer: the list price, and no contract line.
  const otherContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const otherPage = await otherContext.newPage();
  await useSession(otherPage, other);
  await openProduct(otherPage, names[0]);
  await expect(otherPage.getByText('Price per piece: $10.00')).toBeVisible();
  await expect(otherPage.getByText(/^Your contract price/)).toHaveCount(0);
  await otherContext.close();

  // The admin deletes the list after a confirm.
  await admin.getByRole('button', { name: `Delete ${listName}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Delete ${listName}?` })
    .getByRole('button', { name: 'Delete price list' })
    .click();
  await expectAnnounced(admin.getByText(`Price list ${listName} deleted`));
  await expect(admin.getByRole('button', { name: `Delete ${listName}` })).toHaveCount(0);
  await adminContext.close();
});

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

  await gql(
    request,
    'mutation($id: ID!) { deletePriceList(id: $id) }',
    { id: saved.savePriceList.id },
    adminToken,
  );
});
