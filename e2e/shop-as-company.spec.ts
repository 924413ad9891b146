/**
 * "See the shop as company X" on the dashboard (docs/decisions/084): the shop admin opens the dashboard, goes to the
 * page from the menu beside Price lists, finds a company whose list takes 10 % off a product, picks it, types a
 * quantity and reads that company's price and why, labelled read-only, and that a product its list does not offer it
 * (the list limits what the company sees, docs/decisions/129) says so; axe 0 and the layout shift under 0.1, at both
 * widths. Set-up by API: the company's buyer, the product and the list (walked by contract-quote.spec.ts); the list
 * is deleted at the end.
 */
import { expect, test } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { CLS_LIMIT, axeViolations, layoutShift, settle } from './support/audit';
import { expectSeen } from './support/people';
import { uniqueEmail } from './support/users';

test("the shop admin sees the shop as a company: that company's price at a quantity and why, read-only", async ({
  page,
  request,
}) => {
  const admin = await apiAdmin(request);
  // A name of its own: the company is named after its first member, and the other width runs at the same time.
  const buyerName = `Buyer ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const buyer = await apiCustomer(request, uniqueEmail('as-company'), buyerName, true);
  const { myCompany } = await gql<{ myCompany: { id: string; name: string } }>(
    request,
    '{ myCompany { id name } }',
    {},
    buyer,
  );
  const { products } = await gql<{
    products: { items: { sku: string; name: string; priceCents: number }[] };
  }>(request, '{ products(page: 1, pageSize: 2) { items { sku name priceCents } } }');
  const [product, other] = products.items;
  const listName = `As company ${Date.now().toString(36)}`;
  const { savePriceList } = await gql<{ savePriceList: { id: string } }>(
    request,
    'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
    { i: { name: listName, priority: 1, companyIds: [myCompany.id], groupIds: [], limitsProducts: true } },
    admin,
  );
  try {
    await gql(
      request,
      'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { id } }',
      { id: savePriceList.id, e: [{ sku: product.sku, percentOffBp: 1_000 }] },
      admin,
    );
    await useSession(page, admin);
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard menu' })
      .getByRole('link', { name: 'See the shop as a company' })
      .click();
    await expectSeen(page.getByRole('heading', { name: 'See the shop as a company', level: 2 }));
    await page.getByRole('searchbox', { name: 'Find a company' }).fill(myCompany.name);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: myCompany.name });
    await expect(page.getByText(`Prices as ${myCompany.name} sees them: read-only`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the catalog' }).fill(product.name);
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('1000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page
      .getByRole('table', { name: 'See the shop as a company' })
      .getByRole('row')
      .filter({ hasText: product.sku });
    await expect(row).toContainText(`Your contract price: ${listName}, 10 % off`);
    await expect(row).toContainText('1,000');
    // The list names only that product, so the company is not offered the other one, and the page says so.
    await page.getByRole('searchbox', { name: 'Search the catalog' }).fill(other.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page
        .getByRole('table', { name: 'See the shop as a company' })
        .getByRole('row')
        .filter({ hasText: other.sku }),
    ).toContainText('Not offered to this company: its price lists do not name this product');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(CLS_LIMIT);
  } finally {
    await gql(request, 'mutation($id: ID!) { deletePriceList(id: $id) }', { id: savePriceList.id }, admin);
  }
});
