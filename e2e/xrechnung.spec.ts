/**
 * XRechnung at both widths: a German authority's purchasing office (billed in Germany, its Leitweg-ID saved as the
 * company's buyer reference) opens My Orders, reads the reference on its order and its invoice, downloads the
 * invoice's XRechnung (UBL) from the invoice page's button, and the file routes by that Leitweg-ID (BT-10,
 * cbc:BuyerReference) under XRechnung 3.0's specification identifier.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiPlaceOrder, gql, useSession } from './support/api';
import { axeViolations } from './support/audit';
import { companyAdmin, roundPriceProducts } from './support/company';
import { expectSeen } from './support/people';

test.describe.configure({ timeout: 120_000 });

const LEITWEG_ID = '04011000-1234512345-06';
const XRECHNUNG_3 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

test("a German authority downloads its invoice's XRechnung from the invoice page, routed by its Leitweg-ID", async ({
  page,
  request,
  viewport,
}) => {
  const run = `${viewport?.width ?? 0}${Date.now() % 1_000_000}`;
  const office = await companyAdmin(request, `Beschaffungsamt ${run}`, 'xr-office');
  await gql(
    request,
    'mutation($i: CompanyProfileInput!) { updateMyCompany(input: $i) { id } }',
    {
      i: {
        name: `Beschaffungsamt ${run}`,
        billingLine1: 'Amtsweg 5',
        billingCity: 'Musterstadt',
        billingPostalCode: '12345',
        billingCountry: 'DE',
        buyerReference: LEITWEG_ID,
      },
    },
    office.token,
  );
  const [productId] = await roundPriceProducts(request, [`XR Sticks ${run}`], 1000);
  const itemId = await apiPlaceOrder(request, office.token, productId, 200);
  const { checkout } = await gql<{ checkout: { orderNumber: string; invoiceNumber: string } }>(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { orderNumber invoiceNumber } }',
    {
      ids: [itemId],
      d: {
        poNumber: `BA-${run}`,
        companyName: `Beschaffungsamt ${run}`,
        addressLine1: 'Lagerstraße 2',
        city: 'Musterstadt',
        postalCode: '12345',
        country: 'DE',
        contactPhone: '+49 30 7654321',
      },
    },
    office.token,
  );

  await useSession(page, office.token);
  await page.goto('/my-orders');
  const order = page.getByRole('article', { name: checkout.orderNumber });
  await expectSeen(order);
  await expect(order).toContainText(`Your reference${LEITWEG_ID}`);
  await order.getByRole('link', { name: 'View invoice' }).click();
  await expectSeen(page.getByRole('heading', { name: `Invoice ${checkout.invoiceNumber}`, level: 1 }));
  await expect(page.getByText('Your PO number:').locator('..')).toHaveText(`Your PO number: BA-${run}`);
  await expect(page.getByText('Your reference:').locator('..')).toHaveText(`Your reference: ${LEITWEG_ID}`);
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Download ${checkout.invoiceNumber} as an XRechnung (UBL) e-invoice` })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${checkout.invoiceNumber}.xrechnung-ubl.xml`);
  const xml = fs.readFileSync(await file.path(), 'utf8');
  expect(xml).toContain(`<cbc:CustomizationID>${XRECHNUNG_3}</cbc:CustomizationID>`);
  expect(xml).toContain(`<cbc:ID>${checkout.invoiceNumber}</cbc:ID>`);
  expect(xml.match(/<cbc:BuyerReference>([^<]*)<\/cbc:BuyerReference>/)?.[1]).toBe(LEITWEG_ID);
});
