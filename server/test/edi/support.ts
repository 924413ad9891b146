/** EDI test helpers: a company set up for X12 with contract prices and a part number of its own, and the fixture 850. */
import fs from 'node:fs';
import path from 'node:path';
import type { Harness } from '../support/harness';

export const FIXTURE = fs.readFileSync(path.join(__dirname, 'fixtures', 'acme-850.edi'), 'utf8');

/** The fixture with another interchange control number (ISA13 and IEA02), and any other replacements. */
export function interchange(control = 4711, replace: Array<[string | RegExp, string]> = []): string {
  const n = String(control).padStart(9, '0');
  let text = FIXTURE.replace('*000004711*0*T*', `*${n}*0*T*`).replace('IEA*1*000004711', `IEA*1*${n}`);
  for (const [from, to] of replace) text = text.replace(from, to);
  return text;
}

/** Acme: a buyer, a company admin, GG-100 at a contract 6.10 (list 10.00), GG-STICK-7 known to Acme as ACME-STICK-7. */
export async function ediWorld(h: Harness) {
  const admin = await h.signedIn('ADMIN');
  const buyer = await h.signedIn('CUSTOMER', { email: 'dana@acme.example' });
  const companyId = buyer.user.companyId;
  await h.db.company.update({ where: { id: companyId }, data: { name: 'Acme', personal: false } });
  await h.db.user.update({ where: { id: buyer.user.id }, data: { companyRole: 'BUYER' } });
  await h.factories.createUser(h.db, {
    email: 'boss@acme.example',
    company: { connect: { id: companyId } },
    companyRole: 'COMPANY_ADMIN',
  });
  const gun = await h.factories.createProduct(h.db, {
    name: 'Glue gun 100 W',
    sku: 'GG-100',
    priceCents: 1_000,
    quantity: 10_000,
  });
  const sticks = await h.factories.createProduct(h.db, {
    name: 'Sticks 7 mm',
    sku: 'GG-STICK-7',
    priceCents: 1_190,
    quantity: 10_000,
  });
  const list = await h.gql(
    'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
    { i: { name: 'Acme contract', priority: 1, companyIds: [companyId] } },
    admin.token,
  );
  await h.gql(
    'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }',
    { id: list.data.savePriceList.id, e: [{ sku: 'GG-100', unitPriceCents: 610 }] },
    admin.token,
  );
  const part = await h.gql(
    'mutation($i: PartNumberInput!) { setMyPartNumber(input: $i) { partNumber } }',
    { i: { product: 'GG-STICK-7', partNumber: 'ACME-STICK-7' } },
    buyer.token,
  );
  if (part.errors) throw new Error(JSON.stringify(part.errors));
  const saved = await h
    .http()
    .put(`/admin/companies/${companyId}/edi`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ qualifier: 'ZZ', senderId: 'ACMEBUYER' });
  if (saved.status !== 200) throw new Error(saved.text);
  return { admin, buyer, companyId, gun, sticks };
}

export const postX12 = (h: Harness, body: string | Buffer, token: string, type = 'application/edi-x12') =>
  h.http().post('/edi/x12').set('authorization', `Bearer ${token}`).set('content-type', type).send(body);

/** Rows an accepted interchange makes: none of them may exist after a refusal. */
export async function created(h: Harness) {
  return {
    purchaseOrders: await h.db.purchaseOrder.count(),
    approvalRequests: await h.db.approvalRequest.count(),
    orderItems: await h.db.orderItem.count(),
    documents: await h.db.ediDocument.count(),
  };
}
export const NOTHING = { purchaseOrders: 0, approvalRequests: 0, orderItems: 0, documents: 0 };
