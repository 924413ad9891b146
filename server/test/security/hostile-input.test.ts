import fc from 'fast-check';
import { getSchema } from '../../src/schema';
import { createHarness, type Harness } from '../support/harness';
import { createContext, type SessionUser } from '../../src/context';
import * as productService from '../../src/modules/products/product.service';
import * as reviewService from '../../src/modules/reviews/review.service';
import * as purchaseOrders from '../../src/modules/purchase-orders/purchase-order.service';
import * as approvalsService from '../../src/modules/approvals/approvals.service';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';
import * as shipmentsService from '../../src/modules/shipments/shipments';
import * as orderListsService from '../../src/modules/order-lists/order-lists.service';
import { SCOPES } from '../../src/auth/access';
import { ctxFor } from '../support/context';
import { quoteDay, quoteIn } from '../quotes/fixtures';
import { rowChangeLog } from '../support/db-snapshot';
import { interchange } from '../edi/support';
import type { User } from '../../src/generated/prisma/client';
import {
  validDetails,
  validOrderQuantity,
  validPhone,
  validPriceCents,
  validStock,
  validReference,
  validTerms,
  validText,
  validUrl,
} from './valid-inputs';

/**
 * Property tests: random and nasty values for every mutation's inputs. Whatever comes in, the answer is a
 * clean accept or a clear, expected error code (never a 500 / INTERNAL_SERVER_ERROR), and a refusal changes no row.
 */
let h: Harness;
/** What a refused request must leave unchanged: no table written (support/db-snapshot.ts). */
let changes: ReturnType<typeof rowChangeLog>;
let admin: { user: User; token: string };
let customer: { user: User; token: string };
let tried = 0;
let accepted = 0;
let serverErrors = 0;
/** Set while valid inputs run: a refusal then fails the property (the accept side must really run). */
let mustAccept = false;
const refusalsByCode: Record<string, number> = {};
/**
 * Inputs drawn per mutation. Every run draws new ones (no fixed seed), so runs add up over time; a failure prints its
 * seed (FC_SEED reproduces it) and FC_RUNS draws more in one run (e.g. FC_RUNS=500 before a release).
 */
const RUNS = Number(process.env.FC_RUNS) || 30;

beforeAll(async () => {
  h = await createHarness();
  changes = rowChangeLog(h.db);
  await changes.install();
  await h.reset();
  admin = await h.signedIn('ADMIN');
  customer = await h.signedIn('CUSTOMER');
  // Many purchase orders are made on its behalf: its credit never runs out here (credit is tested on its own).
  await h.factories.setCompanyCredit(h.db, customer.user.id, { creditLimitCents: 1_000_000_000 });
});
afterAll(async () => {
  console.log(
    `hostile-input: ${tried} hostile inputs tried over ${Object.keys(MUTATIONS).length} mutations: ${accepted} accepted cleanly, ${tried - accepted - serverErrors} refused with a clear code ${JSON.stringify(refusalsByCode)}, ${serverErrors} server errors`,
  );
  await changes.remove();
  await h.close();
});

const MB = 1024 * 1024;
const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e309',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '/\\evil.example',
  'https://',
  'http://[::1',
  '\'; DROP TABLE "User"; --',
  "' OR 1=1 --",
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\uFFFF',
  '𝕲𝖑𝖚𝖊 🔫 غراء',
  '\u202Egnp.exe',
  'Ω'.repeat(300),
  'x'.repeat(5001),
  'x'.repeat(2049),
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '{{7*7}}',
];
const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('A'.repeat(MB), `javascript:${'a'.repeat(MB)}`, `<b>${'x'.repeat(MB)}</b>`),
  },
);
const urlLike = fc.oneof(
  nastyString,
  fc.webUrl(),
  fc.webUrl().map((u) => `javascript:${u}`),
  fc.webUrl().map((u) => `data:${u}`),
);
/** Anything JSON can carry where a number is expected: GraphQL's Int coercion must refuse the bad ones cleanly. */
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    -1,
    0,
    1,
    99,
    100,
    101,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 31,
    2 ** 53,
    1e20,
    -1e20,
    0.5,
    1e-9,
    100_000_001,
    1_000_001,
  ),
  fc.double(),
  nastyString,
  fc.constantFrom(null, true, [], {}),
);

function anyId(existing: () => Promise<string>) {
  return fc
    .oneof(
      { weight: 1, arbitrary: fc.constant('EXISTING') },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: nastyString },
      { weight: 1, arbitrary: fc.constantFrom(null, 12, -1, true) },
    )
    .map((v) => ({ v, existing }));
}
const resolveId = async (x: { v: unknown; existing: () => Promise<string> }) =>
  x.v === 'EXISTING' ? x.existing() : x.v;

const newProduct = async () => (await h.factories.createProduct(h.db, { quantity: 1_000_000 })).id;
const newItem = async () => {
  const p = await h.factories.createProduct(h.db, { quantity: 1_000_000 });
  const item = await h.db.orderItem.create({
    data: {
      productId: p.id,
      userId: customer.user.id,
      productName: p.name,
      imageUrl: p.imageUrl,
      unitPriceCents: p.priceCents,
      userName: 'c',
      userEmail: customer.user.email,
      userPhone: '5550100',
      quantity: 100,
    },
  });
  return item.id;
};
const newCustomer = async () => (await h.factories.createUser(h.db)).id;
let holidayWeeks = 0;
/** A new weekday for the shop's holiday list: the same weekday a week further each time, so never one already on it. */
const nextHolidayDay = () => {
  let ms = Date.now() + 100 * 86_400_000;
  while (new Date(ms).getUTCDay() !== 3) ms += 86_400_000;
  return new Date(ms + 7 * 86_400_000 * (holidayWeeks += 1)).toISOString().slice(0, 10);
};
const newHoliday = async () => {
  const day = nextHolidayDay();
  await h.db.shopHoliday.create({ data: { day: new Date(`${day}T00:00:00Z`), name: 'Hostile day' } });
  return day;
};
/** An order list of the customer's company with a new product (100 units), scheduled every week when asked. */
const newOrderList =
  (scheduled = false) =>
  async () => {
    const p = await h.factories.createProduct(h.db, { quantity: 1_000_000 });
    const list = await orderListsService.createOrderList(ctxFor(h, customer.user), {
      name: 'Hostile list',
      lines: [{ reference: p.sku, quantity: 100 }],
    });
    if (scheduled)
      await orderListsService.setOrderSchedule(ctxFor(h, customer.user), list.id, {
        everyWeeks: 1,
        contactPhone: '+1 555 0100',
      });
    return list.id;
  };
const ORDER_LIST_INPUT =
  'mutation($i: OrderListInput!) { createOrderList(input: $i) { id name lines { sku quantity } } }';
const nastyListLines = fc.oneof(
  nastyString,
  fc.constant(null),
  fc.array(
    fc.record(
      {
        reference: fc.oneof(nastyString, fc.constant('SKU')),
        quantity: nastyNumber,
        scheduleQuantity: nastyNumber,
      },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
);
const listLines = async (lines: unknown) =>
  Array.isArray(lines)
    ? Promise.all(
        lines.map(async (l: { reference?: unknown }) => ({
          ...l,
          reference:
            l.reference === 'SKU'
              ? (await h.db.product.findUniqueOrThrow({ where: { id: await newProduct() } })).sku
              : l.reference,
        })),
      )
    : lines;
const newFamily = async () =>
  (await h.db.productFamily.create({ data: { name: 'Hostile sticks', optionNames: ['Diameter'] } })).id;
/** Another admin (the suite's admin stays: the shop never loses its last admin). */
const newAdmin = async () => (await h.factories.createUser(h.db, { role: 'ADMIN' })).id;
const newApiKey = async () =>
  (await apiKeys.createApiKey(ctxFor(h, admin.user), { name: 'Hostile', scopes: ['read:orders'] })).apiKey.id;
const newEndpoint = async () =>
  (
    await h.db.webhookEndpoint.create({
      data: { url: 'https://93.184.215.14/h', secret: 'whsec_eA==', eventTypes: [] },
    })
  ).id;
const newDisabledEndpoint = async () =>
  (
    await h.db.webhookEndpoint.create({
      data: {
        url: 'https://93.184.215.14/h',
        secret: 'whsec_eA==',
        eventTypes: [],
        enabled: false,
        disabledAt: new Date(),
        disabledReason: 'Retries ran out',
      },
    })
  ).id;
/** A delivery that failed (its event id need not exist: the dispatcher is not running here). */
const newFailedDelivery = async () =>
  (
    await h.db.webhookDelivery.create({
      data: {
        endpointId: await newEndpoint(),
        eventId: '00000000-0000-4000-8000-00000000000b',
        eventType: 'invoice.paid',
        status: 'FAILED',
        attempts: 13,
      },
    })
  ).id;
/** A statement line proposing 1.00 of a new purchase order of the customer. */
const newBankLine = async () => {
  const po = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: await newPurchaseOrder() } });
  const statement = await h.db.bankStatement.create({
    data: {
      fileName: 'h.csv',
      format: 'CSV',
      fileHash: `hostile-${po.id}`,
      importedByEmail: admin.user.email,
      creditLines: 1,
      newLines: 1,
      debitsSkipped: 0,
    },
  });
  return (
    await h.db.bankStatementLine.create({
      data: {
        statementId: statement.id,
        lineNo: 2,
        fingerprint: `hostile-${po.id}`,
        bookedOn: new Date(),
        amountCents: 100,
        currency: 'USD',
        reference: 'r',
        counterparty: 'c',
        status: 'PROPOSED',
        matchRule: 'REFERENCE',
        allocations: [{ purchaseOrderId: po.id, invoiceNumber: po.invoiceNumber, amountCents: 100 }],
      },
    })
  ).id;
};
/** Statement-file-like junk: CSV and XML shapes with nasty cells, amounts and dates, besides plain nasty strings. */
const statementContent = fc.oneof(
  nastyString,
  fc
    .tuple(
      fc.constantFrom(
        'Date,Amount,Currency,Reference,Counterparty',
        'Date;Amount;Reference',
        'amount',
        '\uFEFFBooking date;Credit;Debit',
      ),
      fc.array(fc.array(nastyString, { maxLength: 6 }), { maxLength: 5 }),
    )
    .map(([header, rows]) => [header, ...rows.map((r) => r.join(','))].join('\n')),
  fc
    .tuple(
      fc.constantFrom('2026-11-24', '31.02.2026', '13/13/2026', ''),
      fc.constantFrom('1,234.56', '1.234,56', '-5', '(3.00)', '12.345.678,9', '9'.repeat(30), 'NaN', '1e9'),
    )
    .map(([d, a]) => `Date,Amount,Reference\n${d},"${a}",x`),
  fc.constantFrom(
    '<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="USD">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry></Stmt></BkToCstmrStmt></Document>',
    '<Document><BkToCstmrStmt><Stmt><Ntry>',
    '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><Document>&b;</Document>',
    '<Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="USD">-1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-24</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>',
  ),
);
const GOOD_DETAILS = {
  poNumber: 'PO-1',
  companyName: 'Acme',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
/** A purchase order of the customer (one line, checked out). */
const newPurchaseOrder = async () => {
  const itemId = await newItem();
  return (
    await purchaseOrders.checkout(ctxFor(h, customer.user), { itemIds: [itemId], details: GOOD_DETAILS })
  ).id;
};

/** An order whose freight the shop quotes, waiting for staff to set it (docs/decisions/076). */
const newFreightPendingOrder = async () => {
  const id = await newPurchaseOrder();
  await h.db.purchaseOrder.update({ where: { id }, data: { freightPending: true } });
  return id;
};

// Company accounts: the customer is the company admin of their own company.
/** Names and numbers no two runs share (fast-check's uuids repeat while it shrinks, and lean to small values). */
let uniqueCount = 0;
const unique = () => `${Date.now().toString(36)}${(uniqueCount += 1).toString(36)}`;
const newCategory = async () =>
  (
    await h.db.category.create({
      data: { slug: `h-${Math.random().toString(36).slice(2, 12)}`, name: 'Hostile' },
    })
  ).id;
const nastySlugs = fc.array(fc.oneof(nastyString, fc.constantFrom('glue-guns', 'a'.repeat(61), 'Caps', '')), {
  maxLength: 25,
});
/** An item that has the customer's company's own part number; its id. */
const newNumberedProduct = async () => {
  const p = await h.factories.createProduct(h.db);
  await h.db.customerPartNumber.create({
    data: { companyId: customer.user.companyId, productId: p.id, partNumber: `PN-${p.id.slice(0, 8)}` },
  });
  return p.id;
};
/** Part-number files: nasty text, rows of nasty cells in any separator, a file one line too long. */
const partNumberFile = fc.oneof(
  nastyString,
  fc
    .tuple(fc.constantFrom(',', ';', '\t'), fc.array(fc.tuple(nastyString, nastyString), { maxLength: 6 }))
    .map(([sep, rows]) => rows.map((r) => r.join(sep)).join('\n')),
  fc.constantFrom(
    Array.from({ length: 5_001 }, (_, i) => `GG-${i},N${i}`).join('\n'),
    '\uFEFFsku;part number\r\n',
    '"unclosed,x\n',
    'a,b,c,d',
  ),
);
const newLocation = async () =>
  (
    await h.db.companyLocation.create({
      data: {
        companyId: customer.user.companyId,
        label: 'Bay',
        addressLine1: '1 Road',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        country: 'GB',
      },
    })
  ).id;
const newInvitation = async () =>
  (
    await h.db.companyInvitation.create({
      data: {
        companyId: customer.user.companyId,
        email: `${Math.random().toString(36).slice(2)}@inv.test`,
        role: 'BUYER',
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    })
  ).id;
const newColleague = async () =>
  (
    await h.factories.createUser(h.db, {
      company: { connect: { id: customer.user.companyId } },
      companyRole: 'BUYER',
    })
  ).id;
const newCompany = async () => (await h.db.company.create({ data: { name: 'Hostile Co' } })).id;
/** The customer's company sends X12 as ZZ:HOSTILE (decision 080); the fixture 850 from it, with a new control number. */
const ediSender = () =>
  h.db.ediPartner.upsert({
    where: { companyId: customer.user.companyId },
    create: { companyId: customer.user.companyId, qualifier: 'ZZ', senderId: 'HOSTILE' },
    update: {},
  });
const hostileX12 = (replace: Array<[string | RegExp, string]> = []) =>
  interchange(1 + Math.floor(Math.random() * 999_999_998), [
    [/ACMEBUYER {6}/, 'HOSTILE'.padEnd(15)],
    [/GS\*PO\*ACMEBUYER/, 'GS*PO*HOSTILE'],
    ...replace,
  ]);
const SEND_X12 =
  'mutation($t: String!) { ediInbound(text: $t) { accepted acknowledgement refusals { reason } } }';
/** A rate for a region no address names (so it taxes no other mutation's orders). */
const newTaxRate = async () => {
  const region = `Hostile ${Math.random().toString(36).slice(2)}`;
  return (
    await h.db.taxRate.create({
      data: { country: 'AQ', region, regionKey: region.toUpperCase(), name: 'VAT', rateMillionths: 200_000 },
    })
  ).id;
};
// The seeded north warehouse (warehouses are the shop's few, not made per test).
const northWarehouse = async () => (await h.db.warehouse.findFirstOrThrow({ where: { code: 'NORTH' } })).id;
const newPriceList = async () =>
  (await h.db.priceList.create({ data: { name: `Hostile ${Math.random().toString(36).slice(2)}` } })).id;
const newCustomerGroup = async () =>
  (await h.db.customerGroup.create({ data: { name: `Hostile ${Math.random().toString(36).slice(2)}` } })).id;
/** `cents` of customer credit held for a company (a ledger row and its balance, as the services keep them). */
const holdCredit = async (companyId: string, cents = 10_000) => {
  await h.db.customerCreditEntry.create({
    data: {
      companyId,
      kind: 'OVERPAYMENT',
      amountCents: cents,
      detail: 'Hostile',
      actorEmail: admin.user.email,
    },
  });
  await h.db.company.update({ where: { id: companyId }, data: { creditBalanceCents: { increment: cents } } });
};
const newCompanyWithCredit = async () => {
  const id = await newCompany();
  await holdCredit(id);
  return id;
};
/** A purchase order of the customer whose company holds credit to apply to it. */
const newPurchaseOrderWithCredit = async () => {
  const id = await newPurchaseOrder();
  await holdCredit(customer.user.companyId, 100);
  return id;
};
/** A shipment of 10 of a new purchase order's line. */
const newShipment = async () => {
  const poId = await newPurchaseOrder();
  const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: poId } });
  return (
    await shipmentsService.createShipment(ctxFor(h, admin.user), poId, {
      lines: [{ invoiceLineId: line.id, quantity: 10 }],
      carrier: 'UPS',
      trackingNumber: '1Z1',
    })
  ).id;
};
/** A purchase order of the customer's with 50 of its line of 100 delivered: the order id. */
const newDeliveredOrder = async () => {
  const poId = await newPurchaseOrder();
  const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: poId } });
  await h.db.shipment.create({
    data: {
      purchaseOrderId: poId,
      number: 1,
      carrier: 'UPS',
      shippedAt: new Date(),
      deliveredAt: new Date(),
      createdByEmail: admin.user.email,
      lines: { create: [{ invoiceLineId: line.id, quantity: 50 }] },
    },
  });
  return poId;
};
/** A return of 5 of those delivered units, in `status`: its id. */
const newReturnIn = (status: 'REQUESTED' | 'APPROVED') => async () => {
  const poId = await newDeliveredOrder();
  const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: poId } });
  return (
    await h.db.returnRequest.create({
      data: {
        purchaseOrderId: poId,
        companyId: customer.user.companyId,
        status,
        reason: 'Cracked',
        requestedByEmail: customer.user.email,
        lines: { create: [{ invoiceLineId: line.id, quantity: 5 }] },
      },
    })
  ).id;
};
const REQUEST_RETURN =
  'mutation($o: ID!, $l: [ReturnLineInput!]!, $r: String!, $p: [String!]) { requestReturn(orderId: $o, lines: $l, reason: $r, photoLinks: $p) { status photoLinks lines { quantity } } }';
/** Asks for a return of `lines` (an invoiceLineId of 'LINE' stands for the order's line) with the reason and photo links given. */
async function sendReturnRequest(orderId: unknown, lines: unknown, reason: unknown, photoLinks: unknown) {
  const line =
    typeof orderId === 'string' && /^[0-9a-f-]{36}$/.test(orderId)
      ? await h.db.invoiceLine.findFirst({ where: { purchaseOrderId: orderId } })
      : null;
  const l = Array.isArray(lines)
    ? lines.map((x: { invoiceLineId: unknown }) => ({
        ...x,
        invoiceLineId: x.invoiceLineId === 'LINE' ? (line?.id ?? 'LINE') : x.invoiceLineId,
      }))
    : lines;
  const { res, refused } = await send(
    REQUEST_RETURN,
    { o: orderId, l, r: reason, p: photoLinks },
    customer.token,
  );
  if (!refused) {
    const r = res.body.data.requestReturn;
    expect(r.status).toBe('REQUESTED');
    expect(r.lines.every((q: { quantity: number }) => q.quantity >= 1 && q.quantity <= 50)).toBe(true);
    expect(r.photoLinks.every((u: string) => u.startsWith('https://'))).toBe(true);
  }
}
/** A colleague buyer of the customer's company (the customer, its company admin, sees their quotes). */
const newBuyer = async () =>
  h.factories.createUser(h.db, {
    company: { connect: { id: customer.user.companyId } },
    companyRole: 'BUYER',
  });
const newQuoteIn = (state: 'REQUESTED' | 'SENT' | 'APPROVAL_NEEDED') => async () => {
  const p = await h.factories.createProduct(h.db, { quantity: 1_000_000 });
  return (await quoteIn(h, state, await newBuyer(), p, admin.user)).id;
};
const nastyQuoteLines = (price: 'targetPriceCents' | 'unitPriceCents') =>
  fc.oneof(
    fc.array(
      fc.record(
        {
          productId: anyId(newProduct),
          quantity: nastyNumber,
          note: nastyString,
          [price]: fc.oneof(fc.constant(null), nastyNumber),
        },
        { requiredKeys: ['productId'] },
      ),
      { maxLength: 3 },
    ),
    nastyString,
  );
const resolveLines = async (lines: unknown) =>
  Array.isArray(lines)
    ? Promise.all(
        lines.map(async (l: Record<string, any>) => ({ ...l, productId: await resolveId(l.productId) })),
      )
    : lines;
const QUOTE_LINES = 'lines { productId quantity targetPriceCents unitPriceCents }';
const REQUEST_QUOTE = `mutation($l: [SalesQuoteRequestLineInput!]!, $n: String!) { requestQuote(lines: $l, note: $n) { status versions { ${QUOTE_LINES} } } }`;
const COUNTER_QUOTE = `mutation($id: ID!, $l: [SalesQuoteRequestLineInput!]!, $v: Int) { counterQuote(id: $id, lines: $l, version: $v) { status versions { ${QUOTE_LINES} } } }`;
const SEND_QUOTE = `mutation($id: ID!, $l: [SalesQuotePriceLineInput!]!, $u: String!, $f: String!, $v: Int) {
  sendQuote(id: $id, lines: $l, validUntil: $u, freightNote: $f, version: $v) { status expiresAt versions { ${QUOTE_LINES} } } }`;
const REP_SEND_QUOTE = SEND_QUOTE.replace('sendQuote(', 'repSendQuote(');
/** A sales rep serving the customer's company (decision 084), made once. */
let rep: { user: User; token: string } | undefined;
async function customersRep() {
  if (!rep) {
    const made = await h.signedIn('CUSTOMER');
    await h.db.user.update({ where: { id: made.user.id }, data: { salesRep: true } });
    await h.db.salesRepAssignment.create({
      data: { repId: made.user.id, companyId: customer.user.companyId },
    });
    rep = made;
  }
  return rep;
}
const newRep = async () => (await h.factories.createUser(h.db, { salesRep: true })).id;
/** A new rep serving the customer's company, apart from customersRep so a limit set on it reaches no other case. */
const newCustomersRep = async () => {
  const id = await newRep();
  await h.db.salesRepAssignment.create({ data: { repId: id, companyId: customer.user.companyId } });
  return id;
};
const customersCompany = async () => customer.user.companyId;
const newBuyerId = async () => (await newBuyer()).id;
const resolveIds = async (ids: unknown) =>
  Array.isArray(ids) ? Promise.all(ids.map((i) => resolveId(i))) : ids;
/** What every accepted quote answer must hold: whole positive quantities and prices. */
function expectSaneQuote(q: {
  versions: Array<{
    lines: Array<{ quantity: number; targetPriceCents: number | null; unitPriceCents: number | null }>;
  }>;
}) {
  for (const l of q.versions.flatMap((v) => v.lines)) {
    expect(Number.isInteger(l.quantity) && l.quantity >= 1).toBe(true);
    for (const price of [l.targetPriceCents, l.unitPriceCents])
      expect(price === null || (Number.isInteger(price) && price >= 1)).toBe(true);
  }
}
/** Shipments' nasty fields; 'LINE' stands for the order's own first line (so quantities and the rest are reached). */
const nastyShipment = fc.record(
  {
    lines: fc.oneof(
      fc.array(
        fc.record({ invoiceLineId: fc.oneof(fc.constant('LINE'), nastyString), quantity: nastyNumber }),
        { maxLength: 3 },
      ),
      nastyString,
    ),
    carrier: fc.oneof(fc.constantFrom('UPS', 'Acme'), nastyString),
    service: nastyString,
    trackingNumber: fc.oneof(fc.constant('1Z1'), nastyString),
    trackingUrl: fc.oneof(fc.constant(null), urlLike),
    shippedAt: fc.oneof(
      fc.constant(null),
      nastyString,
      fc.constantFrom('2999-01-01', '2020-01-01', '2026-02-30'),
    ),
  },
  { requiredKeys: [] },
);
const SHIP = `mutation($o: ID!, $l: [ShipmentLineInput!]!, $c: String!, $s: String!, $t: String!, $u: String, $d: String) {
  createShipment(orderId: $o, lines: $l, carrier: $c, service: $s, trackingNumber: $t, trackingUrl: $u, shippedAt: $d) { id shipmentNumber trackingUrl lines { quantity } } }`;
async function sendShipment(orderId: unknown, i: Record<string, any>) {
  const line =
    typeof orderId === 'string' && /^[0-9a-f-]{36}$/.test(orderId)
      ? await h.db.invoiceLine.findFirst({ where: { purchaseOrderId: orderId } })
      : null;
  const lines = Array.isArray(i.lines)
    ? i.lines.map((l: { invoiceLineId: unknown }) => ({
        ...l,
        invoiceLineId: l.invoiceLineId === 'LINE' ? (line?.id ?? 'LINE') : l.invoiceLineId,
      }))
    : i.lines;
  const { res, refused } = await send(
    SHIP,
    {
      o: orderId,
      l: lines,
      c: i.carrier,
      s: i.service,
      t: i.trackingNumber,
      u: i.trackingUrl,
      d: i.shippedAt,
    },
    admin.token,
  );
  if (!refused) {
    const shipment = res.body.data.createShipment;
    expect(shipment.shipmentNumber).toMatch(/^SO-\d{6,}-\d+$/);
    expect(shipment.trackingUrl === null || shipment.trackingUrl.startsWith('https://')).toBe(true);
    expect(shipment.lines.every((l: { quantity: number }) => l.quantity >= 1 && l.quantity <= 100)).toBe(
      true,
    );
  }
}
const nastyCreditNote = fc.record(
  {
    reason: nastyString,
    returnStock: fc.oneof(fc.boolean(), nastyNumber),
    settlement: fc.oneof(fc.constantFrom('HOLD', 'APPLY', 'REFUND'), nastyString),
    lines: fc.oneof(
      fc.constant(null),
      fc.array(fc.record({ invoiceLineId: nastyString, quantity: nastyNumber }), { maxLength: 3 }),
      nastyString,
    ),
    refund: fc.oneof(
      fc.constant(null),
      fc.record({
        paidOn: nastyString,
        method: fc.oneof(fc.constantFrom('CARD', 'CHEQUE'), nastyString),
        reference: nastyString,
      }),
      nastyString,
    ),
    freightCents: nastyNumber,
  },
  { requiredKeys: [] },
);
const nastyRefund = fc.record(
  {
    amountCents: nastyNumber,
    paidOn: fc.oneof(nastyString, fc.constantFrom(new Date().toISOString().slice(0, 10), '2999-01-01')),
    method: fc.oneof(fc.constantFrom('BANK_TRANSFER', 'OTHER'), nastyString),
    reference: nastyString,
  },
  { requiredKeys: [] },
);
/** A requester of the customer's company and an order of theirs waiting for approval. */
const newWaitingRequest = async () => {
  const requester = await h.factories.createUser(h.db, {
    company: { connect: { id: customer.user.companyId } },
    companyRole: 'REQUESTER',
  });
  const p = await h.factories.createProduct(h.db, { quantity: 1_000_000 });
  const item = await h.db.orderItem.create({
    data: {
      productId: p.id,
      userId: requester.id,
      productName: p.name,
      imageUrl: p.imageUrl,
      unitPriceCents: p.priceCents,
      userName: 'r',
      userEmail: requester.email,
      userPhone: '5550100',
      quantity: 100,
    },
  });
  const { approvalRequest } = await approvalsService.submitOrder(ctxFor(h, requester), {
    itemIds: [item.id],
    details: GOOD_DETAILS,
  });
  return { id: approvalRequest!.id, token: h.tokenFor(requester) };
};
const ROLES = ['COMPANY_ADMIN', 'BUYER', 'REQUESTER', 'ACCOUNTS_PAYABLE'];
const validProfile = fc.record({
  name: validText,
  taxId: fc.oneof(fc.constant(null), fc.stringMatching(/^[A-Z]{2}[0-9]{6,10}$/)),
  billingCountry: fc.constantFrom(null, 'GB', 'us'),
  billingCity: fc.constantFrom('Leeds', 'Zürich'),
  billingPostalCode: fc.constant('LS1 4AP'),
  eInvoiceFormat: fc.constantFrom('UBL', 'CII', 'FACTUR_X', 'XRECHNUNG_UBL', 'XRECHNUNG_CII'),
  eInvoiceEmail: fc.constantFrom(null, '', ' AP@Example.test '),
  buyerReference: fc.constantFrom(null, '', '04011000-1234512345-06', ' PO/2026.7 '),
});
const validLocation = fc.record({
  label: validText,
  addressLine1: fc.constant('1 Mill Road'),
  city: fc.constantFrom('Leeds', 'Zürich'),
  postalCode: fc.constant('LS1 1AA'),
  country: fc.constantFrom('GB', 'de'),
});
const nastyProfile = fc.record(
  {
    name: nastyString,
    taxId: nastyString,
    billingLine1: nastyString,
    billingCountry: nastyString,
    eInvoiceFormat: nastyString,
    eInvoiceEmail: nastyString,
    buyerReference: nastyString,
  },
  { requiredKeys: [] },
);
const nastyLocation = fc.record(
  {
    label: nastyString,
    addressLine1: nastyString,
    city: nastyString,
    postalCode: nastyString,
    country: nastyString,
  },
  { requiredKeys: [] },
);
const nastyRole = fc.oneof(fc.constantFrom(...ROLES), nastyString, fc.constant(null));
const nastyLimits = fc.record(
  {
    orderLimitCents: nastyNumber,
    periodLimitCents: nastyNumber,
    limitPeriod: fc.oneof(fc.constantFrom('WEEK', 'MONTH'), nastyString),
  },
  { requiredKeys: [] },
);
const validLimits = fc.option(
  fc.record({
    orderLimitCents: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
    periodLimitCents: fc.integer({ min: 0, max: 100_000_000 }),
    limitPeriod: fc.constantFrom('WEEK', 'MONTH'),
  }),
);

/** Codes a hostile input may get back. Anything else (above all INTERNAL_SERVER_ERROR) fails the property. */
const CLEAN_CODES = new Set([
  'HEADERS_TOO_LARGE',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'PAYLOAD_TOO_LARGE',
]);

async function send(query: string, variables: Record<string, unknown>, token: string | undefined) {
  tried++;
  const before = await changes.mark();
  const req = h.http().post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  if (res.status >= 500 || res.body.errors?.[0]?.extensions?.code === 'INTERNAL_SERVER_ERROR') serverErrors++;
  expect(res.status).toBeLessThan(500);
  // 431: Node's own header size limit (a giant token header) answers before the app, with an empty body.
  const code: string | undefined =
    res.status === 431
      ? 'HEADERS_TOO_LARGE'
      : (res.body.errors?.[0]?.extensions?.code ?? res.body.error?.code);
  const refused = res.status >= 400 || Boolean(res.body.errors);
  if (refused) {
    refusalsByCode[code ?? '?'] = (refusalsByCode[code ?? '?'] ?? 0) + 1;
    if (!code || !CLEAN_CODES.has(code))
      throw new Error(`unclean refusal ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    const message: string =
      res.status === 431
        ? 'Request Header Fields Too Large'
        : (res.body.errors?.[0]?.message ?? res.body.error?.message);
    expect(message).toBeTruthy();
    expect(message).not.toMatch(/prisma|postgres|\bSELECT\b|\bat .*\.(js|ts):\d+/i);
    expect(await changes.changedSince(before)).toEqual([]);
  } else {
    accepted++;
  }
  if (mustAccept && refused)
    throw new Error(
      `a valid input was refused: ${res.status} ${JSON.stringify(res.body).slice(0, 300)} for ${JSON.stringify(variables).slice(0, 300)}`,
    );
  return { res, refused };
}

type Mutation = { arb: fc.Arbitrary<unknown>; run: (value: any) => Promise<void> };

const MUTATIONS: Record<string, Mutation> = {
  updateCompanyNotificationSettings: {
    arb: fc.record(
      {
        paymentReminders: fc.oneof(fc.boolean(), nastyString, nastyNumber),
        shippingNotices: fc.oneof(fc.boolean(), nastyString),
      },
      { requiredKeys: [] },
    ),
    run: async (i) => {
      await send(
        'mutation($i: NotificationSettingsInput!) { updateCompanyNotificationSettings(input: $i) { paymentReminders } }',
        { i },
        customer.token,
      );
    },
  },
  updateMyCompany: {
    arb: nastyProfile,
    run: async (i) => {
      await send(
        'mutation($i: CompanyProfileInput!) { updateMyCompany(input: $i) { id } }',
        { i },
        customer.token,
      );
    },
  },
  addCompanyLocation: {
    arb: nastyLocation,
    run: async (i) => {
      await send(
        'mutation($i: CompanyLocationInput!) { addCompanyLocation(input: $i) { id } }',
        { i },
        customer.token,
      );
    },
  },
  setMyPartNumber: {
    arb: fc.tuple(anyId(newProduct), nastyString),
    run: async ([product, partNumber]) => {
      await send(
        'mutation($i: PartNumberInput!) { setMyPartNumber(input: $i) { id } }',
        { i: { product: await resolveId(product), partNumber } },
        customer.token,
      );
    },
  },
  removeMyPartNumber: {
    arb: anyId(newNumberedProduct),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { removeMyPartNumber(productId: $id) }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  importMyPartNumbers: {
    arb: fc.tuple(partNumberFile, fc.oneof(fc.boolean(), nastyNumber)),
    run: async ([t, d]) => {
      await send(
        'mutation($t: String!, $d: Boolean!) { importMyPartNumbers(text: $t, dryRun: $d) { applied failed } }',
        { t, d },
        customer.token,
      );
    },
  },
  updateCompanyLocation: {
    arb: fc.tuple(anyId(newLocation), nastyLocation),
    run: async ([id, i]) => {
      await send(
        'mutation($id: ID!, $i: CompanyLocationInput!) { updateCompanyLocation(id: $id, input: $i) { id } }',
        { id: await resolveId(id), i },
        customer.token,
      );
    },
  },
  removeCompanyLocation: {
    arb: anyId(newLocation),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { removeCompanyLocation(id: $id) }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  inviteToCompany: {
    arb: fc.tuple(fc.oneof(nastyString, fc.emailAddress()), nastyRole, fc.option(nastyLimits)),
    run: async ([email, role, l]) => {
      await send(
        'mutation($e: String!, $r: CompanyRole!, $l: SpendingLimitsInput) { inviteToCompany(email: $e, role: $r, limits: $l) { id } }',
        { e: email, r: role, l },
        customer.token,
      );
    },
  },
  adminInviteToCompany: {
    arb: fc.tuple(
      anyId(newCompany),
      fc.oneof(nastyString, fc.emailAddress()),
      nastyRole,
      fc.option(nastyLimits),
    ),
    run: async ([c, email, role, l]) => {
      const query =
        'mutation($c: ID!, $e: String!, $r: CompanyRole!, $l: SpendingLimitsInput) { adminInviteToCompany(companyId: $c, email: $e, role: $r, limits: $l) { id } }';
      await send(query, { c: await resolveId(c), e: email, r: role, l }, admin.token);
    },
  },
  adminRevokeCompanyInvitation: {
    arb: anyId(newInvitation),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { adminRevokeCompanyInvitation(id: $id) { id } }',
        { id: await resolveId(id) },
        admin.token,
      );
    },
  },
  revokeCompanyInvitation: {
    arb: anyId(newInvitation),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { revokeCompanyInvitation(id: $id) { id } }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  acceptCompanyInvitation: {
    arb: anyId(newInvitation),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { acceptCompanyInvitation(id: $id) { role } }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  setMemberRole: {
    arb: fc.tuple(anyId(newColleague), nastyRole),
    run: async ([id, role]) => {
      await send(
        'mutation($id: ID!, $r: CompanyRole!) { setMemberRole(userId: $id, role: $r) { id } }',
        { id: await resolveId(id), r: role },
        customer.token,
      );
    },
  },
  removeCompanyMember: {
    arb: anyId(newColleague),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { removeCompanyMember(userId: $id) { id } }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  createCompany: {
    arb: nastyProfile,
    run: async (i) => {
      await send(
        'mutation($i: CompanyProfileInput!) { createCompany(input: $i) { id } }',
        { i },
        admin.token,
      );
    },
  },
  updateCompany: {
    arb: fc.tuple(anyId(newCompany), nastyProfile),
    run: async ([id, i]) => {
      await send(
        'mutation($id: ID!, $i: CompanyProfileInput!) { updateCompany(id: $id, input: $i) { id } }',
        { id: await resolveId(id), i },
        admin.token,
      );
    },
  },
  moveUserToCompany: {
    arb: fc.tuple(anyId(newCustomer), anyId(newCompany), nastyRole),
    run: async ([u, c, role]) => {
      await send(
        'mutation($u: ID!, $c: ID!, $r: CompanyRole!) { moveUserToCompany(userId: $u, companyId: $c, role: $r) { id } }',
        { u: await resolveId(u), c: await resolveId(c), r: role },
        admin.token,
      );
    },
  },
  setCompanyCreditTerms: {
    arb: fc.tuple(
      anyId(newCompany),
      fc.record({ creditLimitCents: nastyNumber, paymentTermsDays: nastyNumber }),
    ),
    run: async ([id, t]) => {
      await send(
        'mutation($id: ID!, $t: CreditTermsInput!) { setCompanyCreditTerms(id: $id, terms: $t) { id } }',
        { id: await resolveId(id), t },
        admin.token,
      );
    },
  },
  savePunchOutIdentity: {
    arb: fc.tuple(
      anyId(newCompany),
      fc.record(
        {
          fromDomain: nastyString,
          fromIdentity: nastyString,
          toDomain: nastyString,
          toIdentity: nastyString,
          senderDomain: nastyString,
          senderIdentity: nastyString,
          sharedSecret: nastyString,
          ociUsername: nastyString,
          ociPassword: nastyString,
          punchOutUserId: nastyString,
          enabled: fc.oneof(fc.boolean(), nastyString),
        },
        { requiredKeys: [] },
      ),
    ),
    run: async ([id, i]) => {
      const query =
        'mutation($id: ID!, $i: PunchOutIdentityInput!) { savePunchOutIdentity(companyId: $id, input: $i) { id senderIdentity ociEnabled } }';
      const { res, refused } = await send(query, { id: await resolveId(id), i }, admin.token);
      if (!refused) expect(JSON.stringify(res.body.data)).not.toMatch(/scrypt/);
    },
  },
  liftCompanyCreditHold: {
    arb: anyId(newCompany),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { liftCompanyCreditHold(id: $id) { id } }',
        { id: await resolveId(id) },
        admin.token,
      );
    },
  },
  submitOrder: {
    arb: fc.tuple(
      fc.array(anyId(newItem), { maxLength: 3 }),
      fc.record(
        {
          companyName: nastyString,
          addressLine1: nastyString,
          city: nastyString,
          postalCode: nastyString,
          country: nastyString,
          contactPhone: nastyString,
        },
        { requiredKeys: [] },
      ),
    ),
    run: async ([ids, d]) => {
      await send(
        'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { submitOrder(itemIds: $ids, details: $d) { purchaseOrder { id } approvalRequest { id } } }',
        { ids: await Promise.all(ids.map(resolveId)), d },
        customer.token,
      );
    },
  },
  approveOrder: {
    arb: anyId(async () => (await newWaitingRequest()).id),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { approveOrder(id: $id) { status } }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  rejectOrder: {
    arb: fc.tuple(
      anyId(async () => (await newWaitingRequest()).id),
      nastyString,
    ),
    run: async ([id, reason]) => {
      await send(
        'mutation($id: ID!, $r: String!) { rejectOrder(id: $id, reason: $r) { status } }',
        { id: await resolveId(id), r: reason },
        customer.token,
      );
    },
  },
  withdrawOrderRequest: {
    arb: anyId(async () => (await newWaitingRequest()).id),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { withdrawOrderRequest(id: $id) { status } }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  setApprovalRules: {
    arb: fc.array(fc.record({ thresholdCents: nastyNumber, approverRole: nastyRole }), { maxLength: 12 }),
    run: async (rules) => {
      await send(
        'mutation($r: [ApprovalRuleInput!]!) { setApprovalRules(rules: $r) { id } }',
        { r: rules },
        customer.token,
      );
    },
  },
  setSpendingLimits: {
    arb: fc.tuple(anyId(newColleague), nastyLimits),
    run: async ([id, l]) => {
      await send(
        'mutation($id: ID!, $l: SpendingLimitsInput!) { setSpendingLimits(userId: $id, limits: $l) { id } }',
        { id: await resolveId(id), l },
        customer.token,
      );
    },
  },
  createProduct: {
    arb: fc.record({
      name: nastyString,
      description: nastyString,
      imageUrl: urlLike,
      priceCents: nastyNumber,
      quantity: nastyNumber,
    }),
    async run(input) {
      const { res, refused } = await send(
        'mutation($i: ProductInput!) { createProduct(input: $i) { imageUrl priceCents quantity } }',
        { i: input },
        admin.token,
      );
      if (!refused) {
        const p = res.body.data.createProduct;
        expect(p.imageUrl).toMatch(/^(https?:\/\/|\/(?![/\\]))/i);
        expect(p.priceCents).toBeGreaterThan(0);
        expect(p.quantity).toBeGreaterThanOrEqual(0);
      }
    },
  },
  updateProduct: {
    arb: fc.tuple(
      anyId(newProduct),
      fc.record({
        name: nastyString,
        description: nastyString,
        imageUrl: urlLike,
        priceCents: nastyNumber,
        quantity: nastyNumber,
      }),
    ),
    async run([id, input]) {
      const resolved = await resolveId(id);
      // An existing product is sent with its version (updateProduct requires it), so hostile values reach the checks past it.
      const version =
        id.v === 'EXISTING'
          ? (await h.db.product.findUniqueOrThrow({ where: { id: resolved as string } })).version
          : undefined;
      const { res, refused } = await send(
        'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { imageUrl } }',
        { id: resolved, i: { ...input, version } },
        admin.token,
      );
      if (!refused) expect(res.body.data.updateProduct.imageUrl).toMatch(/^(https?:\/\/|\/(?![/\\]))/i);
    },
  },
  deleteProduct: {
    arb: anyId(newProduct),
    run: async (id) => {
      await send('mutation($id: ID!) { deleteProduct(id: $id) }', { id: await resolveId(id) }, admin.token);
    },
  },
  saveCategory: {
    arb: fc.record(
      {
        id: fc.oneof(fc.constant(null), anyId(newCategory)),
        slug: fc.oneof(nastyString, fc.constantFrom('ok-slug', 'a--b', '-x')),
        name: nastyString,
        description: fc.oneof(nastyString, fc.constant(null)),
        parentSlug: fc.oneof(nastyString, fc.constant(null)),
        position: nastyNumber,
        filterKeys: fc.oneof(nastySlugs, fc.constant(null)),
      },
      { requiredKeys: [] },
    ),
    run: async (i) => {
      await send(
        'mutation($i: CategoryInput!) { saveCategory(input: $i) { id } }',
        { i: { ...i, id: i.id ? await resolveId(i.id) : i.id } },
        admin.token,
      );
    },
  },
  deleteCategory: {
    arb: anyId(newCategory),
    run: async (id) => {
      await send('mutation($id: ID!) { deleteCategory(id: $id) }', { id: await resolveId(id) }, admin.token);
    },
  },
  saveSpecification: {
    arb: fc.record(
      {
        key: nastyString,
        name: nastyString,
        kind: fc.oneof(fc.constantFrom('NUMBER', 'CHOICE', 'TEXT'), nastyString),
        unit: fc.oneof(nastyString, fc.constant(null)),
        choices: fc.oneof(fc.array(nastyString, { maxLength: 120 }), fc.constant(null)),
        position: nastyNumber,
      },
      { requiredKeys: [] },
    ),
    run: async (i) => {
      await send(
        'mutation($i: SpecificationInput!) { saveSpecification(input: $i) { id } }',
        { i },
        admin.token,
      );
    },
  },
  setProductCatalog: {
    arb: fc.tuple(
      anyId(newProduct),
      nastySlugs,
      fc.array(fc.record({ key: nastyString, value: fc.oneof(nastyString, nastyNumber) }), { maxLength: 55 }),
    ),
    run: async ([id, c, specs]) => {
      await send(
        'mutation($id: ID!, $c: [String!]!, $s: [SpecValueInput!]!) { setProductCatalog(productId: $id, categories: $c, specs: $s) { id } }',
        { id: await resolveId(id), c, s: specs },
        admin.token,
      );
    },
  },
  saveProductFamily: {
    arb: fc.record(
      {
        id: fc.oneof(fc.constant(null), anyId(newFamily)),
        name: nastyString,
        description: fc.oneof(nastyString, fc.constant(null)),
        optionNames: fc.oneof(fc.array(nastyString, { maxLength: 6 }), fc.constant(null)),
        version: nastyNumber,
      },
      { requiredKeys: [] },
    ),
    run: async (i) => {
      await send(
        'mutation($i: ProductFamilyInput!) { saveProductFamily(input: $i) { id } }',
        { i: { ...i, id: i.id ? await resolveId(i.id) : i.id } },
        admin.token,
      );
    },
  },
  setProductVariant: {
    arb: fc.tuple(
      anyId(newProduct),
      fc.oneof(fc.constant(null), anyId(newFamily)),
      fc.oneof(fc.array(nastyString, { maxLength: 5 }), nastyString),
    ),
    run: async ([id, family, values]) => {
      await send(
        'mutation($id: ID!, $f: ID, $v: [String!]!) { setProductVariant(productId: $id, familyId: $f, optionValues: $v) { id } }',
        { id: await resolveId(id), f: family ? await resolveId(family) : family, v: values },
        admin.token,
      );
    },
  },
  setRelatedProducts: {
    arb: fc.tuple(
      anyId(newProduct),
      fc.oneof(fc.constantFrom('ACCESSORY', 'SPARE_PART', 'REPLACED_BY'), nastyString),
      fc.array(fc.oneof(nastyString, fc.uuid(), fc.constant('EXISTING')), { maxLength: 25 }),
    ),
    run: async ([id, kind, related]) => {
      const refs = await Promise.all(related.map(async (r: string) => (r === 'EXISTING' ? newProduct() : r)));
      await send(
        'mutation($id: ID!, $k: RelationKind!, $r: [String!]!) { setRelatedProducts(productId: $id, kind: $k, related: $r) { id related { kind } } }',
        { id: await resolveId(id), k: kind, r: refs },
        admin.token,
      );
    },
  },
  setProductPacking: {
    arb: fc.tuple(
      anyId(newProduct),
      fc.record(
        {
          packSizes: fc.oneof(
            fc.array(fc.record({ name: nastyString, baseUnits: nastyNumber }), { maxLength: 14 }),
            nastyString,
          ),
          weightGrams: nastyNumber,
          dimensions: fc.oneof(
            fc.constant(null),
            fc.record({ lengthMm: nastyNumber, widthMm: nastyNumber, heightMm: nastyNumber }),
            nastyString,
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    run: async ([id, i]) => {
      await send(
        'mutation($id: ID!, $i: ProductPackingInput!) { setProductPacking(productId: $id, input: $i) { id packSizes { name baseUnits } } }',
        { id: await resolveId(id), i },
        admin.token,
      );
    },
  },
  placeOrder: {
    arb: fc.record({
      productId: anyId(newProduct),
      quantity: nastyNumber,
      phone: fc.oneof(nastyString, fc.stringMatching(/^\+?[0-9 ()-]{4,20}$/)),
      packUnit: fc.oneof(fc.constant(undefined), fc.constantFrom('Each', 'Case of 250'), nastyString),
    }),
    async run({ productId, quantity, phone, packUnit }) {
      const { res, refused } = await send(
        'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { quantity } }',
        { i: { productId: await resolveId(productId), quantity, phone, packUnit } },
        customer.token,
      );
      if (!refused) expect(res.body.data.placeOrder.quantity).toBeGreaterThanOrEqual(100);
    },
  },
  payOrderItem: {
    arb: anyId(newItem),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { payOrderItem(id: $id) { id } }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  cancelOrderItem: {
    arb: anyId(newItem),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { cancelOrderItem(id: $id) { id } }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  deleteOrderItem: {
    arb: anyId(newItem),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { deleteOrderItem(id: $id) }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  updateOrderStatus: {
    arb: fc.tuple(
      anyId(newItem),
      fc.oneof(
        fc.constantFrom('PENDING', 'INVOICED', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED'),
        nastyString,
      ),
    ),
    async run([id, status]) {
      await send(
        'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { id } }',
        { id: await resolveId(id), s: status },
        admin.token,
      );
    },
  },
  makeAdmin: {
    arb: fc.oneof(nastyString, fc.emailAddress()),
    run: async (email) => {
      await send(
        'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }',
        { e: email },
        admin.token,
      );
    },
  },
  revokeAdmin: {
    arb: anyId(newAdmin),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { revokeAdmin(id: $id) { role } }',
        { id: await resolveId(id) },
        admin.token,
      );
    },
  },
  // As a shop admin or as a company admin (the customer), shop or company keys.
  createApiKey: {
    arb: fc.record({
      input: fc.record(
        {
          name: nastyString,
          scopes: fc.oneof(fc.subarray([...SCOPES]), fc.array(nastyString, { maxLength: 4 }), nastyNumber),
          expiresAt: fc.oneof(
            nastyString,
            nastyNumber,
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          ),
          company: fc.oneof(fc.boolean(), fc.constant(null), nastyString, nastyNumber),
        },
        { requiredKeys: ['name', 'scopes'] },
      ),
      asCustomer: fc.boolean(),
    }),
    async run({ input, asCustomer }) {
      const { res, refused } = await send(
        'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { scopes } } }',
        { i: input },
        (asCustomer ? customer : admin).token,
      );
      if (!refused) expect(res.body.data.createApiKey.key).toMatch(/^gg_live_[0-9a-f]{12}_/);
    },
  },
  revokeApiKey: {
    arb: anyId(newApiKey),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { revokeApiKey(id: $id) { id } }',
        { id: await resolveId(id) },
        admin.token,
      );
    },
  },
  deleteUser: {
    arb: anyId(newCustomer),
    run: async (id) => {
      await send('mutation($id: ID!) { deleteUser(id: $id) }', { id: await resolveId(id) }, admin.token);
    },
  },
  erasePerson: {
    arb: anyId(newCustomer),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { erasePerson(userId: $id) { userId } }',
        { id: await resolveId(id) },
        admin.token,
      );
    },
  },
  addReview: {
    arb: fc.record({ photoUrl: urlLike, description: nastyString }),
    async run(input) {
      const { res, refused } = await send(
        'mutation($i: ReviewInput!) { addReview(input: $i) { photoUrl description } }',
        { i: input },
        customer.token,
      );
      if (!refused) {
        expect(res.body.data.addReview.photoUrl).toMatch(/^(https?:\/\/|\/(?![/\\]))/i);
        // HTML is stored as text, unchanged: clients render it as text.
        expect(res.body.data.addReview.description).toBe(String(input.description).trim());
      }
    },
  },
  exchangeToken: {
    arb: fc.oneof(nastyString, fc.string({ minLength: 8193, maxLength: 9000 })),
    run: async (t) => {
      await send('mutation($t: String!) { exchangeToken(idToken: $t) { token } }', { t }, undefined);
    },
  },
  // A bulk add of hostile lines (ids, quantities, line numbers) and phones adds everything or nothing.
  bulkAddToOrders: {
    arb: fc.record({
      phone: fc.oneof(nastyString, fc.constant('+1 555 0100')),
      lines: fc.oneof(
        fc.array(
          fc.record({
            productId: anyId(newProduct),
            quantity: nastyNumber,
            lineNumber: fc.oneof(nastyNumber, fc.constant(undefined)),
          }),
          { maxLength: 6 },
        ),
        fc.constantFrom(
          null,
          'x',
          [],
          [null],
          Array.from({ length: 501 }, () => ({
            productId: '00000000-0000-4000-8000-000000000000',
            quantity: 100,
          })),
        ),
      ),
    }),
    async run({ phone, lines }) {
      const resolved = Array.isArray(lines)
        ? await Promise.all(
            lines.map(async (l: any) =>
              l && typeof l === 'object' && 'productId' in l
                ? { ...l, productId: await resolveId(l.productId) }
                : l,
            ),
          )
        : lines;
      const { res, refused } = await send(
        'mutation($i: BulkAddInput!) { bulkAddToOrders(input: $i) { count items { quantity unitPriceCents } } }',
        { i: { phone, lines: resolved } },
        customer.token,
      );
      if (!refused) {
        for (const item of res.body.data.bulkAddToOrders.items)
          expect(item.quantity).toBeGreaterThanOrEqual(100);
      }
    },
  },
  // Checkout details, payments, fulfilment moves, credit terms, reorder.
  checkout: {
    arb: fc.record({
      itemIds: fc.oneof(
        fc.array(anyId(newItem), { maxLength: 4 }),
        fc.constantFrom(
          [],
          Array.from({ length: 201 }, () => '00000000-0000-4000-8000-000000000000'),
        ),
      ),
      details: fc.record({
        poNumber: fc.oneof(nastyString, fc.constant(null)),
        companyName: fc.oneof(nastyString, fc.constant('Acme')),
        addressLine1: fc.oneof(nastyString, fc.constant('1 Road')),
        addressLine2: fc.oneof(nastyString, fc.constant(null)),
        city: fc.oneof(nastyString, fc.constant('Leeds')),
        region: fc.oneof(nastyString, fc.constant(null)),
        postalCode: fc.oneof(nastyString, fc.constant('LS1 1AA')),
        country: fc.oneof(nastyString, fc.constantFrom('GB', 'us', 'XX')),
        contactPhone: fc.oneof(nastyString, fc.constant('+1 555 0100')),
        notes: fc.oneof(nastyString, fc.constant(null)),
      }),
      // A day per line (decision 101): for the first item or anything else, any day or none.
      lineDeliveryDates: fc.oneof(
        fc.constant(null),
        fc.array(
          fc.record({
            itemId: fc.oneof(nastyString, fc.constant('FIRST')),
            requestedDeliveryDate: fc.oneof(
              nastyString,
              fc.constantFrom('2020-01-06', '2027-02-30', '2999-01-04', ''),
              fc
                .integer({ min: 0, max: 60 })
                .map((n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)),
            ),
          }),
          { maxLength: 3 },
        ),
      ),
    }),
    async run({ itemIds, details, lineDeliveryDates }) {
      const ids = Array.isArray(itemIds)
        ? await Promise.all(
            itemIds.map((x: any) => (typeof x === 'object' && x && 'existing' in x ? resolveId(x) : x)),
          )
        : itemIds;
      const l = lineDeliveryDates?.map((d: { itemId: string }) => ({
        ...d,
        itemId: d.itemId === 'FIRST' && Array.isArray(ids) ? (ids[0] ?? 'FIRST') : d.itemId,
      }));
      const { res, refused } = await send(
        'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!, $l: [LineDeliveryDateInput!]) { checkout(itemIds: $ids, details: $d, lineDeliveryDates: $l) { totalCents poNumber country lines { quantity requestedDeliveryOn promisedDeliveryOn } } }',
        { ids, d: details, l },
        customer.token,
      );
      if (!refused) {
        const po = res.body.data.checkout;
        expect(po.totalCents).toBeGreaterThan(0);
        expect(po.country).toMatch(/^[A-Z]{2}$/);
        expect(String(po.poNumber ?? '').length).toBeLessThanOrEqual(64);
        // Every line is promised a working day no earlier than today, and never before the day asked for it can be kept.
        const today = new Date().toISOString().slice(0, 10);
        for (const line of po.lines)
          expect(
            line.promisedDeliveryOn === null ||
              (line.promisedDeliveryOn >= today &&
                ![0, 6].includes(new Date(`${line.promisedDeliveryOn}T00:00:00Z`).getUTCDay())),
          ).toBe(true);
      }
    },
  },
  reorder: {
    arb: anyId(newPurchaseOrder),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { reorder(id: $id) { addedCount } }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  recordPayment: {
    arb: fc.tuple(
      anyId(newPurchaseOrder),
      fc.record({
        amountCents: nastyNumber,
        receivedOn: fc.oneof(
          nastyString,
          fc.constantFrom(new Date().toISOString().slice(0, 10), '2026-02-30', '2999-01-01'),
        ),
        reference: nastyString,
      }),
    ),
    async run([id, payment]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { paidCents totalCents } }',
        { id: await resolveId(id), p: payment },
        admin.token,
      );
      if (!refused)
        expect(res.body.data.recordPayment.paidCents).toBeLessThanOrEqual(
          res.body.data.recordPayment.totalCents,
        );
    },
  },
  issueCreditNote: {
    arb: fc.tuple(anyId(newPurchaseOrder), nastyCreditNote),
    async run([id, input]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $i: CreditNoteInput!) { issueCreditNote(purchaseOrderId: $id, input: $i) { amountCents appliedToInvoiceCents releasedCents creditNoteNumber } }',
        { id: await resolveId(id), i: input },
        admin.token,
      );
      if (!refused) {
        const note = res.body.data.issueCreditNote;
        expect(note.amountCents).toBeGreaterThan(0);
        expect(note.appliedToInvoiceCents + note.releasedCents).toBe(note.amountCents);
        expect(note.creditNoteNumber).toMatch(/^CN-\d{6,}$/);
      }
    },
  },
  applyCustomerCredit: {
    arb: fc.tuple(anyId(newPurchaseOrderWithCredit), nastyNumber),
    async run([id, amount]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $a: Int) { applyCustomerCredit(purchaseOrderId: $id, amountCents: $a) { totalCents creditedCents paidCents balanceCents } }',
        { id: await resolveId(id), a: amount },
        admin.token,
      );
      if (!refused) {
        const po = res.body.data.applyCustomerCredit;
        expect(po.balanceCents).toBe(po.totalCents - po.creditedCents - po.paidCents);
        expect(po.balanceCents).toBeGreaterThanOrEqual(0);
      }
    },
  },
  recordRefund: {
    arb: fc.tuple(anyId(newCompanyWithCredit), nastyRefund),
    async run([id, refund]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $r: RefundInput!) { recordRefund(companyId: $id, refund: $r) { amountCents paidOn } }',
        { id: await resolveId(id), r: refund },
        admin.token,
      );
      if (!refused) expect(res.body.data.recordRefund.amountCents).toBeGreaterThan(0);
    },
  },
  updateFulfilment: {
    arb: fc.tuple(
      anyId(newPurchaseOrder),
      fc.oneof(fc.constantFrom('UNFULFILLED', 'SHIPPED', 'DELIVERED', 'CANCELLED'), nastyString),
    ),
    async run([id, status]) {
      await send(
        'mutation($id: ID!, $s: FulfilmentStatus!) { updateFulfilment(id: $id, status: $s) { fulfilmentStatus } }',
        { id: await resolveId(id), s: status },
        admin.token,
      );
    },
  },
  createShipment: {
    arb: fc.tuple(anyId(newPurchaseOrder), nastyShipment),
    async run([id, input]) {
      await sendShipment(await resolveId(id), input);
    },
  },
  requestReturn: {
    arb: fc.tuple(
      anyId(newDeliveredOrder),
      fc.oneof(
        fc.array(
          fc.record({ invoiceLineId: fc.oneof(fc.constant('LINE'), nastyString), quantity: nastyNumber }),
          { maxLength: 3 },
        ),
        nastyString,
      ),
      nastyString,
      fc.oneof(
        fc.constant(null),
        fc.array(
          fc.oneof(
            nastyString,
            fc.constantFrom('javascript:alert(1)', 'https://127.0.0.1/x', 'https://photos.example.com/a.jpg'),
          ),
          { maxLength: 7 },
        ),
        nastyString,
      ),
    ),
    async run([id, lines, reason, photos]) {
      await sendReturnRequest(await resolveId(id), lines, reason, photos);
    },
  },
  createOrderList: {
    arb: fc.record(
      { name: fc.oneof(nastyString, fc.constant('Weekly restock')), lines: nastyListLines },
      { requiredKeys: [] },
    ),
    async run(i) {
      const { res, refused } = await send(
        ORDER_LIST_INPUT,
        { i: { ...i, lines: await listLines(i.lines) } },
        customer.token,
      );
      if (!refused)
        for (const l of res.body.data.createOrderList.lines) expect(l.quantity).toBeGreaterThan(0);
    },
  },
  updateOrderList: {
    arb: fc.tuple(
      anyId(newOrderList()),
      fc.record(
        { name: fc.oneof(nastyString, fc.constant(null)), lines: nastyListLines },
        { requiredKeys: [] },
      ),
    ),
    async run([id, i]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $i: OrderListInput!) { updateOrderList(id: $id, input: $i) { name lines { quantity } } }',
        { id: await resolveId(id), i: { ...i, lines: await listLines(i.lines) } },
        customer.token,
      );
      if (!refused) expect(res.body.data.updateOrderList.name.trim().length).toBeGreaterThan(0);
    },
  },
  deleteOrderList: {
    arb: anyId(newOrderList()),
    async run(id) {
      await send(
        'mutation($id: ID!) { deleteOrderList(id: $id) }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  orderOrderList: {
    arb: fc.tuple(anyId(newOrderList()), fc.oneof(nastyString, fc.constant(null), validPhone)),
    async run([id, phone]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $p: String) { orderOrderList(id: $id, phone: $p) { addedCount refusedCount lines { added reason } } }',
        { id: await resolveId(id), p: phone },
        customer.token,
      );
      if (!refused)
        for (const l of res.body.data.orderOrderList.lines) expect(l.added || Boolean(l.reason)).toBe(true);
    },
  },
  setOrderSchedule: {
    arb: fc.tuple(
      anyId(newOrderList()),
      fc.record(
        {
          everyWeeks: nastyNumber,
          dayOfMonth: nastyNumber,
          startOn: fc.oneof(nastyString, fc.constantFrom('2030-02-30', '2099-01-01', '1999-01-01')),
          endOn: nastyString,
          contactPhone: fc.oneof(nastyString, validPhone),
          quantities: fc.oneof(
            nastyString,
            fc.array(fc.record({ productId: nastyString, quantity: nastyNumber }), { maxLength: 2 }),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    async run([id, i]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $i: OrderScheduleInput!) { setOrderSchedule(listId: $id, input: $i) { schedule { nextRunOn status } } }',
        { id: await resolveId(id), i },
        customer.token,
      );
      if (!refused) expect(res.body.data.setOrderSchedule.schedule.nextRunOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  },
  changeOrderSchedule: {
    arb: fc.tuple(
      anyId(newOrderList(true)),
      fc.oneof(nastyString, fc.constantFrom('PAUSE', 'RESUME', 'SKIP', 'REMOVE')),
    ),
    async run([id, action]) {
      await send(
        'mutation($id: ID!, $a: OrderScheduleAction!) { changeOrderSchedule(listId: $id, action: $a) { id } }',
        { id: await resolveId(id), a: action },
        customer.token,
      );
    },
  },
  // X12 EDI over GraphQL (decision 080): a partner set with nasty ids; the fixture 850 spliced with nasty text at any place.
  saveEdiPartner: {
    arb: fc.tuple(
      anyId(newCompany),
      fc.oneof(nastyString, fc.constantFrom('ZZ', '01', 'z1')),
      fc.oneof(nastyString, fc.constantFrom('ACME 1', 'A'.repeat(16))),
      fc.constantFrom(true, false, null),
    ),
    async run([id, q, s, e]) {
      const { res, refused } = await send(
        'mutation($c: ID!, $q: String!, $s: String!, $e: Boolean) { saveEdiPartner(companyId: $c, qualifier: $q, senderId: $s, enabled: $e) { qualifier senderId } }',
        { c: await resolveId(id), q, s, e },
        admin.token,
      );
      if (!refused) expect(res.body.data.saveEdiPartner.qualifier).toMatch(/^[0-9A-Z]{2}$/);
    },
  },
  ediInbound: {
    arb: fc.oneof(
      nastyString,
      fc.tuple(fc.nat({ max: 700 }), nastyString).map(([at, junk]) => {
        const x = hostileX12();
        return x.slice(0, at) + junk + x.slice(at + 1);
      }),
    ),
    async run(text) {
      await ediSender();
      const { res, refused } = await send(SEND_X12, { t: text }, customer.token);
      if (!refused) expect(res.body.data.ediInbound.acknowledgement).toMatch(/^ISA\*/);
    },
  },
  withdrawReturn: {
    arb: anyId(newReturnIn('REQUESTED')),
    async run(id) {
      const { res, refused } = await send(
        'mutation($id: ID!) { withdrawReturn(id: $id) { status } }',
        { id: await resolveId(id) },
        customer.token,
      );
      if (!refused) expect(res.body.data.withdrawReturn.status).toBe('CANCELLED');
    },
  },
  approveReturn: {
    arb: fc.tuple(
      anyId(newReturnIn('REQUESTED')),
      fc.oneof(nastyNumber, fc.constantFrom(0, 15, 12.5, 50, 50.01, -1, 0.001)),
    ),
    async run([id, fee]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $f: Float!) { approveReturn(id: $id, restockingFeePercent: $f) { status restockingFeePercent } }',
        { id: await resolveId(id), f: fee },
        admin.token,
      );
      if (!refused) {
        expect(res.body.data.approveReturn.status).toBe('APPROVED');
        expect(res.body.data.approveReturn.restockingFeePercent).toBeGreaterThanOrEqual(0);
        expect(res.body.data.approveReturn.restockingFeePercent).toBeLessThanOrEqual(50);
      }
    },
  },
  rejectReturn: {
    arb: fc.tuple(anyId(newReturnIn('REQUESTED')), nastyString),
    async run([id, reason]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $r: String!) { rejectReturn(id: $id, reason: $r) { status } }',
        { id: await resolveId(id), r: reason },
        admin.token,
      );
      if (!refused) expect(res.body.data.rejectReturn.status).toBe('REJECTED');
    },
  },
  receiveReturn: {
    arb: fc.tuple(
      anyId(newReturnIn('APPROVED')),
      fc.oneof(fc.constantFrom('RESTOCK', 'SCRAP'), nastyString),
      nastyString,
    ),
    async run([id, disposition, note]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $d: ReturnDisposition!, $n: String!) { receiveReturn(id: $id, disposition: $d, note: $n) { status creditedCents } }',
        { id: await resolveId(id), d: disposition, n: note },
        admin.token,
      );
      if (!refused) expect(res.body.data.receiveReturn.creditedCents).toBeGreaterThan(0);
    },
  },
  requestQuote: {
    arb: fc.tuple(nastyQuoteLines('targetPriceCents'), fc.oneof(fc.constant(''), nastyString)),
    async run([lines, note]) {
      const { res, refused } = await send(
        REQUEST_QUOTE,
        { l: await resolveLines(lines), n: note },
        h.tokenFor(await newBuyer()),
      );
      if (!refused) expectSaneQuote(res.body.data.requestQuote);
    },
  },
  counterQuote: {
    arb: fc.tuple(
      anyId(newQuoteIn('SENT')),
      nastyQuoteLines('targetPriceCents'),
      fc.oneof(fc.constant(null), nastyNumber),
    ),
    async run([id, lines, version]) {
      const { res, refused } = await send(
        COUNTER_QUOTE,
        { id: await resolveId(id), l: await resolveLines(lines), v: version },
        customer.token,
      );
      if (!refused) expect(res.body.data.counterQuote.status).toBe('COUNTERED');
    },
  },
  acceptQuote: {
    arb: fc.tuple(anyId(newQuoteIn('SENT')), fc.oneof(fc.constant(null), nastyNumber)),
    async run([id, version]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $v: Int) { acceptQuote(id: $id, version: $v) { quote { status } items { quantity unitPriceCents priceExplanation } } }',
        { id: await resolveId(id), v: version },
        customer.token,
      );
      if (!refused) {
        expect(res.body.data.acceptQuote.quote.status).toBe('ACCEPTED');
        for (const item of res.body.data.acceptQuote.items)
          expect(item.priceExplanation).toMatch(/^Quoted price, Q-\d{6}$/);
      }
    },
  },
  declineQuote: {
    arb: anyId(newQuoteIn('REQUESTED')),
    async run(id) {
      await send(
        'mutation($id: ID!) { declineQuote(id: $id) { status } }',
        { id: await resolveId(id) },
        customer.token,
      );
    },
  },
  sendQuote: {
    arb: fc.tuple(
      anyId(newQuoteIn('REQUESTED')),
      nastyQuoteLines('unitPriceCents'),
      fc.oneof(nastyString, fc.constantFrom('2020-01-01', '2999-01-01', '2026-02-30', quoteDay(3))),
      fc.oneof(fc.constant(''), nastyString),
      fc.oneof(fc.constant(null), nastyNumber),
    ),
    async run([id, lines, until, freight, version]) {
      const { res, refused } = await send(
        SEND_QUOTE,
        { id: await resolveId(id), l: await resolveLines(lines), u: until, f: freight, v: version },
        admin.token,
      );
      if (!refused) {
        expect(['SENT', 'APPROVAL_NEEDED']).toContain(res.body.data.sendQuote.status);
        expectSaneQuote(res.body.data.sendQuote);
      }
    },
  },
  approveQuote: {
    arb: fc.tuple(anyId(newQuoteIn('APPROVAL_NEEDED')), fc.oneof(fc.constant(null), nastyNumber)),
    async run([id, version]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $v: Int) { approveQuote(id: $id, version: $v) { status expiresAt } }',
        { id: await resolveId(id), v: version },
        admin.token,
      );
      if (!refused)
        expect(res.body.data.approveQuote).toMatchObject({ status: 'SENT', expiresAt: expect.any(String) });
    },
  },
  withdrawQuote: {
    arb: anyId(newQuoteIn('REQUESTED')),
    async run(id) {
      await send(
        'mutation($id: ID!) { withdrawQuote(id: $id) { status } }',
        { id: await resolveId(id) },
        admin.token,
      );
    },
  },
  // Sales reps (decision 084): shop admins make reps and assign them; the customer's rep prices and acts.
  setSalesRep: {
    arb: fc.tuple(anyId(newCustomer), fc.oneof(fc.boolean(), nastyString, fc.constant(null))),
    async run([id, on]) {
      await send(
        'mutation($u: ID!, $on: Boolean!) { setSalesRep(userId: $u, salesRep: $on) }',
        { u: await resolveId(id), on },
        admin.token,
      );
    },
  },
  setCompanyReps: {
    arb: fc.tuple(anyId(newCompany), fc.oneof(nastyString, fc.array(anyId(newRep), { maxLength: 22 }))),
    async run([company, ids]) {
      const { res, refused } = await send(
        'mutation($c: ID!, $r: [ID!]!) { setCompanyReps(companyId: $c, repIds: $r) { id } }',
        { c: await resolveId(company), r: await resolveIds(ids) },
        admin.token,
      );
      if (!refused) expect(res.body.data.setCompanyReps.length).toBeLessThanOrEqual(20);
    },
  },
  repSendQuote: {
    arb: fc.tuple(
      anyId(newQuoteIn('REQUESTED')),
      nastyQuoteLines('unitPriceCents'),
      fc.oneof(nastyString, fc.constantFrom('2020-01-01', '2999-01-01', '2026-02-30', quoteDay(3))),
      fc.oneof(fc.constant(''), nastyString),
      fc.oneof(fc.constant(null), nastyNumber),
    ),
    async run([id, lines, until, freight, version]) {
      const { res, refused } = await send(
        REP_SEND_QUOTE,
        { id: await resolveId(id), l: await resolveLines(lines), u: until, f: freight, v: version },
        (await customersRep()).token,
      );
      if (!refused) {
        expect(['SENT', 'APPROVAL_NEEDED']).toContain(res.body.data.repSendQuote.status);
        expectSaneQuote(res.body.data.repSendQuote);
      }
    },
  },
  startActingAs: {
    arb: anyId(newBuyerId),
    async run(id) {
      const { res, refused } = await send(
        'mutation($b: ID!) { startActingAs(buyerId: $b) { token banner } }',
        { b: await resolveId(id) },
        (await customersRep()).token,
      );
      if (!refused) expect(res.body.data.startActingAs.banner).toMatch(/^You are acting as .+ of .+$/);
    },
  },
  // stopActingAs takes no input; the hostile part is its token header.
  stopActingAs: {
    arb: nastyString.filter((s) => /^[\x21-\x7e]*$/.test(s)),
    run: async (token) => {
      await send('mutation { stopActingAs }', {}, token || 'x');
    },
  },
  markShipmentDelivered: {
    arb: fc.tuple(
      anyId(newShipment),
      fc.oneof(fc.constant(null), nastyString, fc.constantFrom('2999-01-01', '2020-01-01')),
    ),
    async run([id, at]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $d: String) { markShipmentDelivered(id: $id, deliveredAt: $d) { deliveredAt } }',
        { id: await resolveId(id), d: at },
        admin.token,
      );
      if (!refused) expect(res.body.data.markShipmentDelivered.deliveredAt).not.toBeNull();
    },
  },
  setCreditTerms: {
    arb: fc.tuple(
      anyId(newCustomer),
      fc.record({ creditLimitCents: nastyNumber, paymentTermsDays: nastyNumber }),
    ),
    async run([id, terms]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $t: CreditTermsInput!) { setCreditTerms(id: $id, terms: $t) { credit { limitCents termsDays } } }',
        { id: await resolveId(id), t: terms },
        admin.token,
      );
      if (!refused) {
        expect(res.body.data.setCreditTerms.credit.limitCents).toBeGreaterThanOrEqual(0);
        expect(res.body.data.setCreditTerms.credit.termsDays).toBeLessThanOrEqual(120);
      }
    },
  },
  liftCreditHold: {
    arb: anyId(newCustomer),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { liftCreditHold(id: $id) { id } }',
        { id: await resolveId(id) },
        admin.token,
      );
    },
  },
  // Contract price lists (admins): whatever is sent, a list's priority stays in its range and an entry keeps one kind of terms.
  savePriceList: {
    arb: fc.tuple(
      fc.oneof(fc.constant(null), anyId(newPriceList)),
      fc.record(
        {
          name: nastyString,
          priority: nastyNumber,
          validFrom: fc.oneof(nastyString, fc.constantFrom('2027-01-01', '2026-02-30', null)),
          validTo: fc.oneof(nastyString, fc.constantFrom('2020-01-01', '2099-12-31', null)),
          companyIds: fc.oneof(fc.array(fc.oneof(fc.uuid(), nastyString), { maxLength: 3 }), nastyString),
        },
        { requiredKeys: [] },
      ),
    ),
    async run([id, input]) {
      const { res, refused } = await send(
        'mutation($id: ID, $i: PriceListInput!) { savePriceList(id: $id, input: $i) { priority validFrom validTo } }',
        { id: id === null ? null : await resolveId(id), i: input },
        admin.token,
      );
      if (!refused) {
        const got = res.body.data.savePriceList;
        expect(Math.abs(got.priority)).toBeLessThanOrEqual(1000);
        if (got.validFrom && got.validTo) expect(got.validFrom <= got.validTo).toBe(true);
      }
    },
  },
  deletePriceList: {
    arb: anyId(newPriceList),
    run: async (id) => {
      await send('mutation($id: ID!) { deletePriceList(id: $id) }', { id: await resolveId(id) }, admin.token);
    },
  },
  // A rep's limit (decision 117): whatever is sent, an assignment keeps only the company's own locations.
  setRepLocations: {
    arb: fc.tuple(
      anyId(customersCompany),
      anyId(newCustomersRep),
      fc.oneof(fc.array(fc.oneof(anyId(newLocation), nastyString), { maxLength: 3 }), nastyString),
    ),
    async run([company, repId, ids]) {
      const locationIds = Array.isArray(ids)
        ? await Promise.all(ids.map((x: unknown) => (typeof x === 'string' ? x : resolveId(x as never))))
        : ids;
      const { res, refused } = await send(
        'mutation($c: ID!, $r: ID!, $l: [ID!]!) { setRepLocations(companyId: $c, repId: $r, locationIds: $l) { id locationIds } }',
        { c: await resolveId(company), r: await resolveId(repId), l: locationIds },
        admin.token,
      );
      if (!refused)
        for (const r of res.body.data.setRepLocations)
          for (const l of r.locationIds ?? [])
            expect(
              await h.db.companyLocation.count({ where: { id: l, companyId: customer.user.companyId } }),
            ).toBe(1);
    },
  },
  // Lists per company location: whatever is sent, a list's locations stay real locations, and a buyer's ship-to stays one of their company's.
  setPriceListLocations: {
    arb: fc.tuple(
      anyId(newPriceList),
      fc.oneof(fc.array(fc.oneof(anyId(newLocation), nastyString), { maxLength: 3 }), nastyString),
    ),
    async run([id, ids]) {
      const locationIds = Array.isArray(ids)
        ? await Promise.all(ids.map((x: unknown) => (typeof x === 'string' ? x : resolveId(x as never))))
        : ids;
      const { res, refused } = await send(
        'mutation($id: ID!, $l: [ID!]!) { setPriceListLocations(id: $id, locationIds: $l) { locations { id } } }',
        { id: await resolveId(id), l: locationIds },
        admin.token,
      );
      if (!refused)
        for (const l of res.body.data.setPriceListLocations.locations)
          expect(await h.db.companyLocation.count({ where: { id: l.id } })).toBe(1);
    },
  },
  chooseShipToLocation: {
    arb: fc.oneof(fc.constant(null), anyId(newLocation)),
    async run(id) {
      const { res, refused } = await send(
        'mutation($l: ID) { chooseShipToLocation(locationId: $l) { locationId repricedItems { itemId } } }',
        { l: id === null ? null : await resolveId(id) },
        customer.token,
      );
      const chosen = (
        await h.db.user.findUniqueOrThrow({
          where: { id: customer.user.id },
          include: { shipToLocation: true },
        })
      ).shipToLocation;
      if (!refused) expect(res.body.data.chooseShipToLocation.locationId).toBe(chosen?.id ?? null);
      if (chosen) expect(chosen.companyId).toBe(customer.user.companyId);
    },
  },
  setPriceListEntries: {
    arb: fc.tuple(
      anyId(newPriceList),
      fc.array(
        fc.record(
          {
            sku: fc.oneof(nastyString, fc.constant('A PRODUCT')),
            unitPriceCents: nastyNumber,
            percentOffBp: nastyNumber,
            priceBreaks: fc.oneof(
              fc.constant(null),
              fc.array(fc.record({ minQuantity: nastyNumber, unitPriceCents: nastyNumber }), {
                maxLength: 3,
              }),
            ),
            percentBreaks: fc.oneof(
              fc.constant(null),
              fc.array(fc.record({ minQuantity: nastyNumber, percentOffBp: nastyNumber }), {
                maxLength: 3,
              }),
            ),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
    ),
    async run([id, entries]) {
      const sku = (await h.factories.createProduct(h.db)).sku;
      const lines = (entries as Array<Record<string, unknown>>).map((e) =>
        e.sku === 'A PRODUCT' ? { ...e, sku } : e,
      );
      const { res, refused } = await send(
        'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entries { unitPriceCents percentOffBp percentBreaks { minQuantity percentOffBp } } } }',
        { id: await resolveId(id), e: lines },
        admin.token,
      );
      if (!refused)
        for (const e of res.body.data.setPriceListEntries.entries) {
          expect((e.unitPriceCents === null) !== (e.percentOffBp === null)).toBe(true);
          // A percentage's own breaks only beside a percentage, each taking more off than the one before.
          let before = e.percentOffBp ?? 10_000;
          for (const b of e.percentBreaks as Array<{ minQuantity: number; percentOffBp: number }>) {
            expect(b.percentOffBp).toBeGreaterThan(before);
            expect(b.percentOffBp).toBeLessThanOrEqual(9_999);
            before = b.percentOffBp;
          }
        }
    },
  },
  // Customer groups (admins): whatever is sent, a saved group has a name and only companies that exist.
  saveCustomerGroup: {
    arb: fc.tuple(
      fc.oneof(fc.constant(null), anyId(newCustomerGroup)),
      fc.record(
        {
          name: nastyString,
          companyIds: fc.oneof(fc.array(fc.oneof(fc.uuid(), nastyString), { maxLength: 3 }), nastyString),
        },
        { requiredKeys: [] },
      ),
    ),
    async run([id, input]) {
      const { res, refused } = await send(
        'mutation($id: ID, $i: CustomerGroupInput!) { saveCustomerGroup(id: $id, input: $i) { name companies { id } } }',
        { id: id === null ? null : await resolveId(id), i: input },
        admin.token,
      );
      if (!refused) expect(res.body.data.saveCustomerGroup.name.trim()).not.toBe('');
    },
  },
  setWarehouseStock: {
    arb: fc.tuple(anyId(newProduct), anyId(northWarehouse), nastyNumber),
    run: async ([p, w, q]) => {
      const { res, refused } = await send(
        'mutation($p: ID!, $w: ID!, $q: Int!) { setWarehouseStock(productId: $p, warehouseId: $w, quantity: $q) { code quantity } }',
        { p: await resolveId(p), w: await resolveId(w), q },
        admin.token,
      );
      if (!refused)
        expect(res.body.data.setWarehouseStock.every((l: { quantity: number }) => l.quantity >= 0)).toBe(
          true,
        );
    },
  },
  deleteCustomerGroup: {
    arb: anyId(newCustomerGroup),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { deleteCustomerGroup(id: $id) }',
        { id: await resolveId(id) },
        admin.token,
      );
    },
  },
  // Tax rates and exemptions (admins).
  setTaxRate: {
    arb: fc.tuple(
      fc.oneof(fc.constant(null), anyId(newTaxRate)),
      fc.record(
        {
          country: fc.oneof(fc.constantFrom('AQ', 'aq ', 'ZZ'), nastyString),
          region: fc.oneof(fc.uuid(), nastyString, fc.constant(null)),
          name: nastyString,
          ratePercent: fc.oneof(
            fc.constantFrom('20', '8.875', '100.0001', '-1', '1e3', '0.00001', '101'),
            nastyString,
          ),
          active: fc.oneof(fc.boolean(), nastyString),
        },
        { requiredKeys: [] },
      ),
    ),
    async run([id, input]) {
      const { res, refused } = await send(
        'mutation($id: ID, $i: TaxRateInput!) { setTaxRate(id: $id, input: $i) { rateMillionths ratePercent label } }',
        { id: id === null ? null : await resolveId(id), i: input },
        admin.token,
      );
      if (!refused) {
        expect(res.body.data.setTaxRate.rateMillionths).toBeGreaterThanOrEqual(0);
        expect(res.body.data.setTaxRate.rateMillionths).toBeLessThanOrEqual(1_000_000);
        expect(Number.isInteger(res.body.data.setTaxRate.rateMillionths)).toBe(true);
      }
    },
  },
  deleteTaxRate: {
    arb: anyId(newTaxRate),
    run: async (id) => {
      await send('mutation($id: ID!) { deleteTaxRate(id: $id) }', { id: await resolveId(id) }, admin.token);
    },
  },
  setCompanyTaxExemption: {
    arb: fc.tuple(
      anyId(newCompany),
      fc.record(
        {
          certificate: fc.oneof(nastyString, fc.constant(null)),
          expiresOn: fc.oneof(nastyString, fc.constantFrom('2027-03-31', '2026-02-30', null)),
        },
        { requiredKeys: [] },
      ),
    ),
    async run([id, input]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $i: TaxExemptionInput!) { setCompanyTaxExemption(companyId: $id, input: $i) { certificate expiresOn activeToday } }',
        { id: await resolveId(id), i: input },
        admin.token,
      );
      if (!refused)
        expect(res.body.data.setCompanyTaxExemption.certificate === null).toBe(
          res.body.data.setCompanyTaxExemption.expiresOn === null,
        );
    },
  },
  // Freight (docs/decisions/076): hostile methods are saved inactive, so no later checkout ships by one.
  saveShippingMethod: {
    arb: fc.record(
      {
        name: nastyString,
        kind: fc.oneof(fc.constantFrom('WEIGHT', 'PALLET', 'FLAT', 'QUOTED'), nastyString),
        flatCents: nastyNumber,
        parcelLimitGrams: nastyNumber,
        palletCapacityGrams: nastyNumber,
        palletPriceCents: nastyNumber,
        bands: fc.array(fc.record({ upToGrams: nastyNumber, priceCents: nastyNumber }), { maxLength: 30 }),
        // The companies it is limited to (docs/decisions/123): existing, unknown or not ids at all.
        companyIds: fc.oneof(fc.array(anyId(newCompany), { maxLength: 3 }), nastyString, fc.constant(null)),
      },
      { requiredKeys: ['name', 'kind'] },
    ),
    async run(input) {
      const companyIds = Array.isArray(input.companyIds)
        ? await Promise.all(input.companyIds.map(resolveId))
        : input.companyIds;
      const { res, refused } = await send(
        'mutation($i: ShippingMethodInput!) { saveShippingMethod(input: $i) { name active bands { upToGrams priceCents } companies { id } } }',
        { i: { ...input, companyIds, active: false } },
        admin.token,
      );
      if (!refused) {
        const saved = res.body.data.saveShippingMethod;
        expect(saved.name.trim()).toBe(saved.name);
        expect(saved.active).toBe(false);
        for (const [i, b] of saved.bands.entries())
          if (i > 0) expect(b.upToGrams).toBeGreaterThan(saved.bands[i - 1].upToGrams);
        // Limited to exactly the companies given, each once (none given: every company).
        const given = Array.isArray(companyIds) ? [...new Set(companyIds.map(String))].sort() : [];
        expect(saved.companies.map((c: { id: string }) => c.id).sort()).toEqual(given);
      }
    },
  },
  setCompanyFreeFreight: {
    arb: fc.tuple(anyId(newCompany), nastyNumber),
    async run([id, cents]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $c: Int) { setCompanyFreeFreight(companyId: $id, freeFreightThresholdCents: $c) { freeFreightThresholdCents } }',
        { id: await resolveId(id), c: cents },
        admin.token,
      );
      if (!refused && res.body.data.setCompanyFreeFreight.freeFreightThresholdCents !== null)
        expect(res.body.data.setCompanyFreeFreight.freeFreightThresholdCents).toBeGreaterThanOrEqual(0);
    },
  },
  setOrderFreight: {
    arb: fc.tuple(anyId(newFreightPendingOrder), nastyNumber),
    async run([id, cents]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $c: Int!) { setOrderFreight(purchaseOrderId: $id, freightCents: $c) { freightCents totalCents subtotalCents taxCents } }',
        { id: await resolveId(id), c: cents },
        admin.token,
      );
      if (!refused) {
        const po = res.body.data.setOrderFreight;
        expect(po.freightCents).toBeGreaterThanOrEqual(0);
        expect(po.totalCents).toBe(po.subtotalCents + po.freightCents + po.taxCents);
      }
    },
  },
  setPromisedDeliveryDate: {
    arb: fc.tuple(
      anyId(newPurchaseOrder),
      fc.oneof(
        nastyString,
        fc.constantFrom(
          new Date().toISOString().slice(0, 10),
          '2026-02-30',
          '2999-01-01',
          '2020-01-01',
          '0000-01-01',
        ),
      ),
    ),
    async run([id, day]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $d: String!) { setPromisedDeliveryDate(purchaseOrderId: $id, promisedDeliveryDate: $d) { promisedDeliveryOn } }',
        { id: await resolveId(id), d: day },
        admin.token,
      );
      if (!refused)
        expect(res.body.data.setPromisedDeliveryDate.promisedDeliveryOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  },
  addShopHoliday: {
    arb: fc.record(
      {
        day: fc.oneof(
          nastyString,
          fc.constantFrom('2026-02-30', '2020-01-01', '0000-01-01', '2999-01-02', '2999-01-05'),
          fc.constant(null).map(nextHolidayDay),
        ),
        name: fc.oneof(nastyString, validText),
      },
      { requiredKeys: [] },
    ),
    async run(input) {
      const { res, refused } = await send(
        'mutation($i: ShopHolidayInput!) { addShopHoliday(input: $i) { day name dayText } }',
        { i: input },
        admin.token,
      );
      if (!refused)
        expect([0, 6]).not.toContain(new Date(`${res.body.data.addShopHoliday.day}T00:00:00Z`).getUTCDay());
    },
  },
  removeShopHoliday: {
    arb: anyId(newHoliday),
    async run(day) {
      const { res, refused } = await send(
        'mutation($d: String!) { removeShopHoliday(day: $d) }',
        { d: await resolveId(day) },
        admin.token,
      );
      if (!refused) expect(res.body.data.removeShopHoliday).toBe(true);
    },
  },
  // Bank statements.
  importBankStatement: {
    arb: fc.record({
      fileName: fc.oneof(nastyString, fc.constantFrom('s.csv', 's.xml')),
      content: statementContent,
    }),
    async run(file) {
      const { res, refused } = await send(
        'mutation($f: BankStatementFileInput!) { importBankStatement(file: $f) { alreadyImported statement { creditLines newLines } } }',
        { f: file },
        admin.token,
      );
      if (!refused)
        expect(res.body.data.importBankStatement.statement.newLines).toBeLessThanOrEqual(
          res.body.data.importBankStatement.statement.creditLines,
        );
    },
  },
  confirmBankLine: {
    arb: fc.tuple(
      anyId(newBankLine),
      fc.oneof(
        fc.constant(null),
        fc.array(fc.record({ invoiceNumber: nastyString, amountCents: nastyNumber }), { maxLength: 3 }),
      ),
    ),
    async run([id, allocations]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $a: [BankAllocationInput!]) { confirmBankLine(id: $id, allocations: $a) { status unappliedCents amountCents } }',
        { id: await resolveId(id), a: allocations },
        admin.token,
      );
      if (!refused) expect(res.body.data.confirmBankLine).toMatchObject({ status: 'CONFIRMED' });
    },
  },
  ignoreBankLine: {
    arb: fc.tuple(anyId(newBankLine), fc.oneof(nastyString, fc.constant(null))),
    run: async ([id, reason]) => {
      await send(
        'mutation($id: ID!, $r: String) { ignoreBankLine(id: $id, reason: $r) { status } }',
        { id: await resolveId(id), r: reason },
        admin.token,
      );
    },
  },
  // Webhook endpoints (the SSRF cases have their own test in test/events/webhooks.test.ts).
  createWebhookEndpoint: {
    arb: fc.record({
      url: fc.oneof(
        urlLike,
        fc.constantFrom(
          'https://93.184.215.14/hook',
          'http://127.0.0.1/x',
          'http://[::1]/',
          'https://user:pw@93.184.215.14/',
        ),
      ),
      eventTypes: fc.oneof(
        fc.array(fc.oneof(nastyString, fc.constantFrom('invoice.paid', 'payment.recorded')), {
          maxLength: 4,
        }),
        fc.constant(null),
      ),
      description: fc.oneof(nastyString, fc.constant(null)),
    }),
    async run(input) {
      const { res, refused } = await send(
        'mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { url } } }',
        { i: input },
        admin.token,
      );
      if (!refused) expect(res.body.data.createWebhookEndpoint.secret).toMatch(/^whsec_/);
    },
  },
  deleteWebhookEndpoint: {
    arb: anyId(
      async () =>
        (
          await h.db.webhookEndpoint.create({
            data: { url: 'https://93.184.215.14/h', secret: 'whsec_eA==', eventTypes: [] },
          })
        ).id,
    ),
    run: async (id) => {
      await send(
        'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
        { id: await resolveId(id) },
        admin.token,
      );
    },
  },
  rotateWebhookSecret: {
    arb: fc.tuple(anyId(newEndpoint), nastyNumber),
    async run([id, hours]) {
      const { res, refused } = await send(
        'mutation($id: ID!, $h: Int!) { rotateWebhookSecret(id: $id, overlapHours: $h) { secret endpoint { previousSecretExpiresAt } } }',
        { id: await resolveId(id), h: hours },
        admin.token,
      );
      if (!refused) expect(res.body.data.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    },
  },
  enableWebhookEndpoint: {
    arb: anyId(newDisabledEndpoint),
    async run(id) {
      const { res, refused } = await send(
        'mutation($id: ID!) { enableWebhookEndpoint(id: $id) { enabled disabledAt disabledReason } }',
        { id: await resolveId(id) },
        admin.token,
      );
      if (!refused)
        expect(res.body.data.enableWebhookEndpoint).toEqual({
          enabled: true,
          disabledAt: null,
          disabledReason: null,
        });
    },
  },
  redeliverWebhook: {
    arb: anyId(newFailedDelivery),
    async run(id) {
      const { res, refused } = await send(
        'mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { status } }',
        { id: await resolveId(id) },
        admin.token,
      );
      if (!refused) expect(res.body.data.redeliverWebhook.status).toBe('PENDING');
    },
  },
  updateNotificationSettings: {
    arb: fc.record(
      {
        paymentReminders: fc.oneof(fc.boolean(), nastyNumber, nastyString),
        shippingNotices: fc.oneof(fc.boolean(), fc.constant(null), nastyString),
      },
      { requiredKeys: [] },
    ),
    async run(input) {
      const { res, refused } = await send(
        'mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { paymentReminders shippingNotices } }',
        { i: input },
        customer.token,
      );
      if (!refused) {
        const got = res.body.data.updateNotificationSettings;
        if (typeof input.paymentReminders === 'boolean')
          expect(got.paymentReminders).toBe(input.paymentReminders);
        if (typeof input.shippingNotices === 'boolean')
          expect(got.shippingNotices).toBe(input.shippingNotices);
      }
    },
  },
  // signOut takes no input; the hostile part is its token header.
  signOut: {
    arb: nastyString.filter((s) => /^[\x21-\x7e]*$/.test(s)),
    run: async (token) => {
      await send('mutation { signOut }', {}, token || 'x');
    },
  },
};

const existing = (make: () => Promise<string>) => fc.constant({ v: 'EXISTING', existing: make });
const productInput = fc.record({
  name: validText,
  description: validText,
  imageUrl: validUrl,
  priceCents: validPriceCents,
  quantity: validStock,
});
const today = () => new Date().toISOString().slice(0, 10);
/**
 * Valid inputs for each mutation, generated apart from the hostile ones and sent through the same `run`: every one
 * must be accepted, so each accept-side check above runs on every one of them.
 */
const VALID: Record<string, { arb: fc.Arbitrary<unknown>; run?: (value: any) => Promise<void> }> = {
  createProduct: { arb: productInput },
  updateProduct: { arb: fc.tuple(existing(newProduct), productInput) },
  deleteProduct: { arb: existing(newProduct) },
  saveCategory: {
    arb: fc.constant(null),
    run: async () =>
      MUTATIONS.saveCategory.run({
        slug: `c-${unique()}`,
        name: 'Valid category',
        parentSlug: null,
        filterKeys: [],
      }),
  },
  deleteCategory: { arb: existing(newCategory) },
  saveSpecification: {
    arb: fc.constantFrom('NUMBER', 'CHOICE', 'TEXT'),
    run: async (kind) =>
      MUTATIONS.saveSpecification.run({
        key: `s-${unique()}`,
        name: 'Size',
        kind,
        unit: kind === 'NUMBER' ? 'mm' : null,
        choices: kind === 'CHOICE' ? ['Small', 'Large'] : null,
      }),
  },
  setProductCatalog: {
    arb: fc.double({ min: 0, max: 1000, noNaN: true }),
    run: async (n) => {
      const productId = await newProduct();
      const spec = await h.db.specification.create({
        data: { key: `v-${unique()}`, name: 'Length', kind: 'NUMBER', unit: 'mm' },
      });
      const category = await h.db.category.create({ data: { slug: `v-${unique()}`, name: 'Valid' } });
      await MUTATIONS.setProductCatalog.run([
        { v: productId, existing: async () => productId },
        [category.slug],
        [{ key: spec.key, value: n.toFixed(2) }],
      ]);
    },
  },
  placeOrder: {
    arb: fc.record({ productId: existing(newProduct), quantity: validOrderQuantity, phone: validPhone }),
  },
  saveProductFamily: {
    arb: fc.uniqueArray(fc.constantFrom('Diameter', 'Colour', 'Length', 'Wattage'), { maxLength: 3 }),
    run: async (optionNames) =>
      MUTATIONS.saveProductFamily.run({ name: `Family ${unique()}`, description: 'Valid', optionNames }),
  },
  setProductVariant: {
    arb: fc.constantFrom('7 mm', '11 mm', '12 mm'),
    run: async (value) => {
      const productId = await newProduct();
      const familyId = await newFamily();
      await MUTATIONS.setProductVariant.run([
        { v: productId, existing: async () => productId },
        { v: familyId, existing: async () => familyId },
        [value],
      ]);
    },
  },
  setRelatedProducts: {
    arb: fc.record({
      kind: fc.constantFrom('ACCESSORY', 'SPARE_PART', 'REPLACED_BY'),
      n: fc.integer({ min: 0, max: 1 }),
    }),
    run: async ({ kind, n }) => {
      const productId = await newProduct();
      await MUTATIONS.setRelatedProducts.run([
        { v: productId, existing: async () => productId },
        kind,
        Array(n).fill('EXISTING'),
      ]);
    },
  },
  setProductPacking: {
    arb: fc.record({
      baseUnits: fc.integer({ min: 2, max: 1_000_000 }),
      weightGrams: fc.integer({ min: 1, max: 10_000_000 }),
      side: fc.integer({ min: 1, max: 100_000 }),
    }),
    run: async ({ baseUnits, weightGrams, side }) => {
      const productId = await newProduct();
      await MUTATIONS.setProductPacking.run([
        { v: productId, existing: async () => productId },
        {
          packSizes: [{ name: `Case of ${baseUnits}`, baseUnits }],
          weightGrams,
          dimensions: { lengthMm: side, widthMm: side, heightMm: side },
        },
      ]);
    },
  },
  payOrderItem: { arb: existing(newItem) },
  cancelOrderItem: { arb: existing(newItem) },
  deleteOrderItem: { arb: existing(newItem) },
  updateOrderStatus: { arb: fc.tuple(existing(newItem), fc.constantFrom('INVOICED', 'CANCELLED')) },
  makeAdmin: {
    arb: fc.constant(null),
    run: async () => MUTATIONS.makeAdmin.run((await h.factories.createUser(h.db)).email),
  },
  deleteUser: { arb: existing(newCustomer) },
  erasePerson: { arb: existing(newCustomer) },
  revokeAdmin: { arb: existing(newAdmin) },
  createApiKey: {
    arb: fc.record({
      input: fc.record({
        name: validText,
        scopes: fc.subarray(['read:products', 'read:orders', 'write:orders', 'read:invoices'], {
          minLength: 1,
        }),
        company: fc.boolean(),
      }),
      asCustomer: fc.boolean(),
    }),
  },
  revokeApiKey: { arb: existing(newApiKey) },
  createWebhookEndpoint: {
    arb: fc.record({
      url: fc.constantFrom('https://93.184.215.14/hook', 'https://93.184.215.14/other'),
      eventTypes: fc.subarray(['invoice.paid', 'purchase_order.checked_out'], { minLength: 1 }),
    }),
  },
  deleteWebhookEndpoint: {
    arb: existing(
      async () =>
        (
          await h.db.webhookEndpoint.create({
            data: { url: 'https://93.184.215.14/h', secret: 'whsec_eA==', eventTypes: [] },
          })
        ).id,
    ),
  },
  addReview: { arb: fc.record({ photoUrl: validUrl, description: validText }) },
  rotateWebhookSecret: { arb: fc.tuple(existing(newEndpoint), fc.integer({ min: 0, max: 168 })) },
  enableWebhookEndpoint: { arb: existing(newDisabledEndpoint) },
  redeliverWebhook: { arb: existing(newFailedDelivery) },
  updateNotificationSettings: {
    arb: fc.record({ paymentReminders: fc.boolean(), shippingNotices: fc.boolean() }, { requiredKeys: [] }),
  },
  bulkAddToOrders: {
    arb: fc.record({
      phone: validPhone,
      lines: fc.array(fc.record({ productId: existing(newProduct), quantity: validOrderQuantity }), {
        minLength: 1,
        maxLength: 4,
      }),
    }),
  },
  checkout: {
    arb: fc.record({
      itemIds: fc.array(existing(newItem), { minLength: 1, maxLength: 3 }),
      details: validDetails,
      lineDeliveryDates: fc.oneof(
        fc.constant(null),
        fc.integer({ min: 10, max: 300 }).map((n) => [
          {
            itemId: 'FIRST',
            requestedDeliveryDate: new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10),
          },
        ]),
      ),
    }),
  },
  reorder: { arb: existing(newPurchaseOrder) },
  recordPayment: {
    // The purchase order is made just now: the payment is dated today (the service refuses a future date).
    arb: fc.tuple(
      existing(newPurchaseOrder),
      fc.record({
        amountCents: fc.integer({ min: 1, max: 100 }),
        receivedOn: fc.constant('TODAY'),
        reference: validReference,
      }),
    ),
    run: async ([id, p]) => MUTATIONS.recordPayment.run([id, { ...p, receivedOn: today() }]),
  },
  updateFulfilment: { arb: fc.tuple(existing(newPurchaseOrder), fc.constantFrom('SHIPPED', 'CANCELLED')) },
  // A part or all of the order's one line of 100, by a known carrier or with a link of the shop's own.
  createShipment: {
    arb: fc.tuple(
      existing(newPurchaseOrder),
      fc.record({
        lines: fc.integer({ min: 1, max: 100 }).map((quantity) => [{ invoiceLineId: 'LINE', quantity }]),
        carrier: fc.constantFrom('UPS', 'DHL', 'Acme Freight'),
        service: fc.constantFrom('', 'Ground', 'Pallet 48h'),
        trackingNumber: fc.constantFrom('1Z999AA10123456784', 'AB 12-3/4'),
        trackingUrl: fc.constantFrom(null, 'https://track.example.com/x?y=1'),
        shippedAt: fc.constant(null),
      }),
    ),
  },
  markShipmentDelivered: { arb: fc.tuple(existing(newShipment), fc.constant(null)) },
  requestReturn: {
    arb: fc.tuple(
      existing(newDeliveredOrder),
      fc.integer({ min: 1, max: 50 }).map((quantity) => [{ invoiceLineId: 'LINE', quantity }]),
      validText,
      fc.constantFrom(null, [], ['https://photos.example.com/a.jpg']),
    ),
  },
  createOrderList: {
    arb: fc.record({
      name: validText,
      lines: fc.constant(['SKU', 'SKU'].map((reference) => ({ reference, quantity: 100 }))),
    }),
  },
  updateOrderList: {
    arb: fc.tuple(
      existing(newOrderList()),
      fc.record({
        name: validText,
        lines: fc.constant([{ reference: 'SKU', quantity: 200, scheduleQuantity: 300 }]),
      }),
    ),
  },
  deleteOrderList: { arb: existing(newOrderList()) },
  orderOrderList: { arb: fc.tuple(existing(newOrderList()), validPhone) },
  setOrderSchedule: {
    arb: fc.tuple(
      existing(newOrderList()),
      fc.oneof(
        fc.record({ everyWeeks: fc.integer({ min: 1, max: 52 }), contactPhone: validPhone }),
        fc.record({
          dayOfMonth: fc.integer({ min: 1, max: 28 }),
          contactPhone: validPhone,
          endOn: fc.constant('2099-12-31'),
        }),
      ),
    ),
  },
  changeOrderSchedule: {
    arb: fc.tuple(existing(newOrderList(true)), fc.constantFrom('PAUSE', 'RESUME', 'SKIP', 'REMOVE')),
  },
  saveEdiPartner: {
    arb: fc.tuple(
      existing(newCompany),
      fc.constantFrom('ZZ', '01', '12'),
      fc.constant(null).map(() => `V${unique().toUpperCase()}`),
      fc.constantFrom(true, false, null),
    ),
  },
  // An 850 of one line of a new product (200 units) from the customer's sender: one order made each time.
  ediInbound: {
    arb: fc.constant(null),
    run: async () => {
      await ediSender();
      const { sku } = await h.factories.createProduct(h.db, { quantity: 1_000_000 });
      const text = hostileX12([
        ['VP*GG-100', `VP*${sku}`],
        [/PO1\*2\*[^~]*~\r?\n?/, ''],
        ['CTT*2', 'CTT*1'],
        ['SE*12*', 'SE*11*'],
      ]);
      const { res } = await send(SEND_X12, { t: text }, customer.token);
      expect(res.body.data.ediInbound.accepted).toBe(1);
    },
  },
  withdrawReturn: { arb: existing(newReturnIn('REQUESTED')) },
  approveReturn: { arb: fc.tuple(existing(newReturnIn('REQUESTED')), fc.constantFrom(0, 10, 12.5, 15, 50)) },
  rejectReturn: { arb: fc.tuple(existing(newReturnIn('REQUESTED')), validText) },
  receiveReturn: {
    arb: fc.tuple(
      existing(newReturnIn('APPROVED')),
      fc.constantFrom('RESTOCK', 'SCRAP'),
      fc.constantFrom('', 'Two boxes, sealed'),
    ),
  },
  // Quotes: new products on every line (each once), a colleague's quote in the state the move needs.
  requestQuote: {
    arb: fc.tuple(
      fc.array(
        fc.record({
          productId: existing(newProduct),
          quantity: validOrderQuantity,
          note: validText,
          targetPriceCents: fc.option(fc.integer({ min: 1, max: 100_000 })),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      validText,
    ),
  },
  counterQuote: {
    arb: fc.tuple(
      existing(newQuoteIn('SENT')),
      fc.array(
        fc.record({ productId: existing(newProduct), quantity: validOrderQuantity, note: validText }),
        { minLength: 1, maxLength: 2 },
      ),
      fc.constant(null),
    ),
  },
  acceptQuote: { arb: fc.tuple(existing(newQuoteIn('SENT')), fc.constant(null)) },
  declineQuote: { arb: existing(newQuoteIn('REQUESTED')) },
  sendQuote: {
    arb: fc.tuple(
      existing(newQuoteIn('REQUESTED')),
      fc.array(
        fc.record({
          productId: existing(newProduct),
          quantity: validOrderQuantity,
          note: validText,
          unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
        }),
        { minLength: 1, maxLength: 2 },
      ),
      fc.integer({ min: 0, max: 180 }).map(quoteDay),
      validText,
      fc.constant(null),
    ),
  },
  approveQuote: { arb: fc.tuple(existing(newQuoteIn('APPROVAL_NEEDED')), fc.constant(null)) },
  withdrawQuote: { arb: existing(newQuoteIn('REQUESTED')) },
  setSalesRep: { arb: fc.tuple(existing(newCustomer), fc.boolean()) },
  setCompanyReps: { arb: fc.tuple(existing(newCompany), fc.array(existing(newRep), { maxLength: 3 })) },
  repSendQuote: {
    arb: fc.tuple(
      existing(newQuoteIn('REQUESTED')),
      fc.array(
        fc.record({
          productId: existing(newProduct),
          quantity: validOrderQuantity,
          note: validText,
          unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
        }),
        { minLength: 1, maxLength: 2 },
      ),
      fc.integer({ min: 0, max: 180 }).map(quoteDay),
      validText,
      fc.constant(null),
    ),
  },
  startActingAs: { arb: existing(newBuyerId) },
  // A session just started, stopped with its own act-as token.
  stopActingAs: {
    arb: fc.constant(null),
    run: async () => {
      const started = await h.gql(
        'mutation($b: ID!) { startActingAs(buyerId: $b) { token } }',
        { b: await newBuyerId() },
        (await customersRep()).token,
      );
      const { res } = await send('mutation { stopActingAs }', {}, started.data.startActingAs.token);
      expect(res.body.data.stopActingAs).toBe(true);
    },
  },
  // A whole-invoice credit note (nothing paid yet: a refund's details are given but nothing is refunded).
  issueCreditNote: {
    arb: fc.tuple(
      existing(newPurchaseOrder),
      fc.record({
        reason: validText,
        returnStock: fc.boolean(),
        settlement: fc.constantFrom('HOLD', 'APPLY', 'REFUND'),
        lines: fc.constant(null),
        refund: fc.record({
          paidOn: fc.constant('TODAY'),
          method: fc.constantFrom('BANK_TRANSFER', 'CARD', 'CHEQUE', 'OTHER'),
          reference: validReference,
        }),
      }),
    ),
    run: async ([id, i]) =>
      MUTATIONS.issueCreditNote.run([id, { ...i, refund: { ...i.refund, paidOn: today() } }]),
  },
  applyCustomerCredit: {
    arb: fc.tuple(existing(newPurchaseOrderWithCredit), fc.constantFrom(null, 1, 50, 100)),
  },
  recordRefund: {
    arb: fc.tuple(
      existing(newCompanyWithCredit),
      fc.record({
        amountCents: fc.integer({ min: 1, max: 10_000 }),
        paidOn: fc.constant('TODAY'),
        method: fc.constantFrom('BANK_TRANSFER', 'CARD', 'CHEQUE', 'OTHER'),
        reference: validReference,
      }),
    ),
    run: async ([id, r]) => MUTATIONS.recordRefund.run([id, { ...r, paidOn: today() }]),
  },
  setCreditTerms: { arb: fc.tuple(existing(newCustomer), validTerms) },
  liftCreditHold: { arb: existing(newCustomer) },
  // Rates for made-up regions (no other order here is taxed), edits of existing ones, exemptions.
  setTaxRate: {
    arb: fc.tuple(
      fc.oneof(fc.constant(null), existing(newTaxRate)),
      fc.record({
        country: fc.constantFrom('AQ', 'aq', 'BV'),
        region: fc.constant(null).map(() => `Region ${unique()}`),
        name: fc.constantFrom('VAT', 'Sales tax', ' GST '),
        ratePercent: fc.oneof(
          fc.integer({ min: 0, max: 100 }).map(String),
          fc
            .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 }))
            .map(([a, b]) => `${a}.${b}`),
        ),
        active: fc.boolean(),
      }),
    ),
  },
  deleteTaxRate: { arb: existing(newTaxRate) },
  savePriceList: {
    arb: fc.tuple(
      fc.oneof(fc.constant(null), existing(newPriceList)),
      fc.record({
        name: fc.constant(null).map(() => `List ${unique()}`),
        priority: fc.integer({ min: -1000, max: 1000 }),
        validFrom: fc.constantFrom(null, '2026-01-01'),
        validTo: fc.constantFrom(null, '2099-12-31'),
        companyIds: fc.constant([]),
      }),
    ),
  },
  deletePriceList: { arb: existing(newPriceList) },
  setPriceListLocations: {
    arb: fc.tuple(existing(newPriceList), fc.array(existing(newLocation), { maxLength: 2 })),
  },
  setRepLocations: {
    arb: fc.tuple(
      existing(customersCompany),
      existing(newCustomersRep),
      fc.array(existing(newLocation), { maxLength: 2 }),
    ),
  },
  chooseShipToLocation: { arb: fc.oneof(fc.constant(null), existing(newLocation)) },
  saveCustomerGroup: {
    arb: fc.tuple(
      fc.oneof(fc.constant(null), existing(newCustomerGroup)),
      fc.record({ name: fc.constant(null).map(() => `Group ${unique()}`), companyIds: fc.constant([]) }),
    ),
  },
  deleteCustomerGroup: { arb: existing(newCustomerGroup) },
  setWarehouseStock: {
    arb: fc.tuple(existing(newProduct), existing(northWarehouse), fc.integer({ min: 0, max: 1_000_000 })),
  },
  setPriceListEntries: {
    arb: fc.tuple(
      existing(newPriceList),
      fc.oneof(
        fc.record({ percentOffBp: fc.integer({ min: 1, max: 9_999 }) }),
        fc.record({ percentOffBp: fc.integer({ min: 1, max: 9_000 }) }).map((e) => ({
          ...e,
          percentBreaks: [{ minQuantity: 1_000, percentOffBp: e.percentOffBp + 1 }],
        })),
        fc
          .record({ unitPriceCents: fc.integer({ min: 2, max: 1_000_000 }) })
          .map((e) => ({ ...e, priceBreaks: [{ minQuantity: 500, unitPriceCents: e.unitPriceCents - 1 }] })),
      ),
    ),
    run: async ([id, terms]) => MUTATIONS.setPriceListEntries.run([id, [{ sku: 'A PRODUCT', ...terms }]]),
  },
  saveShippingMethod: {
    arb: fc.oneof(
      fc.record({
        name: fc.constant(null).map(() => `Road ${unique()}`),
        kind: fc.constant('WEIGHT'),
        bands: fc.constant([
          { upToGrams: 10_000, priceCents: 900 },
          { upToGrams: 50_000, priceCents: 2_000 },
        ]),
        companyIds: fc.array(existing(newCompany), { minLength: 1, maxLength: 2 }),
      }),
      fc.record({
        name: fc.constant(null).map(() => `Flat ${unique()}`),
        kind: fc.constant('FLAT'),
        flatCents: fc.integer({ min: 0, max: 100_000 }),
      }),
      fc.record({ name: fc.constant(null).map(() => `Quoted ${unique()}`), kind: fc.constant('QUOTED') }),
    ),
  },
  setCompanyFreeFreight: {
    arb: fc.tuple(existing(newCompany), fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.constant(null))),
  },
  setOrderFreight: {
    arb: fc.tuple(existing(newFreightPendingOrder), fc.integer({ min: 0, max: 10_000_000 })),
  },
  addShopHoliday: { arb: fc.record({ day: fc.constant(null).map(nextHolidayDay), name: validText }) },
  removeShopHoliday: { arb: existing(newHoliday) },
  setPromisedDeliveryDate: {
    arb: fc.tuple(
      existing(newPurchaseOrder),
      fc
        .integer({ min: 0, max: 700 })
        .map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10)),
    ),
  },
  setCompanyTaxExemption: {
    arb: fc.tuple(
      existing(newCompany),
      fc.oneof(
        fc.record({
          certificate: fc.constant(null).map(() => `EX-${unique()}`),
          expiresOn: fc.constantFrom('2020-01-31', '2027-03-31', '2099-12-31'),
        }),
        fc.constant({ certificate: null, expiresOn: null }),
      ),
    ),
  },
  importBankStatement: {
    arb: fc.record({
      fileName: fc.constantFrom('export.csv', 'Statement 2026-11.CSV'),
      content: fc
        .tuple(fc.constant(null).map(unique), fc.integer({ min: 1, max: 10_000_000 }))
        .map(
          ([u, c]) =>
            `Date;Amount;Currency;Reference;Counterparty\n${today()};${(c / 100).toFixed(2).replace('.', ',')};USD;${u};Valid Payer\n`,
        ),
    }),
  },
  confirmBankLine: { arb: fc.tuple(existing(newBankLine), fc.constant(null)) },
  ignoreBankLine: { arb: fc.tuple(existing(newBankLine), fc.oneof(validText, fc.constant(null))) },
  signOut: { arb: fc.constant(null), run: async () => MUTATIONS.signOut.run((await h.signedIn()).token) },
  updateMyCompany: { arb: validProfile },
  updateCompanyNotificationSettings: {
    arb: fc.record({ paymentReminders: fc.boolean(), shippingNotices: fc.boolean() }, { requiredKeys: [] }),
  },
  addCompanyLocation: { arb: validLocation },
  updateCompanyLocation: { arb: fc.tuple(existing(newLocation), validLocation) },
  removeCompanyLocation: { arb: existing(newLocation) },
  setMyPartNumber: {
    arb: existing(newProduct),
    run: async (p) => MUTATIONS.setMyPartNumber.run([p, `Ours ${unique()}`]),
  },
  removeMyPartNumber: { arb: existing(newNumberedProduct) },
  importMyPartNumbers: {
    arb: fc.boolean(),
    run: async (dryRun) => {
      const p = await h.factories.createProduct(h.db);
      await MUTATIONS.importMyPartNumbers.run([
        `sku,part number\n${p.sku.toLowerCase()},File ${unique()}`,
        dryRun,
      ]);
    },
  },
  inviteToCompany: {
    arb: fc.tuple(
      fc.constant(null).map(() => `${unique()}@Invited.test`),
      fc.constantFrom(...ROLES),
      validLimits,
    ),
  },
  adminInviteToCompany: {
    arb: fc.tuple(
      existing(newCompany),
      fc.constant(null).map(() => `${unique()}@Invited.test`),
      fc.constantFrom(...ROLES),
      validLimits,
    ),
  },
  adminRevokeCompanyInvitation: { arb: existing(newInvitation) },
  revokeCompanyInvitation: { arb: existing(newInvitation) },
  acceptCompanyInvitation: {
    arb: fc.constantFrom(...ROLES),
    run: async (role) => {
      const invitee = await h.signedIn();
      const inv = await h.db.companyInvitation.create({
        data: {
          companyId: await newCompany(),
          email: invitee.user.email,
          role,
          expiresAt: new Date(Date.now() + 86_400_000),
        },
      });
      await send(
        'mutation($id: ID!) { acceptCompanyInvitation(id: $id) { role } }',
        { id: inv.id },
        invitee.token,
      );
    },
  },
  setMemberRole: { arb: fc.tuple(existing(newColleague), fc.constantFrom(...ROLES)) },
  removeCompanyMember: { arb: existing(newColleague) },
  createCompany: { arb: validProfile },
  updateCompany: { arb: fc.tuple(existing(newCompany), validProfile) },
  moveUserToCompany: {
    arb: fc.tuple(existing(newCustomer), existing(newCompany), fc.constantFrom(...ROLES)),
  },
  setCompanyCreditTerms: { arb: fc.tuple(existing(newCompany), validTerms) },
  liftCompanyCreditHold: { arb: existing(newCompany) },
  savePunchOutIdentity: {
    arb: fc.tuple(
      existing(newCompany),
      fc.record({
        fromDomain: fc.constantFrom('NetworkID', 'DUNS'),
        fromIdentity: validText,
        toDomain: fc.constant('DUNS'),
        toIdentity: validText,
        senderDomain: fc.constant('NetworkID'),
        senderIdentity: fc.constant(null).map(() => `sender-${unique()}`),
        sharedSecret: fc.uuid(),
        ociUsername: fc.oneof(
          fc.constant(null),
          fc.constant(null).map(() => `oci-${unique()}`),
        ),
        ociPassword: fc.constant('a-long-oci-password'),
        enabled: fc.boolean(),
      }),
    ),
  },
  submitOrder: { arb: fc.tuple(fc.array(existing(newItem), { minLength: 1, maxLength: 3 }), validDetails) },
  approveOrder: { arb: existing(async () => (await newWaitingRequest()).id) },
  rejectOrder: {
    arb: fc.tuple(
      existing(async () => (await newWaitingRequest()).id),
      validText,
    ),
  },
  withdrawOrderRequest: {
    arb: fc.constant(null),
    run: async () => {
      const mine = await newWaitingRequest();
      await send(
        'mutation($id: ID!) { withdrawOrderRequest(id: $id) { status } }',
        { id: mine.id },
        mine.token,
      );
    },
  },
  setApprovalRules: {
    arb: fc.array(
      fc.record({
        thresholdCents: fc.integer({ min: 0, max: 100_000_000 }),
        approverRole: fc.constantFrom('BUYER', 'COMPANY_ADMIN'),
      }),
      { maxLength: 10 },
    ),
  },
  setSpendingLimits: {
    arb: fc.tuple(
      existing(newColleague),
      fc.record({
        orderLimitCents: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 100_000_000 })),
        periodLimitCents: fc.constant(null),
        limitPeriod: fc.constant(null),
      }),
    ),
  },
};
/** Mutations with no valid-input property, and why. */
const NO_VALID_INPUT: Record<string, string> = {
  exchangeToken:
    'a valid input is a fresh provider ID token: sign-in is tested against the Auth emulator (auth/sign-in.test.ts)',
};
const VALID_RUNS = 12;

describe('valid input is accepted (so the accept-side checks really run)', () => {
  it('every mutation has valid inputs or a reason it has none', () => {
    expect([...Object.keys(VALID), ...Object.keys(NO_VALID_INPUT)].sort()).toEqual(
      Object.keys(MUTATIONS).sort(),
    );
  });

  it.each(Object.keys(VALID))('%s', async (name) => {
    const v = VALID[name];
    const run = v.run ?? MUTATIONS[name].run;
    const acceptedBefore = accepted;
    mustAccept = true;
    try {
      await fc.assert(
        fc.asyncProperty(v.arb, (x) => run(x)),
        { numRuns: VALID_RUNS, seed: Number(process.env.FC_SEED) || undefined },
      );
    } finally {
      mustAccept = false;
    }
    expect(accepted - acceptedBefore).toBeGreaterThanOrEqual(VALID_RUNS);
  });
});

describe('hostile input never breaks the server', () => {
  it.each(Object.keys(MUTATIONS))('%s', async (name) => {
    const m = MUTATIONS[name];
    await fc.assert(
      fc.asyncProperty(m.arb, (v) => m.run(v)),
      { numRuns: RUNS, seed: Number(process.env.FC_SEED) || undefined },
    );
  });

  it('covers every mutation in the schema', async () => {
    const fields = Object.keys((await getSchema()).getMutationType()!.getFields()).sort();
    expect(Object.keys(MUTATIONS).sort()).toEqual(fields);
  });

  it('refuses the NUL character (PostgreSQL text cannot hold it) as BAD_USER_INPUT, in variables and in literals', async () => {
    const before = await changes.mark();
    const good = { name: 'n', description: 'd', imageUrl: 'https://e.x/a.png', priceCents: 1, quantity: 1 };
    const attempts = [
      h.gql(
        'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
        { i: { ...good, name: 'a\u0000b' } },
        admin.token,
      ),
      h.gql(
        'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }',
        { e: 'a\u0000b@x.y' },
        admin.token,
      ),
      h.gql('query($e: String!) { isAdmin(email: $e) }', { e: '\u0000' }, admin.token),
      h.gql(
        'mutation { addReview(input: { photoUrl: "https://e.x/p.png", description: "a\\u0000b" }) { id } }',
        {},
        customer.token,
      ),
      h.gql('query { products(search: "\\u0000") { total } }', {}),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe('Text must not contain the NUL character (\\u0000)');
    }
    expect(await changes.changedSince(before)).toEqual([]);
  });

  it('refuses unpaired surrogates (not Unicode text) as BAD_USER_INPUT', async () => {
    for (const bad of ['\uD800', 'a\uDC00b', 'x\uDBFF']) {
      const res = await h.gql(
        'mutation($i: ReviewInput!) { addReview(input: $i) { id } }',
        { i: { photoUrl: 'https://e.x/p.png', description: bad } },
        customer.token,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe('Text must be valid Unicode (it has an unpaired surrogate)');
    }
    const paired = await h.gql(
      'mutation($i: ReviewInput!) { addReview(input: $i) { description } }',
      { i: { photoUrl: 'https://e.x/p.png', description: 'glue 🔫' } },
      customer.token,
    );
    expect(paired.data.addReview.description).toBe('glue 🔫');
    expect(await h.db.review.count({ where: { description: 'glue 🔫' } })).toBe(1);
  });

  it('answers deeply nested variables with a clean error, not a crash', async () => {
    // Written by hand: the test client's own JSON encoder cannot nest this deep.
    const depth = 40_000;
    const body = `{"query":"query($t: Int) { reviews(take: $t) { id } }","variables":{"t":${'['.repeat(depth)}"x"${']'.repeat(depth)}}}`;
    const res = await h.http().post('/graphql').set('content-type', 'application/json').send(body);
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|BAD_REQUEST/);
  });

  it('validates 1 MB values in the services too (below the HTTP body limit)', async () => {
    const ctx = createContext(h.deps, { ...admin.user } as SessionUser, false, '127.0.0.1');
    const before = await changes.mark();
    const big = 'x'.repeat(MB);
    await expect(
      productService.createProduct(ctx, {
        name: 'n',
        description: big,
        imageUrl: 'https://e.x/a.png',
        priceCents: 1,
        quantity: 1,
      }),
    ).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: 'Description must be at most 5000 characters',
    });
    await expect(
      reviewService.addReview(ctx, { photoUrl: `https://e.x/${big}`, description: 'd' }),
    ).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: 'Photo URL must be at most 2048 characters',
    });
    expect(await changes.changedSince(before)).toEqual([]);
  });
});
