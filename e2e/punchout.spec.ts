/**
 * PunchOut at both widths, against a small procurement system on loopback (support/procurement.ts): it sends the
 * setup request, the requester follows the start link into the shop (the one entry URL), finds an item by searching,
 * orders it at the company's contract price, and transfers the cart back; on the procurement system's page the
 * requisition shows the contract price, and submitting it sends the cXML OrderRequest. The order waits for the
 * company's approval rule; the company admin approves it in the shop, and it is one purchase order at the contract price.
 * The same round trip by SAP's OCI: the purchasing system's page opens the catalog with its HOOK_URL, the requester
 * adds two items, and Transfer cart posts them back to that URL as NEW_ITEM-* fields, which the system's page shows.
 */
import { expect, test, type Browser } from '@playwright/test';
import { apiAdmin, gql, useSession } from './support/api';
import { axeViolations } from './support/audit';
import { apiMember, companyAdmin, roundPriceProducts } from './support/company';
import { expectAnnounced, expectSeen } from './support/people';
import { startOciProcurement, startProcurement, setupRequest } from './support/procurement';
import { openFromShopSearch, openOrderModal, orderDialog, submitOrder } from './support/shop';
import { clickNav } from './support/users';

test.describe.configure({ timeout: 120_000 });

test('a requester punches out from their purchasing system, transfers the cart at the contract price, and the approved order is placed once', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const run = `${viewport?.width ?? 0}${Date.now() % 1_000_000}`;
  const companyName = `Punch Co ${run}`;
  const productName = `Punch Sticks ${run}`;
  const owner = await companyAdmin(request, companyName, 'po-owner');
  const requester = await apiMember(request, owner, 'REQUESTER', 'po-requester');
  const [productId] = await roundPriceProducts(request, [productName], 1000);
  const admin = await apiAdmin(request);
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
  const list = await gql<{ savePriceList: { id: string } }>(
    request,
    'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
    { i: { name: `Punch contract ${run}`, priority: 1, companyIds: [myCompany.id] } },
    admin,
  );
  await gql(
    request,
    'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }',
    { id: list.savePriceList.id, e: [{ sku: product.sku, unitPriceCents: 850 }] },
    admin,
  );
  const credentials = { network: `AN${run}`, duns: `9${run}`, secret: `a-shared-secret-of-run-${run}` };
  await gql(
    request,
    'mutation($c: ID!, $i: PunchOutIdentityInput!) { savePunchOutIdentity(companyId: $c, input: $i) { id } }',
    {
      c: myCompany.id,
      i: {
        fromDomain: 'NetworkID',
        fromIdentity: credentials.network,
        toDomain: 'DUNS',
        toIdentity: credentials.duns,
        senderDomain: 'NetworkID',
        senderIdentity: credentials.network,
        sharedSecret: credentials.secret,
      },
    },
    admin,
  );

  const procurement = await startProcurement(baseURL!, credentials, `PO-${run}`);
  try {
    // The purchasing system asks for a session and sends the person to the start link it was given.
    const setup = await request.post('/punchout/cxml/setup', {
      headers: { 'content-type': 'text/xml' },
      data: setupRequest(credentials, requester.email, procurement.returnUrl),
    });
    const startUrl = (await setup.text()).match(/<URL>([^<]+)<\/URL>/)?.[1];
    expect(startUrl).toBeTruthy();
    await page.goto(startUrl!);
    await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
    await expect(page.getByText('You are shopping for your purchasing system.')).toBeVisible();

    await openFromShopSearch(page, productName);
    await expectSeen(page.getByText('Your contract price'));
    await openOrderModal(page);
    await submitOrder(page, 200, '+44 113 496 0000');
    await expectSeen(page.getByText('Added product your Order Page'));
    await clickNav(page, 'My Orders');
    const item = page.getByRole('article', { name: productName });
    await expect(item).toContainText('$8.50');
    // Checkout is replaced by Transfer cart: the cart goes back to the purchasing system.
    await expect(page.getByRole('button', { name: /^Check out/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Transfer cart' }).click();
    const received = page.getByRole('table', { name: 'Cart received' });
    await expectSeen(received);
    await expect(received.getByRole('row').filter({ hasText: product.sku })).toContainText('200');
    await expect(received.getByRole('row').filter({ hasText: product.sku })).toContainText('8.50');

    await page.getByRole('button', { name: `Submit purchase order PO-${run}` }).click();
    await expectSeen(
      page.getByRole('status').filter({
        hasText: "The supplier answered 200: Order received: waiting for your company's approval",
      }),
    );
  } finally {
    await procurement.close();
  }

  // The company admin approves it in the shop: one purchase order, at the contract price.
  const adminPage = await (
    await (browser as Browser).newContext({ baseURL, viewport: viewport ?? undefined, isMobile, hasTouch })
  ).newPage();
  await useSession(adminPage, owner.token);
  await adminPage.goto('/');
  await clickNav(adminPage, 'Approvals 1 waiting');
  const waiting = adminPage.getByRole('article', { name: /^Order request / });
  await expect(waiting).toContainText(requester.email);
  await expect(waiting).toContainText('$1,700.00');
  await waiting.getByRole('button', { name: /^Approve / }).click();
  await adminPage
    .getByRole('alertdialog', { name: /^Approve .+\?$/ })
    .getByRole('button', { name: 'Approve and place the order' })
    .click();
  await expectAnnounced(adminPage.getByText(/^AR-\d+ approved/));
  const { myPurchaseOrders } = await gql<{
    myPurchaseOrders: Array<{
      poNumber: string | null;
      subtotalCents: number;
      lines: Array<{ sku: string; quantity: number; unitPriceCents: number }>;
    }>;
  }>(
    request,
    '{ myPurchaseOrders { poNumber subtotalCents lines { sku quantity unitPriceCents } } }',
    {},
    owner.token,
  );
  expect(myPurchaseOrders).toEqual([
    {
      poNumber: `PO-${run}`,
      subtotalCents: 170_000,
      lines: [{ sku: product.sku, quantity: 200, unitPriceCents: 850 }],
    },
  ]);
});

test("an SAP requester opens the catalog by OCI, adds two items, and Transfer cart posts them to the system's HOOK_URL as NEW_ITEM fields", async ({
  page,
  request,
  baseURL,
  viewport,
}) => {
  const run = `${viewport?.width ?? 0}${Date.now() % 1_000_000}`;
  const names = [`OCI Sticks ${run}`, `OCI Nozzle ${run}`];
  const owner = await companyAdmin(request, `OCI Co ${run}`, 'oci-owner');
  const buyer = await apiMember(request, owner, 'BUYER', 'oci-buyer');
  const productIds = await roundPriceProducts(request, names, 1250);
  const admin = await apiAdmin(request);
  const skus = await Promise.all(
    productIds.map(
      async (id) =>
        (
          await gql<{ product: { sku: string } }>(request, 'query($id: ID!) { product(id: $id) { sku } }', {
            id,
          })
        ).product.sku,
    ),
  );
  const { myCompany } = await gql<{ myCompany: { id: string } }>(
    request,
    '{ myCompany { id } }',
    {},
    owner.token,
  );
  const login = { username: `SAP${run}`, password: `an-oci-password-${run}`, email: buyer.email };
  await gql(
    request,
    'mutation($c: ID!, $i: PunchOutIdentityInput!) { savePunchOutIdentity(companyId: $c, input: $i) { id } }',
    {
      c: myCompany.id,
      i: {
        fromDomain: 'NetworkID',
        fromIdentity: `AN${run}`,
        toDomain: 'DUNS',
        toIdentity: `9${run}`,
        senderDomain: 'NetworkID',
        senderIdentity: `AN${run}`,
        sharedSecret: `a-shared-secret-of-run-${run}`,
        ociUsername: login.username,
        ociPassword: login.password,
      },
    },
    admin,
  );

  const sap = await startOciProcurement(baseURL!, login);
  try {
    // The requester's purchasing system opens the shop's catalog with the OCI sign-in and its HOOK_URL.
    await page.goto(sap.url);
    await page.getByRole('button', { name: 'Open the Glue Gun Wholesale catalog' }).click();
    await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
    await expect(
      page.getByRole('status').filter({ hasText: 'You are shopping for your purchasing system.' }),
    ).toBeVisible();

    for (const [name, quantity] of [
      [names[0], 200],
      [names[1], 300],
    ] as const) {
      await openFromShopSearch(page, name);
      await openOrderModal(page);
      await submitOrder(page, quantity, '+49 30 7654321');
      // The second add's toast may sit beside the first one's: the dialog closing says this one went through.
      await expect(orderDialog(page)).toBeHidden();
      await expectSeen(page.getByText('Added product your Order Page').first());
      if (name === names[0]) await clickNav(page, 'Shop');
    }
    await clickNav(page, 'My Orders');
    for (const name of names) await expect(page.getByRole('article', { name })).toContainText('$12.50');
    await expect(page.getByRole('button', { name: /^Check out/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Transfer cart' }).click();

    // The cart arrives on the purchasing system's page, as the fields OCI names, one index per line.
    const cart = page.getByRole('table', { name: 'Cart received' });
    await expectSeen(cart);
    await expect(cart.getByRole('row').filter({ hasText: skus[0] })).toContainText('200 EA');
    await expect(cart.getByRole('row').filter({ hasText: skus[1] })).toContainText('12.50 USD');
    const fields = Object.fromEntries(sap.received());
    const line = (i: number) =>
      Object.fromEntries(
        ['DESCRIPTION', 'QUANTITY', 'UNIT', 'PRICE', 'PRICEUNIT', 'CURRENCY', 'VENDORMAT'].map((f) => [
          f,
          fields[`NEW_ITEM-${f}[${i}]`],
        ]),
      );
    expect([line(1), line(2)]).toEqual([
      {
        DESCRIPTION: names[0],
        QUANTITY: '200',
        UNIT: 'EA',
        PRICE: '12.50',
        PRICEUNIT: '1',
        CURRENCY: 'USD',
        VENDORMAT: skus[0],
      },
      {
        DESCRIPTION: names[1],
        QUANTITY: '300',
        UNIT: 'EA',
        PRICE: '12.50',
        PRICEUNIT: '1',
        CURRENCY: 'USD',
        VENDORMAT: skus[1],
      },
    ]);
    expect(fields['NEW_ITEM-DESCRIPTION[3]']).toBeUndefined();
  } finally {
    await sap.close();
  }
});
