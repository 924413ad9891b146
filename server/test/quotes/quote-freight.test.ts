/**
 * A quote's offer carries its freight: the shop's newest priced lines, by the method the company's orders default
 * to, through checkout's own freight rule (weight bands, the company's free-freight threshold); nothing before the
 * shop prices it; "chosen at checkout" when methods are offered but none preselected. Read over GraphQL by the buyer.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as moves from '../../src/modules/quotes/quote-moves';
import { pdfText } from '../support/read-pdf';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
});
afterAll(async () => {
  await h.close();
});

const FREIGHT = `query($id: ID!) { quoteDetails(id: $id) { freight {
  shippingMethodName chosenAtCheckout freightCents pending note netCents } } }`;
const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

it("the buyer reads the offer's freight by their company's method, as checkout would charge it", async () => {
  const buyer = await h.factories.createUser(h.db);
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  // 500 g a stick: 1,000 sticks weigh 500 kg, the second band.
  const sticks = await h.factories.createProduct(h.db, {
    name: 'Freight sticks',
    priceCents: 200,
    quantity: 10_000,
  });
  await h.db.product.update({ where: { id: sticks.id }, data: { weightGrams: 500 } });
  const method = await h.db.shippingMethod.create({
    data: {
      name: `Road freight ${buyer.companyId.slice(0, 8)}`,
      kind: 'WEIGHT',
      isDefault: true,
      bands: [
        { upToGrams: 100_000, priceCents: 2_500 },
        { upToGrams: 1_000_000, priceCents: 9_000 },
      ],
    },
  });
  // Limited to the buyer's company, so no other test's checkout meets it.
  await h.db.shippingMethodCompany.create({
    data: { shippingMethodId: method.id, companyId: buyer.companyId },
  });
  const asked = await moves.requestQuote(ctxFor(h, buyer), {
    lines: [{ productId: sticks.id, quantity: 1000 }],
  });
  const token = h.tokenFor(buyer);

  const before = await h.gql(FREIGHT, { id: asked.id }, token);
  expect(before.errors).toBeUndefined();
  expect(before.data.quoteDetails.freight).toBeNull();

  await moves.sendQuote(ctxFor(h, admin), asked.id, {
    lines: [{ productId: sticks.id, quantity: 1000, unitPriceCents: 180 }],
    freightNote: 'One pallet',
    validUntil,
  });
  const offer = (await h.gql(FREIGHT, { id: asked.id }, token)).data.quoteDetails.freight;
  expect(offer).toMatchObject({
    shippingMethodName: method.name,
    chosenAtCheckout: false,
    freightCents: 9_000,
    pending: false,
    netCents: 180_000,
  });
  expect(offer.note).toEqual(expect.any(String));
  // The quote's PDF prints the same freight, and the total before tax is net plus freight.
  const pdf = await h
    .http()
    .get(`/quotes/${asked.id}/pdf`)
    .set('authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const text = await pdfText(pdf.body as Buffer);
  expect(text).toContain(`$90.00 (${method.name})`);
  expect(text).toContain('One pallet');
  expect(text).toContain('$1,890.00');

  // Over the company's free-freight threshold, the same offer ships free, as checkout would ship it.
  await h.db.company.update({ where: { id: buyer.companyId }, data: { freeFreightThresholdCents: 100_000 } });
  expect((await h.gql(FREIGHT, { id: asked.id }, token)).data.quoteDetails.freight.freightCents).toBe(0);

  // Methods offered but none preselected: the buyer chooses at checkout.
  await h.db.shippingMethod.update({ where: { id: method.id }, data: { isDefault: false } });
  expect((await h.gql(FREIGHT, { id: asked.id }, token)).data.quoteDetails.freight).toMatchObject({
    shippingMethodName: null,
    chosenAtCheckout: true,
    freightCents: 0,
    netCents: 180_000,
  });
  await h.db.shippingMethod.delete({ where: { id: method.id } });
});
