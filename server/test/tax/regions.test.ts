/**
 * Regions are known values (docs/decisions/049): for a country whose subdivisions the shop lists (US, CA), any
 * common spelling is stored as the ISO 3166-2 code and an unknown one is refused next to the region field, on every
 * transport, with nothing changed; so a rate for US "NY" cannot be dodged by shipping to "New York" or "N.Y.".
 */
import fc from 'fast-check';
import { SUBDIVISIONS, normalizeRegion, rateFor, subdivisionsOf } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as companies from '../../src/modules/companies/company.service';
import type { User } from '../../src/generated/prisma/client';

describe('normalizeRegion (common, used by server and client)', () => {
  it('turns the common spellings of a listed region into its code', () => {
    for (const given of [
      'NY',
      'ny',
      'New York',
      'new  york',
      ' NEW YORK ',
      'N.Y.',
      'n.y',
      'US-NY',
      'us-ny',
    ]) {
      expect([given, normalizeRegion('US', given)]).toEqual([given, { ok: true, region: 'NY' }]);
    }
    expect(normalizeRegion('us', 'District of Columbia')).toEqual({ ok: true, region: 'DC' });
    expect(normalizeRegion('US', 'Washington, D.C.'.replace(',', ''))).toEqual({ ok: true, region: 'DC' });
    expect(normalizeRegion('US', 'Puerto Rico')).toEqual({ ok: true, region: 'PR' });
    expect(normalizeRegion('CA', 'Québec')).toEqual({ ok: true, region: 'QC' });
    expect(normalizeRegion('CA', 'CA-ON')).toEqual({ ok: true, region: 'ON' });
    expect(normalizeRegion('US', '')).toEqual({ ok: true, region: null });
    expect(normalizeRegion('US', null)).toEqual({ ok: true, region: null });
  });

  it('refuses anything else for a listed country, in words', () => {
    expect(normalizeRegion('US', 'Nowhere')).toEqual({ ok: false, message: 'Choose a state from the list' });
    expect(normalizeRegion('US', 'Ontario')).toEqual({ ok: false, message: 'Choose a state from the list' });
    expect(normalizeRegion('US', 'Cal ifornia')).toEqual({
      ok: false,
      message: 'Choose a state from the list',
    });
    expect(normalizeRegion('CA', 'New York')).toEqual({
      ok: false,
      message: 'Choose a province or territory from the list',
    });
    expect(normalizeRegion('US', 42)).toEqual({ ok: false, message: 'State or region must be text' });
  });

  it('keeps the region as written (spaces collapsed) for a country without a list: the EU VAT case is one rate a country', () => {
    expect(normalizeRegion('DE', ' Bayern  Nord ')).toEqual({ ok: true, region: 'Bayern Nord' });
    expect(subdivisionsOf('DE')).toEqual([]);
    expect(subdivisionsOf('US').length).toBe(57);
    expect(subdivisionsOf('CA').length).toBe(13);
  });

  it('property: every listed region, spelled any common way, gives its code; any other text gives a listed code or a refusal', () => {
    const all = Object.entries(SUBDIVISIONS).flatMap(([country, subs]) =>
      subs.map((s) => ({ country, ...s })),
    );
    const spell = fc.constantFrom(
      (c: string, s: { code: string; name: string }) => s.code.toLowerCase(),
      (_c: string, s: { code: string; name: string }) => s.name.toUpperCase(),
      (_c: string, s: { code: string; name: string }) => `  ${s.name.toLowerCase().replace(/ /g, '   ')} `,
      (_c: string, s: { code: string; name: string }) => s.code.split('').join('.') + '.',
      (c: string, s: { code: string; name: string }) => `${c}-${s.code}`,
    );
    fc.assert(
      fc.property(fc.constantFrom(...all), spell, (sub, how) => {
        const answer = normalizeRegion(sub.country, how(sub.country, sub));
        return answer.ok && answer.region === sub.code;
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.constantFrom('US', 'CA'), fc.string({ maxLength: 12 }), (country, text) => {
        const answer = normalizeRegion(country, text);
        return answer.ok
          ? answer.region === null || SUBDIVISIONS[country].some((s) => s.code === answer.region)
          : /from the list|must be text/.test(answer.message);
      }),
      { numRuns: 500 },
    );
  });

  it('rateFor: a rate kept under any spelling is found by any other spelling', () => {
    const rates = [
      { country: 'US', region: 'New York', name: 'Sales tax', rateMillionths: 88_750, active: true },
    ];
    for (const region of ['NY', 'N.Y.', 'ny', 'US-NY', 'new york'])
      expect([region, rateFor(rates, 'US', region)?.name]).toEqual([region, 'Sales tax']);
  });
});

let h: Harness;
let admin: { user: User; token: string };
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  admin = await h.signedIn('ADMIN');
  const res = await h.gql(
    'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id region } }',
    { i: { country: 'US', region: 'NY', name: 'Sales tax', ratePercent: '8.875' } },
    admin.token,
  );
  expect(res.errors).toBeUndefined();
});
afterAll(async () => {
  await h.db.taxRate.deleteMany();
  await h.close();
});

const shipTo = (country: string, region: string | null) => ({
  companyName: 'Region Co',
  addressLine1: '1 Road',
  city: 'Town',
  region,
  postalCode: '12345',
  country,
  contactPhone: '+1 555 0100',
});
async function openItem(buyer: User) {
  const product = await h.factories.createProduct(h.db, { quantity: 100_000, priceCents: 1_000 });
  return (
    await orders.placeOrder(ctxFor(h, buyer), { productId: product.id, quantity: 100, phone: '5550100' })
  ).id;
}
const expectRefusedOnRegion = (errors: any[] | undefined, message: RegExp) => {
  expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'region' });
  expect(errors?.[0]?.message).toMatch(message);
};

describe('checkout, submitOrder and the checkout tax quote', () => {
  it('GraphQL checkout to "New York", "N.Y." and "us-ny" is taxed at NY\'s rate and ships to NY', async () => {
    for (const region of ['New York', 'N.Y.', 'us-ny']) {
      const buyer = await h.signedIn('CUSTOMER');
      const id = await openItem(buyer.user);
      const quote = await h.gql(
        'query($ids: [ID!]!, $r: String) { checkoutTaxQuote(itemIds: $ids, country: "US", region: $r) { subtotalCents tax { taxCents label } } }',
        { ids: [id], r: region },
        buyer.token,
      );
      expect(quote.errors).toBeUndefined();
      expect(quote.data.checkoutTaxQuote).toMatchObject({
        subtotalCents: 100_000,
        tax: { taxCents: 8_875, label: 'Sales tax 8.875%' },
      });
      const res = await h.gql(
        'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id region country taxCents } }',
        { ids: [id], d: shipTo('US', region) },
        buyer.token,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.checkout).toMatchObject({ region: 'NY', country: 'US', taxCents: 8_875 });
    }
  });

  it('refuses an unknown region on GraphQL checkout, submitOrder and the quote, and on REST, with the item left open', async () => {
    const buyer = await h.signedIn('CUSTOMER');
    const id = await openItem(buyer.user);
    const quote = await h.gql(
      'query($ids: [ID!]!) { checkoutTaxQuote(itemIds: $ids, country: "US", region: "Nu York") { totalCents } }',
      { ids: [id] },
      buyer.token,
    );
    expectRefusedOnRegion(quote.errors, /^Choose a state from the list$/);
    for (const op of ['checkout', 'submitOrder']) {
      const res = await h.gql(
        `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { ${op}(itemIds: $ids, details: $d) { __typename } }`,
        { ids: [id], d: shipTo('US', 'Nu York') },
        buyer.token,
      );
      expectRefusedOnRegion(res.errors, /^Choose a state from the list$/);
    }
    for (const path of ['/checkout', '/submit-order']) {
      const res = await h
        .http()
        .post(path)
        .set('authorization', `Bearer ${buyer.token}`)
        .send({ itemIds: [id], ...shipTo('CA', 'Nowhere') });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'region',
        message: 'Choose a province or territory from the list',
      });
    }
    const item = await h.db.orderItem.findUniqueOrThrow({ where: { id } });
    expect([item.status, item.purchaseOrderId]).toEqual(['PENDING', null]);
    expect(await h.db.purchaseOrder.count({ where: { userId: buyer.user.id } })).toBe(0);
  });

  it('REST checkout normalises the region too', async () => {
    const buyer = await h.signedIn('CUSTOMER');
    const id = await openItem(buyer.user);
    const res = await h
      .http()
      .post('/checkout')
      .set('authorization', `Bearer ${buyer.token}`)
      .send({ itemIds: [id], ...shipTo('US', 'new york') });
    expect(res.status).toBe(201);
    const po = await h.db.purchaseOrder.findFirstOrThrow({ where: { userId: buyer.user.id } });
    expect([po.region, po.taxCents]).toEqual(['NY', 8_875]);
  });
});

describe("the admin's tax rates", () => {
  it('GraphQL and REST: an alias is stored as the code (so a second spelling is the same rate); an unknown region is refused with nothing added', async () => {
    const added = await h.gql(
      'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id region } }',
      { i: { country: 'CA', region: 'Québec', name: 'QST', ratePercent: '9.975' } },
      admin.token,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.setTaxRate.region).toBe('QC');
    const again = await h
      .http()
      .post('/admin/tax-rates')
      .set('authorization', `Bearer ${admin.token}`)
      .send({ country: 'CA', region: 'qc', name: 'QST', ratePercent: '9.975' });
    expect(again.status).toBe(409);
    const before = await h.db.taxRate.count();
    const bad = await h.gql(
      'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
      { i: { country: 'US', region: 'N. Yorke', name: 'Sales tax', ratePercent: '4' } },
      admin.token,
    );
    expectRefusedOnRegion(bad.errors, /^Choose a state from the list$/);
    const badRest = await h
      .http()
      .post('/admin/tax-rates')
      .set('authorization', `Bearer ${admin.token}`)
      .send({ country: 'US', region: 'Gotham', name: 'Sales tax', ratePercent: '4' });
    expect(badRest.status).toBe(400);
    expect(badRest.body.error).toMatchObject({ field: 'region', message: 'Choose a state from the list' });
    expect(await h.db.taxRate.count()).toBe(before);
  });
});

describe('company locations', () => {
  it('GraphQL and REST: "california" is kept as CA; "Calif." is refused and nothing is added', async () => {
    const owner = await h.factories.createUser(h.db);
    await companies.updateMyCompany(ctxFor(h, owner), { name: 'Region Crafts Ltd' });
    const fresh = await h.db.user.findUniqueOrThrow({ where: { id: owner.id } });
    const token = h.tokenFor(fresh);
    const location = (region: string) => ({
      label: `Depot ${region}`,
      addressLine1: '1 Road',
      city: 'Town',
      region,
      postalCode: '12345',
      country: 'US',
    });
    const ok = await h.gql(
      'mutation($i: CompanyLocationInput!) { addCompanyLocation(input: $i) { id region } }',
      { i: location('california') },
      token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data.addCompanyLocation.region).toBe('CA');
    const bad = await h.gql(
      'mutation($i: CompanyLocationInput!) { addCompanyLocation(input: $i) { id } }',
      { i: location('Calif.') },
      token,
    );
    expectRefusedOnRegion(bad.errors, /^Choose a state from the list$/);
    const badRest = await h
      .http()
      .post('/my-company/locations')
      .set('authorization', `Bearer ${token}`)
      .send(location('Gotham'));
    expect(badRest.status).toBe(400);
    expect(badRest.body.error).toMatchObject({ field: 'region', message: 'Choose a state from the list' });
    expect(await h.db.companyLocation.count({ where: { companyId: fresh.companyId! } })).toBe(1);
  });
});
