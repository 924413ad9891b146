/**
 * Sales reps at both widths (docs/decisions/084). A shop admin makes a customer a sales rep on All Users and ticks
 * them as a company's rep on Companies; the rep logs in, finds "My companies" in the navbar, acts as the company's
 * buyer (the banner says so), reads the company's contract price on a product, orders it and checks out as the
 * buyer, stops acting and finds the order among the company's latest orders. Each person opens one entry URL.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { acceptInvitation, companyAdmin, roundPriceProducts } from './support/company';
import { expectAnnounced, expectSeen } from './support/people';
import { openFromShopSearch, openOrderModal, submitOrder } from './support/shop';
import { clickNav, fillLogIn, nav, navLink, uniqueEmail } from './support/users';

test.describe.configure({ timeout: 150_000 });

type Options = {
  baseURL?: string;
  viewport: { width: number; height: number } | null;
  isMobile: boolean;
  hasTouch: boolean;
};

/** A page of its own for another person, signed in with `token` (sessions not walked through, e2e/README.md). */
async function personPage(browser: Browser, options: Options, token?: string): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  if (token) await useSession(page, token);
  return page;
}

/** The shop admin: All Users -> Make sales rep, then Companies -> Sales reps of the company -> tick the rep. */
async function makeRep(admin: Page, rep: { email: string; name: string }, companyName: string) {
  await admin.goto('/dashboard/all-users');
  await expectSeen(admin.getByRole('heading', { name: 'All Users' }));
  await admin
    .getByRole('search', { name: 'Find a person (e-mail or name)' })
    .getByRole('searchbox')
    .fill(rep.email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin
    .getByRole('button', { name: `Make sales rep: ${rep.email}` })
    .locator('visible=true')
    .click();
  await expectAnnounced(
    admin.getByText(`${rep.email} is a sales rep: assign them companies under Companies > Sales reps.`),
  );
  await expect(
    admin.getByRole('button', { name: `Stop sales rep: ${rep.email}` }).locator('visible=true'),
  ).toBeVisible();

  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await expectSeen(admin.getByRole('heading', { name: 'Companies', level: 2 }));
  await admin.getByRole('searchbox', { name: 'Search by name or member e-mail' }).fill(companyName);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expectAnnounced(admin.getByText('1 company', { exact: true }));
  await admin
    .getByRole('button', { name: `Sales reps of ${companyName}` })
    .locator('visible=true')
    .click();
  const dialog = admin.getByRole('dialog', { name: `Sales reps of ${companyName}` });
  await dialog.getByRole('checkbox', { name: `${rep.name} (${rep.email})` }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expectAnnounced(admin.getByText('Sales reps saved'));
}

/** On a laptop the rep's row, one link longer than a customer's, stays one line at 1280, 1366 and 1440 px. */
async function expectOneLineRow(page: Page) {
  const size = page.viewportSize()!;
  for (const width of [1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: size.height });
    await expect(nav(page).getByRole('link', { name: 'My companies' })).toBeVisible();
    const row = await nav(page).evaluate((el) => ({
      navHeight: el.getBoundingClientRect().height,
      pageWidth: document.documentElement.scrollWidth,
      entries: Array.from(el.querySelectorAll('a, button'))
        .filter((e) => e.getBoundingClientRect().width > 0)
        .map((e) => {
          const r = e.getBoundingClientRect();
          return {
            name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim(),
            top: Math.round(r.top),
            height: Math.round(r.height),
            right: Math.round(r.right),
          };
        }),
    }));
    for (const entry of row.entries.slice(1)) {
      expect(entry.height, `${entry.name} at ${width} px`).toBeLessThanOrEqual(40);
      expect(Math.abs(entry.top - row.entries[1].top), `${entry.name} at ${width} px`).toBeLessThanOrEqual(2);
      expect(entry.right, `${entry.name} at ${width} px`).toBeLessThanOrEqual(width);
    }
    expect(row.navHeight).toBe(64);
    expect(row.pageWidth, `nothing wider than ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize(size);
}

test("a shop admin makes a sales rep who acts for their company: contract price, an order on the company's books, then stops", async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const run = `${viewport?.width ?? 0}-${Date.now() % 1_000_000}`;
  const companyName = `Rep Client ${run}`;
  const listName = `Rep Client list ${run}`;
  const productName = `Rep Sticks ${run}`;
  const rep = { email: uniqueEmail('sr-rep'), name: 'Rex Rep' };
  const buyerEmail = uniqueEmail('sr-buyer');
  const [adminToken, owner] = await Promise.all([
    apiAdmin(request),
    companyAdmin(request, companyName, 'sr-owner'),
    apiCustomer(request, rep.email, rep.name, true),
  ]);
  await gql(
    request,
    'mutation($e: String!) { inviteToCompany(email: $e, role: BUYER) { id } }',
    { e: buyerEmail },
    owner.token,
  );
  await acceptInvitation(request, buyerEmail, 'Bea Buyer');
  // The company's contract: 10 % off the product's $10.00 list price.
  const [productId] = await roundPriceProducts(request, [productName], 1000);
  const { product } = await gql<{ product: { sku: string } }>(
    request,
    'query($id: ID!) { product(id: $id) { sku } }',
    { id: productId },
  );
  const { myCompany } = await gql<{ myCompany: { id: string } }>(
    request,
    '{ myCompany { id } }',
    {},
    owner.token,
  );
  const { savePriceList } = await gql<{ savePriceList: { id: string } }>(
    request,
    'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
    { i: { name: listName, priority: 1, companyIds: [myCompany.id] } },
    adminToken,
  );
  await gql(
    request,
    'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { id } }',
    { id: savePriceList.id, e: [{ sku: product.sku, percentOffBp: 1000 }] },
    adminToken,
  );

  const options = { baseURL, viewport, isMobile, hasTouch };
  const admin = await personPage(browser, options, adminToken);
  await makeRep(admin, rep, companyName);
  await admin.context().close();

  // The rep logs in and finds My companies in the navbar (in the menu on a phone).
  await page.goto('/log-in');
  await fillLogIn(page, rep.email);
  const myCompanies = await navLink(page, 'My companies');
  await expect(myCompanies).toHaveAttribute('href', '/my-companies');
  if (!isMobile) await expectOneLineRow(page);
  await myCompanies.click();
  await expectSeen(page.getByRole('heading', { name: 'My companies', level: 1 }));
  const section = page.getByRole('region', { name: companyName });
  await expect(section.getByText('Bea Buyer', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: `Act as Bea Buyer of ${companyName}` }).click();

  // Acting: the shop as the buyer sees it, under the banner.
  const banner = page.getByRole('status').filter({ hasText: 'Acting as a buyer' });
  await expect(banner).toContainText(`You are acting as Bea Buyer of ${companyName}`);
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
  await openFromShopSearch(page, productName);
  await expectSeen(page.getByText(`Your contract price: ${listName}, 10 % off`));
  await expect(page.getByText('Price per piece: $9.00')).toBeVisible();
  await openOrderModal(page);
  await submitOrder(page, '150');
  await expectAnnounced(page.getByText('Added product your Order Page'));

  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  await expect(
    page.getByRole('article', { name: productName }).getByText('Price per piece: $9.00'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await page.getByLabel(/^Company name/).fill(companyName);
  await page.getByLabel(/^Address line 1/).fill('3 Rep Row');
  await page.getByLabel(/^City/).fill('Leeds');
  await page.getByLabel(/^Postal code/).fill('LS1 4AP');
  await page.getByLabel(/^Contact phone/).fill('+44 113 496 0000');
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();
  const placed = page.getByRole('status', { name: /^Order SO-\d{6} placed$/ });
  await expectSeen(placed);
  const invoiceNumber = (await placed.getByText(/^Invoice INV-\d{6}$/).textContent())!.replace(
    'Invoice ',
    '',
  );

  // Stop: back to the rep's own My companies, where the order is among the company's latest.
  await banner.getByRole('button', { name: 'Stop' }).click();
  await expectSeen(page.getByRole('heading', { name: 'My companies', level: 1 }));
  await expect(page.getByText(/You are acting as/)).toHaveCount(0);
  await section.getByRole('button', { name: 'Orders and quotes' }).click();
  await expect(section.getByText(new RegExp(`^${invoiceNumber} · Bea Buyer · `))).toBeVisible();
});

test("a shop admin limits a company's rep to one ship-to location: the rep acts only for that location's buyers", async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const run = `${viewport?.width ?? 0}-${Date.now() % 1_000_000}`;
  const companyName = `Rep Sites ${run}`;
  const rep = { email: uniqueEmail('rl-rep'), name: 'Rita Rep' };
  const [adminToken, owner, repToken] = await Promise.all([
    apiAdmin(request),
    companyAdmin(request, companyName, 'rl-owner'),
    apiCustomer(request, rep.email, rep.name, true),
  ]);
  // Two ship-to locations, a buyer at each; the rep serves the company (set up through the API).
  const place = async (label: string, city: string) =>
    (
      await gql<{ addCompanyLocation: { id: string } }>(
        request,
        'mutation($i: CompanyLocationInput!) { addCompanyLocation(input: $i) { id } }',
        { i: { label, addressLine1: `1 ${city} Road`, city, postalCode: 'LS1 1AA', country: 'GB' } },
        owner.token,
      )
    ).addCompanyLocation.id;
  const leeds = await place(`Leeds dock ${run}`, 'Leeds');
  const york = await place(`York store ${run}`, 'York');
  for (const [prefix, name, locationId] of [
    ['rl-bea', 'Bea Leeds', leeds],
    ['rl-bob', 'Bob York', york],
  ]) {
    const email = uniqueEmail(prefix);
    await gql(
      request,
      'mutation($e: String!) { inviteToCompany(email: $e, role: BUYER) { id } }',
      { e: email },
      owner.token,
    );
    const buyer = await acceptInvitation(request, email, name);
    await gql(
      request,
      'mutation($id: ID) { chooseShipToLocation(locationId: $id) { __typename } }',
      { id: locationId },
      buyer.token,
    );
  }
  const { me } = await gql<{ me: { id: string } }>(request, '{ me { id } }', {}, repToken);
  const { myCompany } = await gql<{ myCompany: { id: string } }>(
    request,
    '{ myCompany { id } }',
    {},
    owner.token,
  );
  await gql(
    request,
    'mutation($u: ID!) { setSalesRep(userId: $u, salesRep: true) }',
    { u: me.id },
    adminToken,
  );
  await gql(
    request,
    'mutation($c: ID!, $r: [ID!]!) { setCompanyReps(companyId: $c, repIds: $r) { id } }',
    { c: myCompany.id, r: [me.id] },
    adminToken,
  );

  // The shop admin ticks the one location the rep serves in the company's Sales reps dialog.
  const admin = await personPage(browser, { baseURL, viewport, isMobile, hasTouch }, adminToken);
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await expectSeen(admin.getByRole('heading', { name: 'Companies', level: 2 }));
  await admin.getByRole('searchbox', { name: 'Search by name or member e-mail' }).fill(companyName);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expectAnnounced(admin.getByText('1 company', { exact: true }));
  await admin
    .getByRole('button', { name: `Sales reps of ${companyName}` })
    .locator('visible=true')
    .click();
  const dialog = admin.getByRole('dialog', { name: `Sales reps of ${companyName}` });
  await expect(dialog.getByRole('checkbox', { name: `${rep.name} (${rep.email})` })).toBeChecked();
  const serves = dialog.getByRole('group', { name: `Locations ${rep.name} serves` });
  await serves.getByRole('checkbox', { name: `Leeds dock ${run}` }).check();
  await expect(serves.getByRole('checkbox', { name: `York store ${run}` })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expectAnnounced(admin.getByText('Sales reps saved'));
  await admin.context().close();

  // The rep logs in: Leeds's buyer is theirs to act as; York's buyer and the company admin are not listed.
  await page.goto('/log-in');
  await fillLogIn(page, rep.email);
  await (await navLink(page, 'My companies')).click();
  await expectSeen(page.getByRole('heading', { name: 'My companies', level: 1 }));
  const section = page.getByRole('region', { name: companyName });
  await expect(section.getByRole('button', { name: /^Act as / })).toHaveCount(1);
  await expect(section.getByText('Bob York')).toHaveCount(0);
  await section.getByRole('button', { name: `Act as Bea Leeds of ${companyName}` }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Acting as a buyer' });
  await expect(banner).toContainText(`You are acting as Bea Leeds of ${companyName}`);
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
});
