/**
 * A company's own part numbers, where they flow: kept by its admins and buyers (GraphQL, REST, a file), read by every
 * member and by nobody else, found by quick order however they are typed, frozen on the invoice (web, PDF text, CSV)
 * and shown live on open order lines. Bad input changes nothing and says why next to the field or line.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as members from '../../src/modules/companies/members';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';
import type { User } from '../../src/generated/prisma/client';

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

const details = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const SET = 'mutation($i: PartNumberInput!) { setMyPartNumber(input: $i) { partNumber productId } }';
const LIST =
  'query($s: String) { myPartNumberConnection(first: 50, search: $s) { totalCount nodes { partNumber product { sku name } } } }';

/** A company with an admin, a buyer and a requester, and two items with the shop's SKUs. */
async function company() {
  const admin = await h.factories.createUser(h.db);
  const member = (companyRole: 'BUYER' | 'REQUESTER' | 'ACCOUNTS_PAYABLE'): Promise<User> =>
    h.factories.createUser(h.db, { company: { connect: { id: admin.companyId } }, companyRole });
  const [buyer, requester] = [await member('BUYER'), await member('REQUESTER')];
  const stick = await h.factories.createProduct(h.db, {
    name: 'Clear glue sticks 11 mm',
    sku: 'GS-11-CLR',
    quantity: 10_000,
    priceCents: 12,
  });
  const gun = await h.factories.createProduct(h.db, {
    name: 'Pro glue gun 100 W',
    sku: 'PB-100W',
    quantity: 10_000,
    priceCents: 2_450,
  });
  return { admin, buyer, requester, stick, gun };
}

const set = (user: User, product: string, partNumber: string) =>
  h.gql(SET, { i: { product, partNumber } }, h.tokenFor(user));

describe('keeping part numbers', () => {
  it('a buyer names an item by its SKU typed any way; every member reads it with the item, another company does not', async () => {
    const { buyer, requester, stick } = await company();
    const res = await set(buyer, 'gs 11 clr', '  ACME   4711-A ');
    expect(res.errors).toBeUndefined();
    expect(res.data.setMyPartNumber).toEqual({ partNumber: 'ACME 4711-A', productId: stick.id });

    const read = await h.gql(LIST, {}, h.tokenFor(requester));
    expect(read.data.myPartNumberConnection).toEqual({
      totalCount: 1,
      nodes: [{ partNumber: 'ACME 4711-A', product: { sku: 'GS-11-CLR', name: 'Clear glue sticks 11 mm' } }],
    });
    // Search by the start of the number written another way, by the SKU, by a word of the name.
    for (const s of ['acme4711', 'ACME-47', 'GS-11', 'sticks']) {
      expect([
        s,
        (await h.gql(LIST, { s }, h.tokenFor(requester))).data.myPartNumberConnection.totalCount,
      ]).toEqual([s, 1]);
    }
    expect(
      (await h.gql(LIST, { s: '4712' }, h.tokenFor(requester))).data.myPartNumberConnection.totalCount,
    ).toBe(0);

    const stranger = await h.factories.createUser(h.db);
    expect((await h.gql(LIST, {}, h.tokenFor(stranger))).data.myPartNumberConnection.totalCount).toBe(0);
    // Another company may use the same number for another item: numbers are each company's own.
    const theirs = await set(stranger, 'PB-100W', 'ACME 4711-A');
    expect(theirs.errors).toBeUndefined();
    expect((await h.gql(LIST, {}, h.tokenFor(buyer))).data.myPartNumberConnection.nodes).toHaveLength(1);
  });

  it('a requester and accounts payable read them but may not change them', async () => {
    const { admin, requester, stick } = await company();
    const payable = await h.factories.createUser(h.db, {
      company: { connect: { id: admin.companyId } },
      companyRole: 'ACCOUNTS_PAYABLE',
    });
    for (const who of [requester, payable]) {
      const res = await set(who, stick.sku, 'X-1');
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await h.db.customerPartNumber.count()).toBe(0);
  });

  it("refuses a number already on another item, the shop's own SKU of another item, and unreadable numbers, changing nothing", async () => {
    const { buyer, admin, stick, gun } = await company();
    expect((await set(buyer, stick.sku, 'ACME-1')).errors).toBeUndefined();
    const taken = await set(admin, gun.sku, 'acme 1');
    expect(taken.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      field: 'partNumber',
      reason: 'PART_NUMBER_TAKEN',
    });
    expect(taken.errors?.[0].message).toBe(
      'Your part number acme 1 is already on Clear glue sticks 11 mm (GS-11-CLR): remove it there first',
    );
    const sku = await set(admin, stick.sku, 'pb 100 w');
    expect(sku.errors?.[0].message).toBe(
      "pb 100 w is the shop's part number for Pro glue gun 100 W: choose another number",
    );
    const cases: Array<[string, string]> = [
      ['', 'Write your part number'],
      ['-- ..', 'Your part number needs at least one letter or digit'],
      ['A'.repeat(41), 'Your part number is too long: at most 40 characters'],
      ['AB\u200fC', 'Your part number has an invisible or control character: type it again'],
    ];
    for (const [partNumber, message] of cases) {
      const res = await set(buyer, gun.sku, partNumber);
      expect([partNumber, res.errors?.[0].message, res.errors?.[0].extensions?.field]).toEqual([
        partNumber,
        message,
        'partNumber',
      ]);
    }
    const unknown = await set(buyer, 'NO-SUCH-SKU', 'ACME-2');
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'product' });
    // A number in another script is a number like any other.
    expect((await set(buyer, gun.sku, 'Пистолет-7')).data.setMyPartNumber.partNumber).toBe('Пистолет-7');
    expect(
      (await h.db.customerPartNumber.findMany({ orderBy: { createdAt: 'asc' } })).map((p) => p.partNumber),
    ).toEqual(['ACME-1', 'Пистолет-7']);
  });

  it('two tabs giving one number to two items at once: one wins, the other is told', async () => {
    const { buyer, admin, stick, gun } = await company();
    const results = await Promise.all([set(buyer, stick.sku, 'RACE-1'), set(admin, gun.sku, 'race 1')]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.find((r) => r.errors)?.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await h.db.customerPartNumber.count()).toBe(1);
  });

  it('naming an item while an admin deletes it answers in words, never a server error', async () => {
    const { buyer } = await company();
    const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    for (let round = 0; round < 5; round++) {
      const p = await h.factories.createProduct(h.db, { sku: `RACE-${round}` });
      const answers = await Promise.all([
        set(buyer, p.sku, `MINE-${round}`),
        h.gql(
          'mutation($t: String!) { importMyPartNumbers(text: $t, dryRun: false) { applied } }',
          { t: `${p.sku},FILE-${round}` },
          h.tokenFor(buyer),
        ),
        h.gql('mutation($id: ID!) { deleteProduct(id: $id) }', { id: p.id }, h.tokenFor(admin)),
      ]);
      for (const a of answers)
        expect([undefined, 'NOT_FOUND', 'CONFLICT']).toContain(a.errors?.[0].extensions?.code);
      expect(await h.db.customerPartNumber.count({ where: { productId: p.id } })).toBe(0);
    }
  });

  it('a member who leaves the company no longer reads or changes its numbers', async () => {
    const { admin, buyer, stick } = await company();
    await set(buyer, stick.sku, 'ACME-9');
    await members.removeCompanyMember(ctxFor(h, admin), buyer.id);
    const gone = await h.db.user.findUniqueOrThrow({ where: { id: buyer.id } });
    expect((await h.gql(LIST, {}, h.tokenFor(gone))).data.myPartNumberConnection.totalCount).toBe(0);
    const remove = await h.gql(
      'mutation($p: ID!) { removeMyPartNumber(productId: $p) }',
      { p: stick.id },
      h.tokenFor(gone),
    );
    expect(remove.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await h.db.customerPartNumber.count()).toBe(1);
  });
});

describe('what an attacker tried', () => {
  it("letters whose lower case differs between JavaScript and the database are compared by the database's key", async () => {
    const { buyer, stick, gun } = await company();
    expect((await set(buyer, stick.sku, 'I100')).errors).toBeUndefined();
    // "İ100" is "i100" to PostgreSQL (the same number as I100) but "i̇100" to JavaScript.
    const dotted = await set(buyer, gun.sku, 'İ100');
    expect(dotted.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'partNumber' });
    const file = await h.gql(
      'mutation($t: String!) { importMyPartNumbers(text: $t, dryRun: false) { applied failed lines { problem } } }',
      { t: `${gun.sku},İ100` },
      h.tokenFor(buyer),
    );
    expect(file.data.importMyPartNumbers).toMatchObject({ applied: false, failed: 1 });
    expect(await h.db.customerPartNumber.count()).toBe(1);
  });

  it('a file of one line repeated 5,000 times answers with short messages, not one growing with the file', async () => {
    const { buyer } = await company();
    const t = Array.from({ length: 5_000 }, () => 'GS-11-CLR,N1').join('\n');
    const res = await h
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${h.tokenFor(buyer)}`)
      .send({
        query:
          'mutation($t: String!) { importMyPartNumbers(text: $t, dryRun: true) { failed errorCsv lines { problem } } }',
        variables: { t },
      });
    expect(res.body.data.importMyPartNumbers.failed).toBe(5_000);
    expect(res.body.data.importMyPartNumbers.lines[0].problem).toBe(
      'This item is also on lines 2, 3, 4 and 4996 more: give it one number',
    );
    expect(res.text.length).toBeLessThan(2_000_000);
  });

  it("an order checked out for one company keeps that company's number after its buyer moves to another", async () => {
    const { admin, buyer, stick } = await company();
    await set(buyer, stick.sku, 'A-NUMBER');
    const item = await orders.placeOrder(ctxFor(h, buyer), {
      productId: stick.id,
      quantity: 500,
      phone: '5550100',
    });
    const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
    const otherAdmin = await h.factories.createUser(h.db);
    const other = { admin: otherAdmin };
    await set(other.admin, stick.sku, 'B-NUMBER');
    await members.removeCompanyMember(ctxFor(h, admin), buyer.id);
    await h.db.user.update({
      where: { id: buyer.id },
      data: { company: { connect: { id: other.admin.companyId } }, companyRole: 'BUYER' },
    });
    const read = await h.gql(
      'query($id: ID!) { purchaseOrder(id: $id) { items { customerPartNumber } lines { customerPartNumber } } }',
      { id: po.id },
      h.tokenFor(admin),
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.purchaseOrder).toEqual({
      items: [{ customerPartNumber: 'A-NUMBER' }],
      lines: [{ customerPartNumber: 'A-NUMBER' }],
    });
  });
});

describe('where part numbers are used', () => {
  it("quick order finds an item by the company's number or the SKU written another way; another company's number finds nothing", async () => {
    const { buyer, stick, gun } = await company();
    await set(buyer, stick.sku, 'ACME 4711-A');
    const stranger = await h.factories.createUser(h.db);
    await set(stranger, gun.sku, 'THEIRS-1');
    const text = 'acme4711a,500\npb100w,100\nTHEIRS-1,100';
    const preview = await h.gql(
      'query($t: String!) { quickOrderPreview(text: $t) { lines { lineNumber product { id } problems { code } } } }',
      { t: text },
      h.tokenFor(buyer),
    );
    expect(preview.data.quickOrderPreview.lines).toEqual([
      { lineNumber: 1, product: { id: stick.id }, problems: [] },
      { lineNumber: 2, product: { id: gun.id }, problems: [] },
      { lineNumber: 3, product: null, problems: [{ code: 'UNKNOWN_PRODUCT' }] },
    ]);
  });

  it('an open order line shows the number as it is now; once checked out it and the invoice keep the one issued (web, REST, CSV)', async () => {
    const { buyer, stick } = await company();
    await set(buyer, stick.sku, 'ACME-OLD');
    const item = await orders.placeOrder(ctxFor(h, buyer), {
      productId: stick.id,
      quantity: 500,
      phone: '5550100',
    });
    const open = '{ myOrders { id customerPartNumber } }';
    expect((await h.gql(open, {}, h.tokenFor(buyer))).data.myOrders).toEqual([
      { id: item.id, customerPartNumber: 'ACME-OLD' },
    ]);
    const po = await pos.checkout(ctxFor(h, buyer), { itemIds: [item.id], details });
    await set(buyer, stick.sku, 'ACME-NEW');
    // Checked out, the line reads as its invoice: the number it was issued with.
    expect((await h.gql(open, {}, h.tokenFor(buyer))).data.myOrders[0].customerPartNumber).toBe('ACME-OLD');
    const invoice = await h.gql(
      'query($id: ID!) { purchaseOrder(id: $id) { lines { sku customerPartNumber } } }',
      { id: po.id },
      h.tokenFor(buyer),
    );
    expect(invoice.data.purchaseOrder.lines).toEqual([{ sku: 'GS-11-CLR', customerPartNumber: 'ACME-OLD' }]);
    const rest = await h
      .http()
      .get(`/purchase-orders/${po.id}`)
      .set('authorization', `Bearer ${h.tokenFor(buyer)}`);
    expect(rest.body.lines[0]).toMatchObject({ sku: 'GS-11-CLR', customerPartNumber: 'ACME-OLD' });
    const admin = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const csv = await h
      .http()
      .get('/admin/invoices.csv')
      .set('authorization', `Bearer ${h.tokenFor(admin)}`);
    const [header, row] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const at = header.split(',').indexOf('Customer part number');
    expect(at).toBeGreaterThan(0);
    expect(row.split(',')[at]).toBe('ACME-OLD');
  });
});

describe('a part-number file', () => {
  const IMPORT =
    'mutation($t: String!, $d: Boolean!) { importMyPartNumbers(text: $t, dryRun: $d) { applied created updated unchanged failed errorCsv lines { lineNumber outcome problem } } }';

  it('a dry run says what each line would do and changes nothing; the import then writes it all', async () => {
    const { buyer, stick, gun } = await company();
    await set(buyer, stick.sku, 'ACME-1');
    const text = 'sku;part number\r\nGS-11-CLR;ACME-1\r\npb 100w;ACME-2\r\n';
    const dry = await h.gql(IMPORT, { t: text, d: true }, h.tokenFor(buyer));
    expect(dry.data.importMyPartNumbers).toMatchObject({
      applied: false,
      created: 1,
      updated: 0,
      unchanged: 1,
      failed: 0,
      errorCsv: '',
    });
    expect(await h.db.customerPartNumber.count()).toBe(1);
    const done = await h.gql(IMPORT, { t: text, d: false }, h.tokenFor(buyer));
    expect(done.data.importMyPartNumbers).toMatchObject({ applied: true, created: 1, unchanged: 1 });
    expect(
      (await h.db.customerPartNumber.findFirstOrThrow({ where: { productId: gun.id } })).partNumber,
    ).toBe('ACME-2');
    // Swapping two numbers in one file is one change, not a clash with itself.
    const swapped = await h.gql(
      IMPORT,
      { t: 'GS-11-CLR,ACME-2\nPB-100W,ACME-1', d: false },
      h.tokenFor(buyer),
    );
    expect(swapped.data.importMyPartNumbers).toMatchObject({ applied: true, updated: 2, failed: 0 });
  });

  it('a file with bad lines imports nothing and names each line and why, also as an error file', async () => {
    const { buyer, stick, gun } = await company();
    const extra = await h.factories.createProduct(h.db, { sku: 'NZ-2MM' });
    const text = [
      'GS-11-CLR,ACME-1',
      'NO-SUCH,ACME-2',
      'PB-100W,',
      'NZ-2MM,acme 1',
      `"${gun.sku}",=HYPERLINK("x")`,
    ].join('\n');
    const res = await h.gql(IMPORT, { t: text, d: false }, h.tokenFor(buyer));
    const r = res.data.importMyPartNumbers;
    expect(r).toMatchObject({ applied: false, failed: 4 });
    expect(
      r.lines
        .filter((l: { outcome: string }) => l.outcome === 'ERROR')
        .map((l: { lineNumber: number; problem: string }) => [l.lineNumber, l.problem]),
    ).toEqual([
      [1, 'Your part number ACME-1 is also on line 4'],
      [2, 'No item has the SKU NO-SUCH'],
      [3, 'Write your part number'],
      [4, 'Your part number acme 1 is also on line 1'],
    ]);
    expect(r.errorCsv.split('\r\n')[0]).toBe('line,sku,part number,reason');
    expect(r.errorCsv).toContain('2,NO-SUCH,ACME-2,No item has the SKU NO-SUCH');
    expect(await h.db.customerPartNumber.count()).toBe(0);
    expect([stick.id, extra.id]).toHaveLength(2);
  });

  it('refuses a file that is not one in words, changing nothing', async () => {
    const { buyer } = await company();
    for (const [t, message] of [
      ['', 'The file is empty: write one line per item, sku,your part number'],
      ['sku,part number\n', 'The file has a header but no lines: add rows of sku,your part number'],
    ]) {
      const res = await h.gql(IMPORT, { t, d: false }, h.tokenFor(buyer));
      expect(res.errors?.[0].message).toBe(message);
    }
    const big = Array.from({ length: 5_001 }, (_, i) => `GS-11-CLR,N${i}`).join('\n');
    expect((await h.gql(IMPORT, { t: big, d: true }, h.tokenFor(buyer))).errors?.[0].message).toBe(
      'At most 5000 lines per file; this one has 5001. Split it.',
    );
  });
});

describe('REST and API keys', () => {
  it('PUT, GET (with search and pages), the CSV, the import and DELETE answer as GraphQL does', async () => {
    const { buyer, requester, stick, gun } = await company();
    const auth = (u: User) => ({ authorization: `Bearer ${h.tokenFor(u)}` });
    const put = await h
      .http()
      .put('/my-company/part-numbers')
      .set(auth(buyer))
      .send({ product: 'gs11clr', partNumber: 'ACME-1' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      success: true,
      partNumber: { productId: stick.id, partNumber: 'ACME-1' },
    });
    const refused = await h
      .http()
      .put('/my-company/part-numbers')
      .set(auth(requester))
      .send({ product: gun.sku, partNumber: 'ACME-2' });
    expect(refused.status).toBe(403);
    const imported = await h
      .http()
      .post('/my-company/part-numbers/import')
      .set(auth(buyer))
      .send({ text: `${gun.sku},ACME-2`, dryRun: false });
    expect(imported.body).toMatchObject({ applied: true, created: 1 });
    const page = await h.http().get('/my-company/part-numbers?limit=1').set(auth(requester));
    expect(page.body).toHaveLength(1);
    expect(page.headers.link).toMatch(/rel="next"/);
    const searched = await h.http().get('/my-company/part-numbers?search=acme%201').set(auth(requester));
    expect(searched.body.map((p: { partNumber: string }) => p.partNumber)).toEqual(['ACME-1']);
    const csv = await h.http().get('/my-company/part-numbers.csv').set(auth(requester));
    expect(
      csv.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual([
      'sku,part number,item',
      'GS-11-CLR,ACME-1,Clear glue sticks 11 mm',
      'PB-100W,ACME-2,Pro glue gun 100 W',
    ]);
    const del = await h.http().delete(`/my-company/part-numbers/${stick.id}`).set(auth(buyer));
    expect(del.body).toEqual({ success: true });
    expect((await h.http().delete(`/my-company/part-numbers/${stick.id}`).set(auth(buyer))).status).toBe(404);
  });

  it('a key with read:company reads the numbers; a key with read:orders reads them on order lines but not the list', async () => {
    const { admin, stick } = await company();
    await set(admin, stick.sku, 'ACME-1');
    await orders.placeOrder(ctxFor(h, admin), { productId: stick.id, quantity: 500, phone: '5550100' });
    const { key: companyKey } = await apiKeys.createApiKey(ctxFor(h, admin), {
      name: 'ERP',
      scopes: ['read:company'],
    });
    const { key: ordersOnly } = await apiKeys.createApiKey(ctxFor(h, admin), {
      name: 'Orders',
      scopes: ['read:orders'],
    });
    const viaKey = (key: string, query: string) =>
      h.http().post('/graphql').set('x-api-key', key).send({ query });
    expect(
      (await viaKey(companyKey, '{ myPartNumberConnection { nodes { partNumber } } }')).body.data
        .myPartNumberConnection.nodes,
    ).toEqual([{ partNumber: 'ACME-1' }]);
    expect(
      (await viaKey(ordersOnly, '{ myPartNumberConnection { nodes { partNumber } } }')).body.errors[0]
        .extensions.code,
    ).toBe('FORBIDDEN');
    expect((await viaKey(ordersOnly, '{ myOrders { customerPartNumber } }')).body.data.myOrders).toEqual([
      { customerPartNumber: 'ACME-1' },
    ]);
  });
});
