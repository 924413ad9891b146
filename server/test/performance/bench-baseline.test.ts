/**
 * The bench's bare baseline (bench/baseline-server.mjs) sends the shop's own statements: it imports their texts and
 * runs placing an order and checkout through the shop's own functions. Here it runs against the test database from
 * the shop's build, so a renamed export or a statement the baseline can no longer send fails in CI, not in the
 * next bench run; and its file holds no statement of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createHarness, type Harness } from '../support/harness';

const ROOT = path.resolve(__dirname, '../../..');
const BASELINE = path.join(ROOT, 'bench/baseline-server.mjs');
const DETAILS = {
  poNumber: 'PO-BENCH',
  companyName: 'Bench Crafts Ltd',
  addressLine1: '1 Bench Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
  contactPhone: '+1 555 0100',
};

let h: Harness;
let baseline: ChildProcess;
let url: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  h = await createHarness();
  const port = await freePort();
  baseline = spawn(process.execPath, [BASELINE], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      PORT: String(port),
      SESSION_SECRET: h.deps.config.sessionSecret,
      BASELINE_POOL: '2',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await post('/healthz', {}).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (i > 300 || baseline.exitCode !== null) throw new Error('the bench baseline did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  if (baseline && baseline.exitCode === null) {
    const exited = new Promise((resolve) => baseline.once('exit', resolve));
    baseline.kill('SIGKILL');
    await exited;
  }
  await h?.close();
});

beforeEach(() => h.reset());

/** One request without keep-alive (a pooled socket to the baseline would outlive the test). */
function post(pathname: string, headers: Record<string, string>, body = '') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${url}${pathname}`,
      { method: body ? 'POST' : 'GET', headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function call(route: string, token: string, variables: object) {
  const body = JSON.stringify({ variables });
  const res = await post(
    `/b/${route}`,
    { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  );
  if (res.status !== 200) throw new Error(`${route}: ${res.status} ${res.text}`);
  return JSON.parse(res.text).data;
}

const outboxOf = (resourceId: string) =>
  h.db.outboxEvent.findMany({ where: { resourceId }, select: { type: true }, orderBy: { sequence: 'asc' } });

it('places an order and checks it out as the shop does: items, order, stock, outbox and audit trail', async () => {
  const product = await h.factories.createProduct(h.db, { priceCents: 1234, quantity: 1000 });
  const buyer = await h.factories.createUser(h.db);
  const token = h.tokenFor(buyer);

  const { placeOrder } = await call('place-order', token, {
    i: { productId: product.id, quantity: 300, phone: '+1 555 0100' },
  });
  expect(placeOrder).toMatchObject({ status: 'PENDING', totalCents: 300 * 1234 });
  expect(await outboxOf(placeOrder.id)).toEqual([{ type: 'order_item.placed' }]);

  const { checkout } = await call('checkout', token, { ids: [placeOrder.id], d: DETAILS });
  expect(checkout).toMatchObject({
    totalCents: 300 * 1234,
    orderNumber: expect.stringMatching(/^SO-\d{6}$/),
  });
  const po = await h.db.purchaseOrder.findUniqueOrThrow({
    where: { id: checkout.id },
    include: { lines: true },
  });
  expect(po).toMatchObject({
    userId: buyer.id,
    poNumber: 'PO-BENCH',
    city: 'Springfield',
    subtotalCents: 370200,
  });
  expect(po.lines.map((l) => [l.productId, l.quantity])).toEqual([[product.id, 300]]);
  const item = await h.db.orderItem.findUniqueOrThrow({ where: { id: placeOrder.id } });
  expect(item).toMatchObject({ status: 'INVOICED', purchaseOrderId: po.id });
  expect((await h.db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(700);
  expect((await outboxOf(po.id)).map((e) => e.type)).toEqual(
    expect.arrayContaining(['purchase_order.checked_out', 'invoice.issued']),
  );
  // The audit trail names the buyer and the operation, as it does for the shop's own checkout.
  const audit = await h.db.auditRecord.findFirst({ where: { entityType: 'PurchaseOrder', entityId: po.id } });
  expect(audit).toMatchObject({ userId: buyer.id, operation: 'checkout' });
});

it('the outbox-share routes send the same statements without their outbox writes', async () => {
  const product = await h.factories.createProduct(h.db, { priceCents: 500, quantity: 1000 });
  const buyer = await h.factories.createUser(h.db);
  const token = h.tokenFor(buyer);
  const { placeOrder } = await call('place-order-no-outbox', token, {
    i: { productId: product.id, quantity: 200, phone: '+1 555 0100' },
  });
  expect(placeOrder).toMatchObject({ status: 'PENDING', totalCents: 200 * 500 });
  expect(await outboxOf(placeOrder.id)).toEqual([]);
  const { checkout } = await call('checkout-no-outbox', token, { ids: [placeOrder.id], d: DETAILS });
  expect(await h.db.purchaseOrder.count({ where: { id: checkout.id } })).toBe(1);
  expect(await outboxOf(checkout.id)).toEqual([]);
});

it("answers suggestions as the shop does, with the company's own number, from the shop's statements", async () => {
  const product = await h.factories.createProduct(h.db, {
    sku: 'GS-11-WHT',
    name: 'White Glue Sticks 11 mm',
  });
  await h.factories.createProduct(h.db, { sku: 'GS-11-WHT-BOX', name: 'White sticks, box' });
  const buyer = await h.factories.createUser(h.db);
  await h.db.customerPartNumber.create({
    data: { companyId: buyer.companyId, productId: product.id, partNumber: 'AC-11 WHT' },
  });
  const token = h.tokenFor(buyer);
  const query =
    'query($s: String!) { catalogSuggestions(search: $s) { productId label sku partNumber imageUrl } }';
  for (const s of ['gs 11', 'ac11', 'white', 'nothing']) {
    const shop = await h.gql(query, { s }, token);
    expect(shop.errors).toBeUndefined();
    expect([s, await call('suggestions', token, { s })]).toEqual([s, shop.data]);
  }
  expect((await call('suggestions', token, { s: 'ac11' })).catalogSuggestions[0]).toMatchObject({
    sku: 'GS-11-WHT',
    partNumber: 'AC-11 WHT',
  });
});

it('writes no statement of its own: every text comes from the shop, but the outbox stand-in', () => {
  const code = fs
    .readFileSync(BASELINE, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
  const statements = code.filter((line) => /\b(SELECT|INSERT|UPDATE|DELETE)\b/.test(line));
  expect(statements).toEqual([expect.stringContaining('const NO_PLACED_OUTBOX =')]);
});
