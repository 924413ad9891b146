/**
 * The quote PDF (GET /quotes/{id}/pdf): read by whoever may read the quote, it prints the seller, the buyer company,
 * the number and version, date, expiry, the lines with SKU, quantity, unit price and line net, and Net, Tax (not
 * included), Freight and Total; a request not yet priced prints "To be quoted".
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as moves from '../../src/modules/quotes/quote-moves';
import { formatDay } from '@gluegun/common';
import { quoteDay } from './fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const asBuffer = (res: any, cb: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const getPdf = (id: string, token: string) =>
  h.http().get(`/quotes/${id}/pdf`).set('authorization', `Bearer ${token}`).buffer(true).parse(asBuffer);

async function world() {
  const buyer = await h.factories.createUser(h.db);
  await h.db.company.update({
    where: { id: buyer.companyId },
    data: {
      name: 'Acme Crafts Ltd',
      billingLine1: '12 Mill Road',
      billingCity: 'Leeds',
      billingCountry: 'GB',
      taxId: 'GB123456789',
    },
  });
  const gun = await h.factories.createProduct(h.db, {
    priceCents: 1000,
    quantity: 10_000,
    name: 'Pallet Gun',
    sku: 'PG-1',
  });
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
  const stranger = await h.factories.createUser(h.db);
  return { buyer, gun, admin, stranger };
}

describe('quote PDF', () => {
  it("prints the shop's priced version for the buyer and the shop, and refuses another company", async () => {
    const { buyer, gun, admin, stranger } = await world();
    const asked = await moves.requestQuote(ctxFor(h, buyer), {
      lines: [{ productId: gun.id, quantity: 500, note: 'For the spring fair' }],
    });
    const requested = await getPdf(asked.id, h.tokenFor(buyer));
    expect(requested.status).toBe(200);
    const requestText = await pdfText(requested.body as Buffer);
    expect(requestText).toContain(asked.quoteNumber);
    expect(requestText).toContain('To be quoted');

    const validUntil = quoteDay(10);
    const sent = await moves.sendQuote(ctxFor(h, admin), asked.id, {
      lines: [{ productId: gun.id, quantity: 500, unitPriceCents: 900 }],
      validUntil,
      freightNote: 'Free delivery on a pallet',
      note: 'Thank you',
    });
    for (const token of [h.tokenFor(buyer), h.tokenFor(admin)]) {
      const res = await getPdf(sent.id, token);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${sent.quoteNumber}-v2.pdf"`);
      const text = await pdfText(res.body as Buffer);
      for (const words of [
        'QUOTE',
        sent.quoteNumber,
        'Version',
        'Acme Crafts Ltd',
        '12 Mill Road',
        'Tax ID: GB123456789',
        'PG-1',
        'Pallet Gun',
        '500',
        '$9.00',
        '$4,500.00',
        'Net',
        'Not included: added at checkout',
        'Free delivery on a pallet',
        'Freight terms',
        'None',
        'Total (before tax)',
        formatDay(validUntil),
        'Valid until',
      ]) {
        expect(text).toContain(words);
      }
      expect(text).not.toContain('To be quoted');
    }
    const refused = await h
      .http()
      .get(`/quotes/${sent.id}/pdf`)
      .set('authorization', `Bearer ${h.tokenFor(stranger)}`);
    expect(refused.status).toBe(403);
    const anonymous = await h.http().get(`/quotes/${sent.id}/pdf`);
    expect(anonymous.status).toBe(401);
  });
});
