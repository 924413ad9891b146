import fc from 'fast-check';
import { REFUSAL_REASONS } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { rowChangeLog } from '../support/db-snapshot';
import { createRestRouter } from '../../src/rest/router';
import type { AppDeps } from '../../src/context';
import type { User } from '../../src/generated/prisma/client';
import * as purchaseOrders from '../../src/modules/purchase-orders/purchase-order.service';
import * as approvalsService from '../../src/modules/approvals/approvals.service';
import * as orderListsService from '../../src/modules/order-lists/order-lists.service';
import * as shipmentsService from '../../src/modules/shipments/shipments';
import { ctxFor } from '../support/context';
import { quoteDay, quoteIn } from '../quotes/fixtures';
import {
  validDetails,
  validOrderQuantity,
  validPhone,
  validPriceCents,
  validReference,
  validStock,
  validTerms,
  validText,
  validUrl,
} from './valid-inputs';

/**
 * The REST twin of hostile-input.test.ts: random and nasty values in every write route's body, path and
 * token header. Whatever comes in: never a 5xx; a refusal is a 4xx with {error:{code,message}} that leaks
 * nothing and changes no row; an accept stores only http(s) image URLs and text as given.
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
const refusals: Record<string, number> = {};
const RUNS = 30;

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
    `hostile-rest: ${tried} hostile requests over ${Object.keys(ROUTES).length} REST routes: ${accepted} accepted cleanly, ${tried - accepted - serverErrors} refused with a clear code ${JSON.stringify(refusals)}, ${serverErrors} server errors`,
  );
  await changes.remove();
  await h.close();
});

const KB = 1024;
const NASTY = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  'null',
  '[]',
  '{}',
  '99',
  '100',
  '100.5',
  '-100',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '\'; DROP TABLE "User"; --',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  '𝕲𝖑𝖚𝖊 🔫 غراء',
  '\u202Egnp.exe',
  'x'.repeat(5001),
  '../../etc/passwd',
  '%00',
  '${7*7}',
  'admin@gluegun.test',
  'ADMIN',
  'INVOICED',
  'PAID',
  'DELIVERED',
  '00000000-0000-4000-8000-000000000000',
];
const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'A'.repeat(90 * KB),
      `javascript:${'a'.repeat(90 * KB)}`,
      'B'.repeat(200 * KB),
    ),
  },
);
/** Any JSON value where a field is expected. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, 99, 100, 150, 2 ** 31, -(2 ** 31), 1e20, 0.5),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [150], { $gt: '' }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** The catalog file's header (modules/catalog-csv/columns.ts) and files around it. */
const CATALOG_HEADER =
  'sku,name,description,image_url,price_cents,stock,min_order,order_increment,max_order,price_breaks,family,option_values,pack_sizes,weight_grams,length_mm,width_mm,height_mm';
const catalogFileArb = fc.oneof(
  anyJson,
  nastyString,
  fc.constantFrom(
    `${CATALOG_HEADER}\n`,
    'sku\n=cmd',
    '"open,1',
    '\uFFFD,1',
    `\uFEFF${CATALOG_HEADER}\r\nGG-H1,=1+1,@x,https://img.example/x.png,-5,1e9,,,,1=2;x,,,,,,,\r\n`,
  ),
  fc
    .array(nastyString, { minLength: 17, maxLength: 17 })
    .map((cells) => `${CATALOG_HEADER}\n${cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')}\n`),
);
const urlLike = fc.oneof(
  anyJson,
  fc.webUrl(),
  fc.webUrl().map((u) => `javascript:${u}`),
);
/** Quick-order files: rows of hostile cells (formulas, decimals, huge numbers, replacement characters, quotes). */
const csvCellArb = fc.oneof(
  nastyString,
  fc.constantFrom(
    "=cmd|' /C calc'!A0",
    '+1',
    '-100',
    '@SUM(1)',
    '12.5',
    '1e309',
    '99999999999999999999',
    'Caf\uFFFD',
    '"',
    '""',
    'sku',
    'quantity',
  ),
);
const quickOrderText = fc.oneof(
  fc
    .tuple(fc.array(fc.tuple(csvCellArb, csvCellArb), { maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([rows, newline]) => rows.map(([a, b]) => `${a},${b}`).join(newline)),
  fc.constantFrom('A,1\n'.repeat(10_000), '\uFEFFsku;quantity\nX;100', '\t\t\n\t'),
);

/** A hostile path segment: as a browser would encode it, or raw bytes that are not UTF-8 at all. */
const segment = (existing: () => Promise<string>) =>
  fc
    .oneof(
      { weight: 1, arbitrary: fc.constant<'EXISTING'>('EXISTING') },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 3, arbitrary: nastyString.filter((s) => s.length < 2000) },
      { weight: 1, arbitrary: fc.constantFrom('%ED%A0%80', '%FF', '%', '%%', '..%2F..', '%2e%2e') },
    )
    .map((v) => ({ v, existing }));
async function pathPart(x: { v: string; existing: () => Promise<string> }) {
  if (x.v === 'EXISTING') return x.existing();
  if (/^%|\.\.%/.test(x.v)) return x.v;
  try {
    return encodeURIComponent(x.v);
  } catch {
    return '%ED%A0%80';
  }
}

const newProduct = async () => (await h.factories.createProduct(h.db, { quantity: 1_000_000 })).id;
let holidayWeeks = 0;
/** A new weekday for the shop's holiday list: the same weekday a week further each time, so never one already on it. */
const nextHolidayDay = () => {
  let ms = Date.now() + 100 * 86_400_000;
  while (new Date(ms).getUTCDay() !== 4) ms += 86_400_000;
  return new Date(ms + 7 * 86_400_000 * (holidayWeeks += 1)).toISOString().slice(0, 10);
};
const newHoliday = async () => {
  const day = nextHolidayDay();
  await h.db.shopHoliday.create({ data: { day: new Date(`${day}T00:00:00Z`), name: 'Hostile day' } });
  return day;
};
const mainWarehouse = async () => (await h.db.warehouse.findFirstOrThrow({ where: { code: 'MAIN' } })).id;
const newPriceList = async () =>
  (await h.db.priceList.create({ data: { name: `Hostile list ${Math.random()}` } })).id;
const PRICE_LIST_HEADER = 'sku,name,unit_price_cents,percent_off_bp,price_breaks';
const newFamily = async () =>
  (await h.db.productFamily.create({ data: { name: 'Hostile sticks', optionNames: ['Diameter'] } })).id;
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
const newCustomerId = async () => (await h.factories.createUser(h.db)).id;
/** A sales rep assigned to the customer's company, signed in. */
const newRep = async () => {
  const user = await h.factories.createUser(h.db, { salesRep: true });
  await h.db.salesRepAssignment.create({ data: { companyId: customer.user.companyId, repId: user.id } });
  return { user, token: h.tokenFor(user) };
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
const listBody = fc.record(
  {
    name: fc.oneof(anyJson, fc.constant('Weekly restock')),
    lines: fc.oneof(
      anyJson,
      fc.array(
        fc.record({ reference: anyJson, quantity: anyJson, scheduleQuantity: anyJson }, { requiredKeys: [] }),
        { maxLength: 3 },
      ),
    ),
  },
  { requiredKeys: [] },
);
const freshLines = async (n: number) =>
  Promise.all(
    Array.from({ length: n }, async () => ({
      reference: (await h.db.product.findUniqueOrThrow({ where: { id: await newProduct() } })).sku,
      quantity: 100,
    })),
  );
/** Another admin (the suite's admin stays: the shop never loses its last admin). */
const newAdminId = async () => (await h.factories.createUser(h.db, { role: 'ADMIN' })).id;
const newCustomerEmail = async () => (await h.factories.createUser(h.db)).email;
const GOOD_DETAILS = {
  companyName: 'Acme',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const newPurchaseOrder = async () =>
  (
    await purchaseOrders.checkout(ctxFor(h, customer.user), {
      itemIds: [await newItem()],
      details: GOOD_DETAILS,
    })
  ).id;
/** An order whose freight the shop quotes, waiting for staff (docs/decisions/076). */
const newFreightPendingOrder = async () =>
  (
    await h.db.purchaseOrder.update({
      where: { id: await newPurchaseOrder() },
      data: { freightPending: true },
    })
  ).id;
/** A colleague buyer of the customer's company (the customer, its company admin, sees their quotes). */
const newQuoteBuyer = async () =>
  h.factories.createUser(h.db, {
    company: { connect: { id: customer.user.companyId } },
    companyRole: 'BUYER',
  });
const newQuoteIn = (state: 'REQUESTED' | 'SENT' | 'APPROVAL_NEEDED') => async () => {
  const p = await h.factories.createProduct(h.db, { quantity: 1_000_000 });
  return (await quoteIn(h, state, await newQuoteBuyer(), p, admin.user)).id;
};
/** A sales rep assigned to the customer's company (made once), who prices its quotes over /rep/quotes. */
let repToken: string | null = null;
async function customerRep() {
  if (!repToken) {
    const rep = await h.signedIn('CUSTOMER', { email: 'hostile.rep@example.test' });
    await h.db.user.update({ where: { id: rep.user.id }, data: { salesRep: true } });
    await h.db.salesRepAssignment.create({
      data: { repId: rep.user.id, companyId: customer.user.companyId },
    });
    repToken = rep.token;
  }
  return repToken;
}
/** Quote lines: hostile values, or lines naming a new product ('PRODUCT') with hostile fields. */
const quoteLinesArb = (price: 'targetPriceCents' | 'unitPriceCents') =>
  fc.oneof(
    anyJson,
    fc.array(
      fc.record(
        {
          productId: fc.oneof(anyJson, fc.constant('PRODUCT')),
          quantity: anyJson,
          note: anyJson,
          [price]: anyJson,
        },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
  );
async function withProducts(body: Record<string, unknown>) {
  if (!Array.isArray(body.lines)) return body;
  const lines = await Promise.all(
    body.lines.map(async (l: Record<string, unknown>) =>
      l.productId === 'PRODUCT' ? { ...l, productId: await newProduct() } : l,
    ),
  );
  return { ...body, lines };
}
/** A quote answer that was accepted: whole positive quantities and prices on every line. */
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
/** A new order of the customer with one shipment of 10 of its 100: its id and the shipment's, as `order/shipment`. */
const newShipmentPath = async () => {
  const poId = await newPurchaseOrder();
  const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: poId } });
  const shipment = await shipmentsService.createShipment(ctxFor(h, admin.user), poId, {
    lines: [{ invoiceLineId: line.id, quantity: 10 }],
    carrier: 'UPS',
    trackingNumber: '1Z1',
  });
  return `${poId}/shipments/${shipment.id}`;
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
/** The order's first line id when the path part is an order id ('LINE' in a body stands for it). */
const withLine = async (orderId: string, body: unknown) => {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { lines?: unknown }).lines)) return body;
  const line = /^[0-9a-f-]{36}$/.test(orderId)
    ? await h.db.invoiceLine.findFirst({ where: { purchaseOrderId: orderId } })
    : null;
  const lines = (body as { lines: unknown[] }).lines.map((l) =>
    l && typeof l === 'object' && (l as { invoiceLineId?: unknown }).invoiceLineId === 'LINE'
      ? { ...l, invoiceLineId: line?.id ?? 'LINE' }
      : l,
  );
  return { ...body, lines };
};

// Company accounts: the customer runs their own company.
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
/** A location of a company that is not the customer's: choosing it must read as unknown. */
const foreignLocation = async () =>
  (
    await h.db.companyLocation.create({
      data: {
        company: { create: { name: 'Elsewhere Ltd' } },
        label: 'Away',
        addressLine1: '9 Road',
        city: 'York',
        postalCode: 'YO1 1AA',
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
const customersCompany = async () => customer.user.companyId;
/** `cents` of customer credit held for a company (a ledger row and its balance, as the services keep them). */
const holdCredit = async (companyId: string, cents = 10_000) => {
  await h.db.customerCreditEntry.create({
    data: {
      companyId,
      kind: 'OVERPAYMENT',
      amountCents: cents,
      detail: 'Hostile',
      actorEmail: 'admin@example.com',
    },
  });
  await h.db.company.update({ where: { id: companyId }, data: { creditBalanceCents: { increment: cents } } });
};
const newCompanyWithCredit = async () => {
  const id = await newCompany();
  await holdCredit(id);
  return id;
};
const newPurchaseOrderWithCredit = async () => {
  const id = await newPurchaseOrder();
  await holdCredit(customer.user.companyId, 100);
  return id;
};
const newWaiting = async () => {
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
const profileBody = fc.record(
  { name: anyJson, taxId: anyJson, billingLine1: anyJson, billingCountry: anyJson },
  { requiredKeys: [] },
);
const locationBody = fc.record(
  { label: anyJson, addressLine1: anyJson, city: anyJson, postalCode: anyJson, country: anyJson },
  { requiredKeys: [] },
);
const validProfileBody = fc.record({ name: validText, billingCountry: fc.constantFrom('GB', 'us') });
const validLocationBody = fc.record({
  label: validText,
  addressLine1: fc.constant('1 Mill Road'),
  city: fc.constant('Leeds'),
  postalCode: fc.constant('LS1 1AA'),
  country: fc.constantFrom('GB', 'de'),
});
/** A write route with one id in the path, sent as `token` with `body`. */
/** An invitation's body: e-mail, role and the invitee's spending limits, each anything or a likely value. */
const hostileInvitationBody = fc.record(
  {
    email: fc.oneof(anyJson, fc.emailAddress()),
    role: fc.oneof(anyJson, fc.constantFrom(...ROLES)),
    orderLimitCents: fc.oneof(anyJson, fc.integer()),
    periodLimitCents: fc.oneof(anyJson, fc.integer()),
    limitPeriod: fc.oneof(anyJson, fc.constantFrom('WEEK', 'MONTH')),
  },
  { requiredKeys: [] },
);
const validInvitationBody = fc
  .tuple(
    fc.record({
      email: fc.uuid().map((u) => `${u.slice(0, 13)}@invited.test`),
      role: fc.constantFrom(...ROLES),
    }),
    fc.option(
      fc.record({
        orderLimitCents: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        periodLimitCents: fc.integer({ min: 0, max: 1_000_000 }),
        limitPeriod: fc.constantFrom('WEEK', 'MONTH'),
      }),
    ),
  )
  .map(([who, limits]) => ({ ...who, ...limits }));
const idRoute = (
  method: Method,
  path: (id: string) => string,
  make: () => Promise<string>,
  token: () => string,
  body?: fc.Arbitrary<unknown>,
) => ({
  arb: body ? fc.record({ id: segment(make), body }) : segment(make).map((id) => ({ id, body: undefined })),
  run: async ({ id, body: b }: { id: { v: string; existing: () => Promise<string> }; body?: unknown }) => {
    await send({ method, path: path(await pathPart(id)), body: b, token: token() });
  },
});
/** An item that has the customer's company's own part number; its id. */
const newNumberedProduct = async () => {
  const p = await h.factories.createProduct(h.db);
  await h.db.customerPartNumber.create({
    data: { companyId: customer.user.companyId, productId: p.id, partNumber: `PN-${p.id.slice(0, 8)}` },
  });
  return p.id;
};
/** A tax rate for a region of the Netherlands (no order here ships there: other routes' totals stay untaxed). */
const newTaxRate = async () => {
  const region = `Region ${Math.random().toString(36).slice(2)}`;
  return (
    await h.db.taxRate.create({
      data: { country: 'NL', region, regionKey: region.toUpperCase(), name: 'BTW', rateMillionths: 210_000 },
    })
  ).id;
};
const taxRateBody = fc.record(
  {
    id: fc.oneof(anyJson, fc.constant('EXISTING')),
    country: fc.oneof(anyJson, fc.constantFrom('NL', 'no', 'XX')),
    region: anyJson,
    name: fc.oneof(anyJson, fc.constant('BTW')),
    ratePercent: fc.oneof(anyJson, fc.constantFrom('21', '8.875', '100.00001', '-1', '1e2')),
    active: anyJson,
  },
  { requiredKeys: [] },
);
/** A statement line proposing 1.00 of a new purchase order. */
const newBankLine = async () => {
  const po = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: await newPurchaseOrder() } });
  const statement = await h.db.bankStatement.create({
    data: {
      fileName: 'h.csv',
      format: 'CSV',
      fileHash: `hostile-rest-${po.id}`,
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
        fingerprint: `hostile-rest-${po.id}`,
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
/** Statement files: CSV rows of hostile cells and amounts, broken XML, an entity bomb, 2.5 MB of text. */
const statementArb = fc.oneof(
  anyJson,
  fc
    .array(fc.tuple(csvCellArb, csvCellArb, csvCellArb), { maxLength: 20 })
    .map((rows) => ['Date;Amount;Reference', ...rows.map((r) => r.join(';'))].join('\n')),
  fc.constantFrom(
    '<Document><BkToCstmrStmt><Stmt><Ntry>',
    '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><Document>&b;</Document>',
    `Date,Amount\n${'2026-11-24,1.00\n'.repeat(160_000)}`,
    'Date,Amount\n2026-11-24,"1,234,567.891"\n',
    'Date,Amount\n2026-11-24,-5.00\n',
  ),
);

type Method = 'get' | 'post' | 'put' | 'delete';
interface Sent {
  method: Method;
  path: string;
  body?: unknown;
  token?: string;
  header?: 'authorization' | 'autherization';
}

async function send(r: Sent) {
  tried++;
  const before = await changes.mark();
  let req = h.http()[r.method](r.path);
  if (r.token !== undefined)
    req = req.set(r.header ?? 'authorization', r.header === 'autherization' ? r.token : `Bearer ${r.token}`);
  const res =
    r.body === undefined
      ? await req
      : await req.set('content-type', 'application/json').send(JSON.stringify(r.body));
  if (res.status >= 500) serverErrors++;
  expect({ status: res.status, body: res.status >= 500 ? res.body : undefined }).toEqual({
    status: expect.any(Number),
    body: undefined,
  });
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    const code = res.status === 431 ? 'HEADERS_TOO_LARGE' : res.body?.error?.code;
    refusals[code ?? '?'] = (refusals[code ?? '?'] ?? 0) + 1;
    // PunchOut documents are refused as a cXML Status or an HTML page, not JSON (test/punchout/refusals.test.ts reads them).
    if (res.status !== 431 && !r.path.startsWith('/punchout/')) {
      expect(res.body.error).toEqual(
        expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      );
      // A refusal of ours names a documented reason (the schema's RefusalReason); the server's own 4xx (413, 404 route) do not.
      if (res.body.error.reason !== undefined)
        expect(Object.keys(REFUSAL_REASONS)).toContain(res.body.error.reason);
      expect(res.body.error.message).not.toMatch(/prisma|postgres|\bSELECT\b|\bat .*\.(js|ts):\d+/i);
    }
    expect(await changes.changedSince(before)).toEqual([]);
  } else {
    accepted++;
  }
  if (mustAccept && res.status >= 400)
    throw new Error(
      `a valid request was refused: ${r.method} ${r.path} ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
    );
  return res;
}

const storedUrlOk = (u: unknown) => expect(u).toMatch(/^(https?:\/\/|\/(?![/\\]))/i);

const ROUTES: Record<string, { arb: fc.Arbitrary<any>; run: (v: any) => Promise<void> }> = {
  'PUT /user/:email': {
    arb: fc.record({
      email: segment(newCustomerEmail),
      body: fc.record({ email: anyJson, idToken: anyJson }, { requiredKeys: [] }),
    }),
    run: async ({ email, body }) => {
      await send({ method: 'put', path: `/user/${await pathPart(email)}`, body });
    },
  },
  'PUT /user/admin/:email': {
    arb: segment(newCustomerEmail),
    run: async (email) => {
      await send({ method: 'put', path: `/user/admin/${await pathPart(email)}`, token: admin.token });
    },
  },
  'POST /products': {
    arb: fc.record(
      {
        name: anyJson,
        price: anyJson,
        quantity: anyJson,
        img: urlLike,
        des: anyJson,
        priceCents: anyJson,
        imageUrl: urlLike,
      },
      { requiredKeys: [] },
    ),
    async run(body) {
      const res = await send({ method: 'post', path: '/products', body, token: admin.token });
      if (res.status < 400) storedUrlOk(res.body.product.imageUrl);
    },
  },
  'PUT /products/:id': {
    arb: fc.record({
      id: segment(newProduct),
      body: fc.record({ name: anyJson, price: anyJson, quantity: anyJson, img: urlLike, des: anyJson }),
    }),
    async run({ id, body }) {
      const part = await pathPart(id);
      // An existing product is sent with its version (the update requires it), so hostile values reach the checks past it.
      if (id.v === 'EXISTING')
        body = { ...body, version: (await h.db.product.findUniqueOrThrow({ where: { id: part } })).version };
      const res = await send({ method: 'put', path: `/products/${part}`, body, token: admin.token });
      if (res.status < 400) storedUrlOk(res.body.product.imageUrl);
    },
  },
  'POST /product-families': {
    arb: fc.record(
      {
        name: anyJson,
        description: anyJson,
        optionNames: fc.oneof(anyJson, fc.array(anyJson, { maxLength: 5 })),
        id: anyJson,
      },
      { requiredKeys: [] },
    ),
    run: async (body) => {
      await send({ method: 'post', path: '/product-families', body, token: admin.token });
    },
  },
  'PUT /product-families/:id': {
    arb: fc.record({
      id: segment(newFamily),
      body: fc.record(
        {
          name: anyJson,
          optionNames: fc.oneof(anyJson, fc.array(anyJson, { maxLength: 5 })),
          version: anyJson,
        },
        { requiredKeys: [] },
      ),
    }),
    run: async ({ id, body }) => {
      await send({
        method: 'put',
        path: `/product-families/${await pathPart(id)}`,
        body,
        token: admin.token,
      });
    },
  },
  'PUT /products/:id/variant': {
    arb: fc.record(
      {
        id: segment(newProduct),
        familyId: fc.oneof(anyJson, fc.constant('EXISTING')),
        optionValues: fc.oneof(anyJson, fc.array(anyJson, { maxLength: 4 })),
      },
      { requiredKeys: ['id'] },
    ),
    async run({ id, familyId, optionValues }) {
      const body = { familyId: familyId === 'EXISTING' ? await newFamily() : familyId, optionValues };
      await send({
        method: 'put',
        path: `/products/${await pathPart(id)}/variant`,
        body,
        token: admin.token,
      });
    },
  },
  'PUT /products/:id/packing': {
    arb: fc.record({
      id: segment(newProduct),
      body: fc.record(
        {
          packSizes: fc.oneof(
            anyJson,
            fc.array(fc.record({ name: anyJson, baseUnits: anyJson }), { maxLength: 12 }),
          ),
          weightGrams: anyJson,
          dimensions: fc.oneof(
            anyJson,
            fc.record({ lengthMm: anyJson, widthMm: anyJson, heightMm: anyJson }),
          ),
        },
        { requiredKeys: [] },
      ),
    }),
    run: async ({ id, body }) => {
      await send({
        method: 'put',
        path: `/products/${await pathPart(id)}/packing`,
        body,
        token: admin.token,
      });
    },
  },
  'PUT /products/:id/related': {
    arb: fc.record({
      id: segment(newProduct),
      body: fc.record(
        {
          kind: fc.oneof(anyJson, fc.constantFrom('ACCESSORY', 'SPARE_PART', 'REPLACED_BY')),
          related: fc.oneof(anyJson, fc.array(fc.oneof(anyJson, fc.constant('EXISTING')), { maxLength: 25 })),
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const related = Array.isArray(body.related)
        ? await Promise.all(body.related.map(async (r: unknown) => (r === 'EXISTING' ? newProduct() : r)))
        : body.related;
      await send({
        method: 'put',
        path: `/products/${await pathPart(id)}/related`,
        body: { ...body, related },
        token: admin.token,
      });
    },
  },
  'GET /products/:id/related': {
    arb: fc.record({
      id: segment(newProduct),
      kinds: fc.oneof(nastyString, fc.constantFrom('ACCESSORY', 'SPARE_PART,REPLACED_BY', 'kinds[]=x')),
    }),
    async run({ id, kinds }) {
      let query: string;
      try {
        query = `kinds=${encodeURIComponent(kinds)}`;
      } catch {
        query = 'kinds=%ED%A0%80';
      }
      await send({
        method: 'get',
        path: `/products/${await pathPart(id)}/related?${query}`,
        token: customer.token,
      });
    },
  },
  'GET /compare': {
    arb: fc.oneof(
      nastyString,
      fc.array(fc.uuid(), { maxLength: 6 }).map((ids) => ids.join(',')),
      fc.constantFrom('ids[]=a', 'ids[$ne]=x', ',,,,'),
    ),
    async run(q) {
      let query: string;
      try {
        query = q.includes('=') ? q : `ids=${encodeURIComponent(q)}`;
      } catch {
        query = 'ids=%ED%A0%80';
      }
      await send({ method: 'get', path: `/compare?${query}`, token: customer.token });
    },
  },
  'DELETE /products/:id': {
    arb: segment(newProduct),
    run: async (id) => {
      await send({ method: 'delete', path: `/products/${await pathPart(id)}`, token: admin.token });
    },
  },
  'POST /user-orderd-data': {
    arb: fc.record(
      {
        productId: fc.oneof(anyJson, fc.constant('EXISTING')),
        quantity: anyJson,
        userPhone: anyJson,
        userEmail: anyJson,
        name: anyJson,
        packUnit: anyJson,
      },
      { requiredKeys: [] },
    ),
    async run(body) {
      if (body.productId === 'EXISTING') body.productId = await newProduct();
      const res = await send({ method: 'post', path: '/user-orderd-data', body, token: customer.token });
      if (res.status < 400) expect(res.body.order.quantity).toBeGreaterThanOrEqual(100);
    },
  },
  'DELETE /user-orderd-data/:id': {
    arb: segment(newItem),
    run: async (id) => {
      await send({
        method: 'delete',
        path: `/user-orderd-data/${await pathPart(id)}`,
        token: customer.token,
      });
    },
  },
  'POST /user-orderd-data/:id/pay': {
    arb: segment(newItem),
    run: async (id) => {
      await send({
        method: 'post',
        path: `/user-orderd-data/${await pathPart(id)}/pay`,
        token: customer.token,
      });
    },
  },
  'POST /user-orderd-data/:id/cancel': {
    arb: segment(newItem),
    run: async (id) => {
      await send({
        method: 'post',
        path: `/user-orderd-data/${await pathPart(id)}/cancel`,
        token: customer.token,
      });
    },
  },
  'PUT /user-orderd-data/:id/status': {
    arb: fc.record({ id: segment(newItem), body: fc.record({ status: anyJson }, { requiredKeys: [] }) }),
    run: async ({ id, body }) => {
      await send({
        method: 'put',
        path: `/user-orderd-data/${await pathPart(id)}/status`,
        body,
        token: admin.token,
      });
    },
  },
  'DELETE /user/admin/:id': {
    arb: segment(newAdminId),
    run: async (id) => {
      await send({ method: 'delete', path: `/user/admin/${await pathPart(id)}`, token: admin.token });
    },
  },
  'POST /admin/users/:id/erase': {
    arb: segment(newCustomerId),
    run: async (id) => {
      await send({ method: 'post', path: `/admin/users/${await pathPart(id)}/erase`, token: admin.token });
    },
  },
  'DELETE /user/:id': {
    arb: segment(newCustomerId),
    run: async (id) => {
      await send({ method: 'delete', path: `/user/${await pathPart(id)}`, token: admin.token });
    },
  },
  'POST /user-review': {
    arb: fc.record({ photoUrl: urlLike, description: anyJson, rating: anyJson }, { requiredKeys: [] }),
    async run(body) {
      const res = await send({ method: 'post', path: '/user-review', body, token: customer.token });
      if (res.status < 400) {
        storedUrlOk(res.body.review.photoUrl);
        expect(res.body.review.description).toBe(String(body.description).trim());
      }
    },
  },
  // Quote, quick-order preview and bulk add with hostile bodies (lines, text files, phones).
  'POST /quote': {
    arb: fc.record(
      {
        lines: fc.oneof(
          anyJson,
          fc.array(
            fc.record(
              { productId: fc.oneof(anyJson, fc.constant('EXISTING')), _id: anyJson, quantity: anyJson },
              { requiredKeys: [] },
            ),
            { maxLength: 5 },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
    async run(body) {
      if (Array.isArray(body.lines))
        for (const l of body.lines) if (l.productId === 'EXISTING') l.productId = await newProduct();
      const res = await send({ method: 'post', path: '/quote', body });
      if (res.status < 400) expect(res.body.lines.length).toBe(body.lines.length);
    },
  },
  'POST /quick-order/preview': {
    arb: fc.record({ text: fc.oneof(anyJson, quickOrderText) }, { requiredKeys: [] }),
    async run(body) {
      const res = await send({ method: 'post', path: '/quick-order/preview', body, token: customer.token });
      if (res.status < 400) for (const l of res.body.lines) expect(l.ok || l.problems.length > 0).toBe(true);
    },
  },
  'POST /user-orderd-data/bulk': {
    arb: fc.record(
      {
        userPhone: fc.oneof(anyJson, fc.constant('5550100')),
        lines: fc.oneof(
          anyJson,
          fc.array(
            fc.record(
              { productId: fc.oneof(anyJson, fc.constant('EXISTING')), quantity: anyJson },
              { requiredKeys: [] },
            ),
            { maxLength: 5 },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
    async run(body) {
      if (Array.isArray(body.lines))
        for (const l of body.lines) if (l.productId === 'EXISTING') l.productId = await newProduct();
      const res = await send({ method: 'post', path: '/user-orderd-data/bulk', body, token: customer.token });
      if (res.status < 400) for (const o of res.body.orders) expect(o.quantity).toBeGreaterThanOrEqual(100);
    },
  },
  // Checkout, reorder, payments, fulfilment, credit terms and holds.
  'POST /checkout': {
    arb: fc.record(
      {
        itemIds: fc.oneof(anyJson, fc.array(fc.oneof(anyJson, fc.constant('EXISTING')), { maxLength: 4 })),
        poNumber: anyJson,
        companyName: fc.oneof(anyJson, fc.constant('Acme')),
        addressLine1: fc.oneof(anyJson, fc.constant('1 Road')),
        city: fc.oneof(anyJson, fc.constant('Leeds')),
        postalCode: fc.oneof(anyJson, fc.constant('LS1 1AA')),
        country: fc.oneof(anyJson, fc.constant('GB')),
        contactPhone: fc.oneof(anyJson, fc.constant('+1 555 0100')),
        notes: anyJson,
        // A day per line (decision 101): for the first item or anything else, any day or none.
        lineDeliveryDates: fc.oneof(
          anyJson,
          fc.array(
            fc.oneof(
              anyJson,
              fc.record(
                {
                  itemId: fc.oneof(anyJson, fc.constant('FIRST')),
                  requestedDeliveryDate: fc.oneof(
                    anyJson,
                    fc.constantFrom(
                      '2020-01-06',
                      '2999-01-04',
                      new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
                    ),
                  ),
                },
                { requiredKeys: [] },
              ),
            ),
            { maxLength: 3 },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
    async run(body) {
      if (Array.isArray(body.itemIds))
        body.itemIds = await Promise.all(
          body.itemIds.map((x: unknown) => (x === 'EXISTING' ? newItem() : x)),
        );
      if (Array.isArray(body.lineDeliveryDates)) {
        body.lineDeliveryDates = body.lineDeliveryDates.map((d: any) =>
          d && typeof d === 'object' && d.itemId === 'FIRST'
            ? { ...d, itemId: Array.isArray(body.itemIds) ? body.itemIds[0] : d.itemId }
            : d,
        );
      }
      const res = await send({ method: 'post', path: '/checkout', body, token: customer.token });
      if (res.status < 400) expect(res.body.purchaseOrder.totalCents).toBeGreaterThan(0);
      if (res.status < 400)
        for (const line of res.body.purchaseOrder.lines)
          expect(
            line.promisedDeliveryOn === null || /^\d{4}-\d{2}-\d{2}$/.test(line.promisedDeliveryOn),
          ).toBe(true);
    },
  },
  'POST /purchase-orders/:id/reorder': {
    arb: segment(newPurchaseOrder),
    run: async (id) => {
      await send({
        method: 'post',
        path: `/purchase-orders/${await pathPart(id)}/reorder`,
        token: customer.token,
      });
    },
  },
  'POST /admin/purchase-orders/:id/freight': {
    arb: fc.record({
      id: segment(newFreightPendingOrder),
      body: fc.record({ freightCents: anyJson }, { requiredKeys: [] }),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/purchase-orders/${await pathPart(id)}/freight`,
        body,
        token: admin.token,
      });
      if (res.status < 400) {
        const po = res.body.purchaseOrder;
        expect(po.totalCents).toBe(po.subtotalCents + po.freightCents + po.taxCents);
        expect(po.freightPending).toBe(false);
      }
    },
  },
  'POST /admin/purchase-orders/:id/promised-delivery': {
    arb: fc.record({
      id: segment(newPurchaseOrder),
      body: fc.record(
        { promisedDeliveryDate: fc.oneof(anyJson, fc.constant(new Date().toISOString().slice(0, 10))) },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/purchase-orders/${await pathPart(id)}/promised-delivery`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.purchaseOrder.promisedDeliveryOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  },
  'POST /admin/purchase-orders/:id/payments': {
    arb: fc.record({
      id: segment(newPurchaseOrder),
      body: fc.record(
        {
          amountCents: anyJson,
          receivedOn: fc.oneof(anyJson, fc.constant(new Date().toISOString().slice(0, 10))),
          reference: anyJson,
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/purchase-orders/${await pathPart(id)}/payments`,
        body,
        token: admin.token,
      });
      if (res.status < 400)
        expect(res.body.purchaseOrder.paidCents).toBeLessThanOrEqual(res.body.purchaseOrder.totalCents);
    },
  },
  'POST /admin/purchase-orders/:id/shipments': {
    arb: fc.record({
      id: segment(newPurchaseOrder),
      body: fc.record(
        {
          lines: fc.oneof(
            anyJson,
            fc.array(
              fc.record({ invoiceLineId: fc.oneof(anyJson, fc.constant('LINE')), quantity: anyJson }),
              { maxLength: 3 },
            ),
          ),
          carrier: fc.oneof(anyJson, fc.constant('UPS')),
          service: anyJson,
          trackingNumber: fc.oneof(anyJson, fc.constant('1Z1')),
          trackingUrl: anyJson,
          shippedAt: anyJson,
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const orderId = await pathPart(id);
      const res = await send({
        method: 'post',
        path: `/admin/purchase-orders/${orderId}/shipments`,
        body: await withLine(orderId, body),
        token: admin.token,
      });
      if (res.status < 400) {
        expect(
          res.body.shipment.trackingUrl === null || res.body.shipment.trackingUrl.startsWith('https://'),
        ).toBe(true);
        expect(['PARTLY_SHIPPED', 'SHIPPED']).toContain(res.body.purchaseOrder.fulfilmentStatus);
      }
    },
  },
  'POST /purchase-orders/:id/returns': {
    arb: fc.record({
      id: segment(newDeliveredOrder),
      body: fc.record(
        {
          lines: fc.oneof(
            anyJson,
            fc.array(
              fc.record({ invoiceLineId: fc.oneof(anyJson, fc.constant('LINE')), quantity: anyJson }),
              { maxLength: 3 },
            ),
          ),
          reason: anyJson,
          photoLinks: fc.oneof(
            anyJson,
            fc.array(
              fc.oneof(anyJson, fc.constantFrom('javascript:alert(1)', 'https://photos.example.com/a.jpg')),
              { maxLength: 7 },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const orderId = await pathPart(id);
      const res = await send({
        method: 'post',
        path: `/purchase-orders/${orderId}/returns`,
        body: await withLine(orderId, body),
        token: customer.token,
      });
      if (res.status < 400) {
        expect(res.body.return.status).toBe('REQUESTED');
        expect(
          res.body.return.lines.every((l: { quantity: number }) => l.quantity >= 1 && l.quantity <= 50),
        ).toBe(true);
        expect(res.body.return.photoLinks.every((u: string) => u.startsWith('https://'))).toBe(true);
      }
    },
  },
  'POST /order-lists': {
    arb: listBody,
    async run(body) {
      const res = await send({ method: 'post', path: '/order-lists', body, token: customer.token });
      if (res.status < 400) expect(res.body.orderList.name.trim().length).toBeGreaterThan(0);
    },
  },
  'PUT /order-lists/:id': {
    arb: fc.record({ id: segment(newOrderList()), body: fc.oneof(anyJson, listBody) }),
    async run({ id, body }) {
      await send({ method: 'put', path: `/order-lists/${await pathPart(id)}`, body, token: customer.token });
    },
  },
  'DELETE /order-lists/:id': {
    arb: fc.record({ id: segment(newOrderList()) }),
    async run({ id }) {
      await send({ method: 'delete', path: `/order-lists/${await pathPart(id)}`, token: customer.token });
    },
  },
  'POST /order-lists/:id/order': {
    arb: fc.record({
      id: segment(newOrderList()),
      body: fc.oneof(anyJson, fc.record({ phone: anyJson }, { requiredKeys: [] })),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/order-lists/${await pathPart(id)}/order`,
        body,
        token: customer.token,
      });
      if (res.status < 400) for (const l of res.body.lines) expect(l.added || Boolean(l.reason)).toBe(true);
    },
  },
  'PUT /order-lists/:id/schedule': {
    arb: fc.record({
      id: segment(newOrderList()),
      body: fc.oneof(
        anyJson,
        fc.record(
          {
            everyWeeks: anyJson,
            dayOfMonth: anyJson,
            startOn: anyJson,
            endOn: anyJson,
            contactPhone: anyJson,
            quantities: anyJson,
          },
          { requiredKeys: [] },
        ),
      ),
    }),
    async run({ id, body }) {
      await send({
        method: 'put',
        path: `/order-lists/${await pathPart(id)}/schedule`,
        body,
        token: customer.token,
      });
    },
  },
  'POST /order-lists/:id/schedule/:action': {
    arb: fc.record({
      id: segment(newOrderList(true)),
      action: fc.oneof(
        segment(async () => 'skip'),
        fc.constantFrom('pause', 'resume', 'skip', 'remove').map((v) => ({ v, existing: async () => v })),
      ),
      body: anyJson,
    }),
    async run({ id, action, body }) {
      await send({
        method: 'post',
        path: `/order-lists/${await pathPart(id)}/schedule/${await pathPart(action)}`,
        body,
        token: customer.token,
      });
    },
  },
  'POST /returns/:id/withdraw': {
    arb: fc.record({ id: segment(newReturnIn('REQUESTED')), body: anyJson }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/returns/${await pathPart(id)}/withdraw`,
        body,
        token: customer.token,
      });
      if (res.status < 400) expect(res.body.return.status).toBe('CANCELLED');
    },
  },
  'POST /admin/returns/:id/approve': {
    arb: fc.record({
      id: segment(newReturnIn('REQUESTED')),
      body: fc.oneof(
        anyJson,
        fc.record({ restockingFeePercent: fc.oneof(anyJson, fc.constantFrom(0, 15, 50, 50.01, -1, '15')) }),
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/returns/${await pathPart(id)}/approve`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.return.restockingFeePercent).toBeLessThanOrEqual(50);
    },
  },
  'POST /admin/returns/:id/reject': {
    arb: fc.record({
      id: segment(newReturnIn('REQUESTED')),
      body: fc.oneof(anyJson, fc.record({ reason: anyJson })),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/returns/${await pathPart(id)}/reject`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.return.status).toBe('REJECTED');
    },
  },
  'POST /admin/returns/:id/receive': {
    arb: fc.record({
      id: segment(newReturnIn('APPROVED')),
      body: fc.oneof(
        anyJson,
        fc.record(
          { disposition: fc.oneof(anyJson, fc.constantFrom('RESTOCK', 'SCRAP', 'restock')), note: anyJson },
          { requiredKeys: [] },
        ),
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/returns/${await pathPart(id)}/receive`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.return.creditedCents).toBeGreaterThan(0);
    },
  },
  'POST /quotes': {
    arb: fc.record({ lines: quoteLinesArb('targetPriceCents'), note: anyJson }, { requiredKeys: [] }),
    async run(body) {
      const res = await send({
        method: 'post',
        path: '/quotes',
        body: await withProducts(body),
        token: h.tokenFor(await newQuoteBuyer()),
      });
      if (res.status < 400) expectSaneQuote(res.body.quote);
    },
  },
  'POST /quotes/:id/counter': {
    arb: fc.record({
      id: segment(newQuoteIn('SENT')),
      body: fc.record(
        { lines: quoteLinesArb('targetPriceCents'), note: anyJson, version: anyJson },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/quotes/${await pathPart(id)}/counter`,
        body: await withProducts(body),
        token: customer.token,
      });
      if (res.status < 400) expect(res.body.quote.status).toBe('COUNTERED');
    },
  },
  'POST /quotes/:id/accept': {
    arb: fc.record({
      id: segment(newQuoteIn('SENT')),
      body: fc.record({ version: anyJson }, { requiredKeys: [] }),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/quotes/${await pathPart(id)}/accept`,
        body,
        token: customer.token,
      });
      if (res.status < 400)
        expect([res.body.quote.status, res.body.items.length > 0]).toEqual(['ACCEPTED', true]);
    },
  },
  'POST /quotes/:id/decline': {
    arb: fc.record({ id: segment(newQuoteIn('REQUESTED')), body: fc.oneof(anyJson, fc.constant({})) }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/quotes/${await pathPart(id)}/decline`,
        body,
        token: customer.token,
      });
      if (res.status < 400) expect(res.body.quote.status).toBe('DECLINED');
    },
  },
  'POST /admin/quotes/:id/send': {
    arb: fc.record({
      id: segment(newQuoteIn('REQUESTED')),
      body: fc.record(
        {
          lines: quoteLinesArb('unitPriceCents'),
          validUntil: fc.oneof(anyJson, fc.constant(quoteDay(3))),
          freightNote: anyJson,
          note: anyJson,
          version: anyJson,
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/quotes/${await pathPart(id)}/send`,
        body: await withProducts(body),
        token: admin.token,
      });
      if (res.status < 400) {
        expect(['SENT', 'APPROVAL_NEEDED']).toContain(res.body.quote.status);
        expectSaneQuote(res.body.quote);
      }
    },
  },
  // A rep prices their company's quote under the staff's rules: the same hostile bodies, sent by the rep.
  'POST /rep/quotes/:id/send': {
    arb: fc.record({
      id: segment(newQuoteIn('REQUESTED')),
      body: fc.record(
        {
          lines: quoteLinesArb('unitPriceCents'),
          validUntil: fc.oneof(anyJson, fc.constant(quoteDay(3))),
          freightNote: anyJson,
          note: anyJson,
          version: anyJson,
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const token = await customerRep();
      const res = await send({
        method: 'post',
        path: `/rep/quotes/${await pathPart(id)}/send`,
        body: await withProducts(body),
        token,
      });
      if (res.status < 400) {
        expect(['SENT', 'APPROVAL_NEEDED']).toContain(res.body.quote.status);
        expectSaneQuote(res.body.quote);
      }
    },
  },
  'POST /admin/quotes/:id/approve': {
    arb: fc.record({
      id: segment(newQuoteIn('APPROVAL_NEEDED')),
      body: fc.record({ version: anyJson }, { requiredKeys: [] }),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/quotes/${await pathPart(id)}/approve`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.quote.status).toBe('SENT');
    },
  },
  'POST /admin/quotes/:id/withdraw': {
    arb: fc.record({ id: segment(newQuoteIn('REQUESTED')), body: fc.oneof(anyJson, fc.constant({})) }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/quotes/${await pathPart(id)}/withdraw`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.quote.status).toBe('WITHDRAWN');
    },
  },
  'POST /admin/purchase-orders/:id/shipments/:shipmentId/delivered': {
    arb: fc.record({
      path: segment(newShipmentPath),
      body: fc.record({ deliveredAt: anyJson }, { requiredKeys: [] }),
    }),
    async run({ path, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/purchase-orders/${await pathPart(path)}/delivered`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.shipment.deliveredAt).not.toBeNull();
    },
  },
  'POST /admin/purchase-orders/:id/credit-notes': {
    arb: fc.record({
      id: segment(newPurchaseOrder),
      body: fc.record(
        {
          reason: anyJson,
          returnStock: anyJson,
          settlement: fc.oneof(anyJson, fc.constantFrom('HOLD', 'APPLY', 'REFUND')),
          lines: fc.oneof(
            anyJson,
            fc.array(fc.record({ invoiceLineId: anyJson, quantity: anyJson }), { maxLength: 3 }),
          ),
          refund: fc.oneof(
            anyJson,
            fc.record({
              paidOn: anyJson,
              method: fc.oneof(anyJson, fc.constant('CARD')),
              reference: anyJson,
            }),
          ),
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/purchase-orders/${await pathPart(id)}/credit-notes`,
        body,
        token: admin.token,
      });
      if (res.status < 400) {
        const { creditNote, purchaseOrder } = res.body;
        expect(creditNote.appliedToInvoiceCents + creditNote.releasedCents).toBe(creditNote.amountCents);
        expect(purchaseOrder.balanceCents).toBe(
          purchaseOrder.totalCents - purchaseOrder.creditedCents - purchaseOrder.paidCents,
        );
      }
    },
  },
  'POST /admin/purchase-orders/:id/apply-credit': {
    arb: fc.record({
      id: segment(newPurchaseOrderWithCredit),
      body: fc.record({ amountCents: anyJson }, { requiredKeys: [] }),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/purchase-orders/${await pathPart(id)}/apply-credit`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.purchaseOrder.balanceCents).toBeGreaterThanOrEqual(0);
    },
  },
  'POST /admin/companies/:id/refunds': {
    arb: fc.record({
      id: segment(newCompanyWithCredit),
      body: fc.record(
        {
          amountCents: anyJson,
          paidOn: fc.oneof(anyJson, fc.constant(new Date().toISOString().slice(0, 10))),
          method: fc.oneof(anyJson, fc.constant('CHEQUE')),
          reference: anyJson,
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/companies/${await pathPart(id)}/refunds`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.customerCredit.balanceCents).toBeGreaterThanOrEqual(0);
    },
  },
  // Tax rates (added or changed by id) and company exemptions.
  'POST /admin/tax-rates': {
    arb: taxRateBody,
    async run(body) {
      if (body.id === 'EXISTING') body.id = await newTaxRate();
      const res = await send({ method: 'post', path: '/admin/tax-rates', body, token: admin.token });
      if (res.status < 400) {
        expect(res.body.taxRate.rateMillionths).toBeGreaterThanOrEqual(0);
        expect(res.body.taxRate.rateMillionths).toBeLessThanOrEqual(1_000_000);
        expect(['NL', 'NO']).toContain(res.body.taxRate.country);
      }
    },
  },
  'DELETE /admin/tax-rates/:id': idRoute(
    'delete',
    (id) => `/admin/tax-rates/${id}`,
    newTaxRate,
    () => admin.token,
  ),
  'POST /admin/shop-holidays': {
    arb: fc.record(
      {
        day: fc.oneof(
          anyJson,
          fc.constantFrom('2026-02-30', '2020-01-01', '2999-01-02'),
          fc.constant(null).map(nextHolidayDay),
        ),
        name: anyJson,
      },
      { requiredKeys: [] },
    ),
    async run(body) {
      const res = await send({ method: 'post', path: '/admin/shop-holidays', body, token: admin.token });
      if (res.status < 400)
        expect([0, 6]).not.toContain(new Date(`${res.body.holiday.day}T00:00:00Z`).getUTCDay());
    },
  },
  'DELETE /admin/shop-holidays/:day': idRoute(
    'delete',
    (day) => `/admin/shop-holidays/${day}`,
    newHoliday,
    () => admin.token,
  ),
  'PUT /admin/companies/:id/tax-exemption': {
    arb: fc.record({
      id: segment(newCompany),
      body: fc.record(
        {
          certificate: anyJson,
          expiresOn: fc.oneof(anyJson, fc.constantFrom('2027-02-30', '2027-03-31', '27-03-31')),
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'put',
        path: `/admin/companies/${await pathPart(id)}/tax-exemption`,
        body,
        token: admin.token,
      });
      if (res.status < 400)
        expect(res.body.taxExemption.certificate === null).toBe(res.body.taxExemption.expiresOn === null);
    },
  },
  'PUT /admin/purchase-orders/:id/fulfilment': {
    arb: fc.record({
      id: segment(newPurchaseOrder),
      body: fc.record(
        { status: fc.oneof(anyJson, fc.constantFrom('SHIPPED', 'CANCELLED')) },
        { requiredKeys: [] },
      ),
    }),
    run: async ({ id, body }) => {
      await send({
        method: 'put',
        path: `/admin/purchase-orders/${await pathPart(id)}/fulfilment`,
        body,
        token: admin.token,
      });
    },
  },
  'PUT /admin/users/:id/credit': {
    arb: fc.record({
      id: segment(newCustomerId),
      body: fc.record({ creditLimitCents: anyJson, paymentTermsDays: anyJson }, { requiredKeys: [] }),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'put',
        path: `/admin/users/${await pathPart(id)}/credit`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.credit.termsDays).toBeLessThanOrEqual(120);
    },
  },
  'POST /admin/users/:id/lift-hold': {
    arb: segment(newCustomerId),
    run: async (id) => {
      await send({
        method: 'post',
        path: `/admin/users/${await pathPart(id)}/lift-hold`,
        token: admin.token,
      });
    },
  },
  // A catalog file: formula cells, wrong encodings, broken quoting, rows of hostile text (never a 5xx; a refused import changes nothing).
  'POST /admin/catalog-import': {
    arb: fc.record({ content: catalogFileArb, apply: fc.oneof(anyJson, fc.boolean()) }, { requiredKeys: [] }),
    async run(body) {
      await send({ method: 'post', path: '/admin/catalog-import', body, token: admin.token });
    },
  },
  // A price list's entries file: hostile cells, broken quoting, wrong encodings (a refused import changes nothing).
  'POST /admin/price-lists/:id/entries-import': {
    arb: fc.record(
      {
        id: segment(newPriceList),
        content: fc.oneof(
          anyJson,
          nastyString,
          fc.constantFrom(
            `${PRICE_LIST_HEADER}\n`,
            '"open,1',
            '\uFFFD,1',
            `${PRICE_LIST_HEADER}\n=cmd,x,1e9,-5,1=2;x\n`,
          ),
          fc
            .array(nastyString, { minLength: 5, maxLength: 5 })
            .map(
              (cells) =>
                `${PRICE_LIST_HEADER}\n${cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')}\n`,
            ),
        ),
      },
      { requiredKeys: ['id'] },
    ),
    async run({ id, content }) {
      await send({
        method: 'post',
        path: `/admin/price-lists/${await pathPart(id)}/entries-import`,
        body: { content },
        token: admin.token,
      });
    },
  },
  // A list's locations: ids that are not ids, not a list, another list's or nobody's (a refusal changes nothing).
  'PUT /admin/price-lists/:id/locations': {
    arb: fc.record(
      {
        id: segment(newPriceList),
        locationIds: fc.oneof(
          anyJson,
          fc.array(fc.oneof(fc.constant('EXISTING'), fc.uuid(), nastyString), { maxLength: 3 }),
        ),
      },
      { requiredKeys: ['id'] },
    ),
    async run({ id, locationIds }) {
      const ids = Array.isArray(locationIds)
        ? await Promise.all(locationIds.map((x: unknown) => (x === 'EXISTING' ? newLocation() : x)))
        : locationIds;
      await send({
        method: 'put',
        path: `/admin/price-lists/${await pathPart(id)}/locations`,
        body: { locationIds: ids },
        token: admin.token,
      });
    },
  },
  // The buyer's own ship-to: ids that are not ids, nobody's, another company's, or no key at all (a refusal changes nothing).
  'PUT /my-ship-to-location': {
    arb: fc.record(
      { locationId: fc.oneof(anyJson, nastyString, fc.uuid(), fc.constantFrom('EXISTING', 'FOREIGN')) },
      { requiredKeys: [] },
    ),
    async run({ locationId }) {
      const id =
        locationId === 'EXISTING'
          ? await newLocation()
          : locationId === 'FOREIGN'
            ? await foreignLocation()
            : locationId;
      const res = await send({
        method: 'put',
        path: '/my-ship-to-location',
        body: locationId === undefined ? {} : { locationId: id },
        token: customer.token,
      });
      if (locationId === 'FOREIGN')
        expect([res.status, res.body.error?.message]).toEqual([404, 'Location not found']);
    },
  },
  'POST /admin/catalog-import-jobs': {
    arb: fc.record(
      {
        content: catalogFileArb,
        apply: fc.oneof(anyJson, fc.boolean()),
        fileName: fc.oneof(anyJson, fc.string()),
      },
      { requiredKeys: [] },
    ),
    async run(body) {
      const res = await send({
        method: 'post',
        path: '/admin/catalog-import-jobs',
        body,
        token: admin.token,
      });
      // An accepted job runs on in the background: the next request's "nothing changed" check waits for it to end.
      while (
        res.status === 202 &&
        (await h.db.catalogImportJob.count({ where: { status: { in: ['QUEUED', 'CHECKING', 'WRITING'] } } }))
      )
        await new Promise((r) => setTimeout(r, 50));
    },
  },
  'POST /admin/bank-statements': {
    arb: fc.record(
      { fileName: fc.oneof(anyJson, fc.constantFrom('s.csv', 's.xml')), content: statementArb },
      { requiredKeys: [] },
    ),
    async run(body) {
      const res = await send({ method: 'post', path: '/admin/bank-statements', body, token: admin.token });
      if (res.status < 400)
        expect(res.body.statement.newLines).toBeLessThanOrEqual(res.body.statement.creditLines);
    },
  },
  'POST /admin/bank-statement-lines/:id/confirm': {
    arb: fc.record({
      id: segment(newBankLine),
      body: fc.record(
        {
          allocations: fc.oneof(
            anyJson,
            fc.array(fc.record({ invoiceNumber: anyJson, amountCents: anyJson }), { maxLength: 3 }),
          ),
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'post',
        path: `/admin/bank-statement-lines/${await pathPart(id)}/confirm`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.line.status).toBe('CONFIRMED');
    },
  },
  'POST /admin/bank-statement-lines/:id/ignore': {
    arb: fc.record({ id: segment(newBankLine), body: fc.record({ reason: anyJson }, { requiredKeys: [] }) }),
    run: async ({ id, body }) => {
      await send({
        method: 'post',
        path: `/admin/bank-statement-lines/${await pathPart(id)}/ignore`,
        body,
        token: admin.token,
      });
    },
  },
  // Not a write, but its query string is caller-controlled: hostile values never break it either.
  'PUT /my-company': {
    arb: profileBody,
    run: async (body) => {
      await send({ method: 'put', path: '/my-company', body, token: customer.token });
    },
  },
  'POST /my-company/locations': {
    arb: locationBody,
    run: async (body) => {
      await send({ method: 'post', path: '/my-company/locations', body, token: customer.token });
    },
  },
  'PUT /my-company/locations/:id': idRoute(
    'put',
    (id) => `/my-company/locations/${id}`,
    newLocation,
    () => customer.token,
    locationBody,
  ),
  'DELETE /my-company/locations/:id': idRoute(
    'delete',
    (id) => `/my-company/locations/${id}`,
    newLocation,
    () => customer.token,
  ),
  'PUT /my-company/part-numbers': {
    arb: fc.record(
      {
        product: fc.oneof(anyJson, fc.constantFrom('gg 100w', '%', '')),
        partNumber: fc.oneof(anyJson, fc.constantFrom('-- ..', 'A'.repeat(41), 'Ab\u202eC')),
      },
      { requiredKeys: [] },
    ),
    run: async (body) => {
      await send({ method: 'put', path: '/my-company/part-numbers', body, token: customer.token });
    },
  },
  'DELETE /my-company/part-numbers/:productId': idRoute(
    'delete',
    (id) => `/my-company/part-numbers/${id}`,
    newNumberedProduct,
    () => customer.token,
  ),
  'POST /my-company/part-numbers/import': {
    arb: fc.record(
      {
        text: fc.oneof(anyJson, fc.constantFrom('sku,part number\n', 'x,y,z', '"open,1', '\uFFFD,1')),
        dryRun: anyJson,
      },
      { requiredKeys: [] },
    ),
    run: async (body) => {
      await send({ method: 'post', path: '/my-company/part-numbers/import', body, token: customer.token });
    },
  },
  'POST /my-company/invitations': {
    arb: hostileInvitationBody,
    run: async (body) => {
      await send({ method: 'post', path: '/my-company/invitations', body, token: customer.token });
    },
  },
  'POST /admin/companies/:id/invitations': idRoute(
    'post',
    (id) => `/admin/companies/${id}/invitations`,
    newCompany,
    () => admin.token,
    hostileInvitationBody,
  ),
  'DELETE /admin/invitations/:id': idRoute(
    'delete',
    (id) => `/admin/invitations/${id}`,
    newInvitation,
    () => admin.token,
  ),
  'DELETE /my-company/invitations/:id': idRoute(
    'delete',
    (id) => `/my-company/invitations/${id}`,
    newInvitation,
    () => customer.token,
  ),
  'PUT /my-company/members/:id/role': idRoute(
    'put',
    (id) => `/my-company/members/${id}/role`,
    newColleague,
    () => customer.token,
    fc.record({ role: fc.oneof(anyJson, fc.constantFrom(...ROLES)) }),
  ),
  'DELETE /my-company/members/:id': idRoute(
    'delete',
    (id) => `/my-company/members/${id}`,
    newColleague,
    () => customer.token,
  ),
  'PUT /my-company/members/:id/limits': idRoute(
    'put',
    (id) => `/my-company/members/${id}/limits`,
    newColleague,
    () => customer.token,
    fc.record(
      {
        orderLimitCents: anyJson,
        periodLimitCents: anyJson,
        limitPeriod: fc.oneof(anyJson, fc.constantFrom('WEEK', 'MONTH')),
      },
      { requiredKeys: [] },
    ),
  ),
  'PUT /my-company/approval-rules': {
    arb: fc.record(
      {
        rules: fc.oneof(
          anyJson,
          fc.array(fc.record({ thresholdCents: anyJson, approverRole: anyJson }, { requiredKeys: [] }), {
            maxLength: 12,
          }),
        ),
      },
      { requiredKeys: [] },
    ),
    run: async (body) => {
      await send({ method: 'put', path: '/my-company/approval-rules', body, token: customer.token });
    },
  },
  'POST /my-invitations/:id/accept': idRoute(
    'post',
    (id) => `/my-invitations/${id}/accept`,
    newInvitation,
    () => customer.token,
  ),
  'POST /submit-order': {
    arb: fc.record(
      {
        itemIds: fc.oneof(anyJson, fc.array(fc.constant('EXISTING'), { maxLength: 2 })),
        companyName: anyJson,
        addressLine1: anyJson,
        city: anyJson,
        postalCode: anyJson,
        country: anyJson,
        contactPhone: anyJson,
      },
      { requiredKeys: [] },
    ),
    run: async (body) => {
      const itemIds = Array.isArray(body.itemIds)
        ? await Promise.all(body.itemIds.map((x: unknown) => (x === 'EXISTING' ? newItem() : x)))
        : body.itemIds;
      await send({
        method: 'post',
        path: '/submit-order',
        body: { ...body, itemIds },
        token: customer.token,
      });
    },
  },
  'POST /order-requests/:id/approve': idRoute(
    'post',
    (id) => `/order-requests/${id}/approve`,
    async () => (await newWaiting()).id,
    () => customer.token,
  ),
  'POST /order-requests/:id/reject': idRoute(
    'post',
    (id) => `/order-requests/${id}/reject`,
    async () => (await newWaiting()).id,
    () => customer.token,
    fc.record({ reason: anyJson }, { requiredKeys: [] }),
  ),
  'POST /order-requests/:id/withdraw': idRoute(
    'post',
    (id) => `/order-requests/${id}/withdraw`,
    async () => (await newWaiting()).id,
    () => customer.token,
  ),
  'POST /admin/companies': {
    arb: profileBody,
    run: async (body) => {
      await send({ method: 'post', path: '/admin/companies', body, token: admin.token });
    },
  },
  'PUT /admin/companies/:id': idRoute(
    'put',
    (id) => `/admin/companies/${id}`,
    newCompany,
    () => admin.token,
    profileBody,
  ),
  'PUT /admin/companies/:id/credit': idRoute(
    'put',
    (id) => `/admin/companies/${id}/credit`,
    newCompany,
    () => admin.token,
    fc.record({ creditLimitCents: anyJson, paymentTermsDays: anyJson }, { requiredKeys: [] }),
  ),
  'POST /punchout/cxml/setup': {
    arb: anyJson,
    run: async (body) => {
      await send({ method: 'post', path: '/punchout/cxml/setup', body });
    },
  },
  'POST /punchout/cxml/order': {
    arb: anyJson,
    run: async (body) => {
      await send({ method: 'post', path: '/punchout/cxml/order', body });
    },
  },
  'POST /punchout/transfer': {
    arb: anyJson,
    run: async (body) => {
      await send({ method: 'post', path: '/punchout/transfer', body, token: customer.token });
    },
  },
  'POST /punchout/oci': {
    arb: anyJson,
    run: async (body) => {
      await send({ method: 'post', path: '/punchout/oci', body });
    },
  },
  'PUT /admin/companies/:id/punchout': idRoute(
    'put',
    (id) => `/admin/companies/${id}/punchout`,
    newCompany,
    () => admin.token,
    fc.record(
      {
        fromDomain: anyJson,
        fromIdentity: anyJson,
        toDomain: anyJson,
        toIdentity: anyJson,
        senderDomain: anyJson,
        senderIdentity: anyJson,
        sharedSecret: anyJson,
        ociUsername: anyJson,
        ociPassword: anyJson,
        punchOutUserId: anyJson,
        enabled: anyJson,
      },
      { requiredKeys: [] },
    ),
  ),
  'POST /admin/companies/:id/lift-hold': idRoute(
    'post',
    (id) => `/admin/companies/${id}/lift-hold`,
    newCompany,
    () => admin.token,
  ),
  // X12 EDI: JSON is never an interchange; raw hostile X12 (garbage, huge segments, other separators) is test/edi/hostile.test.ts.
  'POST /edi/x12': {
    arb: anyJson,
    run: async (body) => {
      await send({ method: 'post', path: '/edi/x12', body, token: customer.token });
    },
  },
  'PUT /admin/companies/:id/edi': idRoute(
    'put',
    (id) => `/admin/companies/${id}/edi`,
    newCompany,
    () => admin.token,
    fc.record({ qualifier: anyJson, senderId: anyJson, enabled: anyJson }, { requiredKeys: [] }),
  ),
  // A warehouse's pick list: the id is caller-controlled (a GET: never a 5xx).
  'GET /admin/warehouses/:id/pick-list.pdf': {
    arb: segment(mainWarehouse),
    async run(x) {
      await send({
        method: 'get',
        path: `/admin/warehouses/${await pathPart(x)}/pick-list.pdf`,
        token: admin.token,
      });
    },
  },
  'GET /admin/warehouses/:id/fulfilment-queue': {
    arb: segment(mainWarehouse),
    async run(x) {
      await send({
        method: 'get',
        path: `/admin/warehouses/${await pathPart(x)}/fulfilment-queue`,
        token: admin.token,
      });
    },
  },
  'PUT /admin/products/:id/stock/:warehouseId': {
    arb: fc.record({
      id: segment(newProduct),
      warehouse: segment(mainWarehouse),
      body: fc.record(
        { quantity: fc.oneof(anyJson, fc.constantFrom(-1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, '100')) },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, warehouse, body }) {
      await send({
        method: 'put',
        path: `/admin/products/${await pathPart(id)}/stock/${await pathPart(warehouse)}`,
        body,
        token: admin.token,
      });
    },
  },
  'GET /admin/edi/documents': {
    arb: fc.record({
      name: fc.constantFrom('companyId', 'kind', 'take', 'take[]', 'kind[]', 'companyId[$ne]'),
      value: nastyString,
    }),
    async run({ name, value }) {
      let query: string;
      try {
        query = `${name}=${encodeURIComponent(value)}`;
      } catch {
        query = `${name}=%ED%A0%80`;
      }
      await send({ method: 'get', path: `/admin/edi/documents?${query}`, token: admin.token });
    },
  },
  'PUT /admin/users/:id/company': idRoute(
    'put',
    (id) => `/admin/users/${id}/company`,
    newCustomerId,
    () => admin.token,
    fc.record(
      { companyId: fc.oneof(anyJson, fc.uuid()), role: fc.oneof(anyJson, fc.constantFrom(...ROLES)) },
      { requiredKeys: [] },
    ),
  ),
  'GET /userOrder': {
    arb: fc.oneof(nastyString, fc.constantFrom('email[]=a', 'email=a&email=b', 'email[$ne]=x')),
    async run(q) {
      let query: string;
      try {
        query = q.includes('=') ? q : `email=${encodeURIComponent(q)}`;
      } catch {
        query = 'email=%ED%A0%80';
      }
      await send({ method: 'get', path: `/userOrder?${query}`, token: admin.token });
    },
  },
  // Statement ranges and company ids are caller-controlled (GETs: never a 5xx, never another company).
  'GET /my-statement': {
    arb: fc.record({
      from: fc.oneof(
        nastyString,
        fc.constantFrom('2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '2026-01-01'),
      ),
      to: fc.oneof(nastyString, fc.constantFrom('2025-12-31', '2026-12-31')),
      ext: fc.constantFrom('', '.pdf', '.csv'),
    }),
    async run({ from, to, ext }) {
      let query: string;
      try {
        query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
      } catch {
        query = 'from=%ED%A0%80&to[]=x';
      }
      const res = await send({ method: 'get', path: `/my-statement${ext}?${query}`, token: customer.token });
      if (res.status < 300 && ext === '') expect(res.body.companyId).toBe(customer.user.companyId);
    },
  },
  // The audit trail's filters are caller-controlled query parameters (GETs: never a 5xx, never another company's records).
  'GET /admin/audit-trail': {
    arb: fc.record({
      name: fc.constantFrom(
        'who',
        'entityType',
        'entityId',
        'operation',
        'action',
        'from',
        'to',
        'limit',
        'cursor',
        'who[]',
      ),
      value: nastyString,
      ext: fc.constantFrom('', '.csv'),
    }),
    async run({ name, value, ext }) {
      let query: string;
      try {
        query = `${name}=${encodeURIComponent(value)}`;
      } catch {
        query = `${name}=%ED%A0%80`;
      }
      await send({ method: 'get', path: `/admin/audit-trail${ext}?${query}`, token: admin.token });
    },
  },
  'GET /my-company/audit-trail': {
    arb: fc.record({
      name: fc.constantFrom(
        'who',
        'entityType',
        'entityId',
        'operation',
        'action',
        'from',
        'to',
        'limit',
        'cursor',
      ),
      value: nastyString,
      ext: fc.constantFrom('', '.csv'),
    }),
    async run({ name, value, ext }) {
      let query: string;
      try {
        query = `${name}=${encodeURIComponent(value)}`;
      } catch {
        query = `${name}=%ED%A0%80`;
      }
      const res = await send({
        method: 'get',
        path: `/my-company/audit-trail${ext}?${query}`,
        token: customer.token,
      });
      if (res.status < 300 && ext === '')
        for (const r of res.body.records) expect(r.companyId).toBe(customer.user.companyId);
    },
  },
  'GET /admin/companies/:id/statement': {
    arb: fc.record({
      id: segment(newCompany),
      from: fc.oneof(nastyString, fc.constant('2026-01-01')),
      to: fc.constant('2026-12-31'),
    }),
    async run({ id, from, to }) {
      let query: string;
      try {
        query = `from=${encodeURIComponent(from)}&to=${to}`;
      } catch {
        query = 'from=%ED%A0%80';
      }
      await send({
        method: 'get',
        path: `/admin/companies/${await pathPart(id)}/statement?${query}`,
        token: admin.token,
      });
    },
  },
  // An e-invoice's format and ids are caller-controlled (GETs: never a 5xx).
  'GET /purchase-orders/:id/e-invoice': {
    arb: fc.record({
      id: segment(newPurchaseOrder),
      format: fc.oneof(nastyString, fc.constantFrom('ubl', 'CII', 'factur-x', 'xrechnung', 'format[]=x')),
    }),
    async run({ id, format }) {
      let query: string;
      try {
        query = `format=${encodeURIComponent(format)}`;
      } catch {
        query = 'format=%ED%A0%80';
      }
      await send({
        method: 'get',
        path: `/purchase-orders/${await pathPart(id)}/e-invoice?${query}`,
        token: customer.token,
      });
    },
  },
  // Sales reps (decision 084): shop admins make reps and set a company's; a rep (or an admin) starts and stops acting.
  'PUT /admin/users/:id/sales-rep': {
    arb: fc.record({
      id: segment(newCustomerId),
      body: fc.record({ salesRep: fc.oneof(anyJson, fc.boolean()) }, { requiredKeys: [] }),
    }),
    async run({ id, body }) {
      const res = await send({
        method: 'put',
        path: `/admin/users/${await pathPart(id)}/sales-rep`,
        body,
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.user.salesRep).toBe(body.salesRep);
    },
  },
  'PUT /admin/companies/:id/reps': {
    arb: fc.record({
      id: segment(newCompany),
      body: fc.record(
        { repIds: fc.oneof(anyJson, fc.array(fc.oneof(anyJson, fc.constant('REP')), { maxLength: 25 })) },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, body }) {
      const repIds = Array.isArray(body.repIds)
        ? await Promise.all(
            body.repIds.map(async (r: unknown) => (r === 'REP' ? (await newRep()).user.id : r)),
          )
        : body.repIds;
      const res = await send({
        method: 'put',
        path: `/admin/companies/${await pathPart(id)}/reps`,
        body: { ...body, repIds },
        token: admin.token,
      });
      if (res.status < 400) expect(res.body.reps.length).toBe(new Set(repIds).size);
    },
  },
  // A rep's locations (decision 117): whatever is sent, the assignment keeps only the company's own locations.
  'PUT /admin/companies/:id/reps/:repId/locations': {
    arb: fc.record({
      id: segment(customersCompany),
      repId: segment(async () => (await newRep()).user.id),
      body: fc.record(
        {
          locationIds: fc.oneof(
            anyJson,
            fc.array(fc.oneof(anyJson, fc.constant('LOCATION'), fc.constant('FOREIGN')), { maxLength: 4 }),
          ),
        },
        { requiredKeys: [] },
      ),
    }),
    async run({ id, repId, body }) {
      const locationIds = Array.isArray(body.locationIds)
        ? await Promise.all(
            body.locationIds.map(async (l: unknown) =>
              l === 'LOCATION' ? newLocation() : l === 'FOREIGN' ? foreignLocation() : l,
            ),
          )
        : body.locationIds;
      const res = await send({
        method: 'put',
        path: `/admin/companies/${await pathPart(id)}/reps/${await pathPart(repId)}/locations`,
        body: { ...body, locationIds },
        token: admin.token,
      });
      if (res.status < 400)
        for (const r of res.body.reps)
          for (const l of r.locationIds ?? [])
            expect(
              await h.db.companyLocation.count({ where: { id: l, companyId: customer.user.companyId } }),
            ).toBe(1);
    },
  },
  'POST /act-as': {
    arb: fc.record({
      rep: fc.boolean(),
      body: fc.record({ buyerId: fc.oneof(anyJson, fc.constant('BUYER')) }, { requiredKeys: [] }),
    }),
    async run({ rep, body }) {
      const caller = rep ? (await newRep()).token : admin.token;
      const buyerId =
        body.buyerId === 'BUYER'
          ? (
              await h.factories.createUser(h.db, {
                company: { connect: { id: customer.user.companyId } },
                companyRole: 'BUYER',
              })
            ).id
          : body.buyerId;
      const res = await send({ method: 'post', path: '/act-as', body: { ...body, buyerId }, token: caller });
      if (res.status < 400)
        expect(res.body.session).toEqual(
          expect.objectContaining({ token: expect.any(String), buyerId, companyId: customer.user.companyId }),
        );
    },
  },
  'DELETE /act-as': {
    arb: fc.boolean(),
    async run(acting) {
      const rep = await newRep();
      const token = acting
        ? (
            await send({
              method: 'post',
              path: '/act-as',
              body: { buyerId: customer.user.id },
              token: rep.token,
            })
          ).body.session.token
        : rep.token;
      const res = await send({ method: 'delete', path: '/act-as', token });
      expect(res.body.stopped).toBe(acting);
    },
  },
  // Hostile session tokens in both headers the shim reads, on a write route.
  'token headers': {
    arb: fc.record({
      token: nastyString.filter((s) => /^[\x21-\x7e]*$/.test(s) && s.length < 9000),
      header: fc.constantFrom<'authorization' | 'autherization'>('authorization', 'autherization'),
    }),
    run: async ({ token, header }) => {
      await send({
        method: 'post',
        path: '/user-review',
        body: { photoUrl: 'https://e.com/p.png', description: 'x' },
        token: token || 'x',
        header,
      });
    },
  },
};

/** Every write route the REST router declares (nested routers walked). */
function declaredWriteRoutes(): string[] {
  const found: string[] = [];
  const walk = (stack: any[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const m of Object.keys(layer.route.methods))
          if (layer.route.methods[m] && m !== 'get') found.push(`${m.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((createRestRouter({} as AppDeps) as any).stack);
  return found;
}

const existing = (make: () => Promise<string>) => fc.constant({ v: 'EXISTING', existing: make });
const productForm = fc.record({
  name: validText,
  price: validPriceCents.map((c) => (c / 100).toFixed(2)),
  quantity: validStock,
  img: validUrl,
  des: validText,
});
const line = fc.record({ productId: fc.constant('EXISTING'), quantity: validOrderQuantity });
const today = () => new Date().toISOString().slice(0, 10);
/**
 * Valid requests for each route, generated apart from the hostile ones and sent through the same `run`: every one
 * must be accepted, so each accept-side check above runs on every one of them.
 */
const VALID: Record<string, { arb: fc.Arbitrary<any>; run?: (v: any) => Promise<void> }> = {
  'PUT /user/admin/:email': { arb: existing(newCustomerEmail) },
  'POST /products': { arb: productForm },
  'PUT /products/:id': { arb: fc.record({ id: existing(newProduct), body: productForm }) },
  'DELETE /products/:id': { arb: existing(newProduct) },
  'POST /product-families': {
    arb: fc
      .uniqueArray(fc.constantFrom('Diameter', 'Colour', 'Wattage'), { maxLength: 3 })
      .map((optionNames) => ({ name: 'Valid family', optionNames })),
  },
  'PUT /product-families/:id': {
    arb: fc.record({
      id: existing(newFamily),
      body: fc
        .constantFrom('Size', 'Diameter')
        .map((n) => ({ name: 'Valid family', optionNames: [n], version: 0 })),
    }),
  },
  'PUT /products/:id/variant': {
    arb: fc.constantFrom('7 mm', '11 mm'),
    run: async (value) =>
      ROUTES['PUT /products/:id/variant'].run({
        id: { v: 'EXISTING', existing: newProduct },
        familyId: 'EXISTING',
        optionValues: [value],
      }),
  },
  'PUT /products/:id/packing': {
    arb: fc.record({
      id: existing(newProduct),
      body: fc.integer({ min: 2, max: 1_000_000 }).map((n) => ({
        packSizes: [{ name: `Case of ${n}`, baseUnits: n }],
        weightGrams: 12,
        dimensions: { lengthMm: 100, widthMm: 11, heightMm: 11 },
      })),
    }),
  },
  'PUT /products/:id/related': {
    arb: fc.record({
      kind: fc.constantFrom('ACCESSORY', 'SPARE_PART', 'REPLACED_BY'),
      n: fc.integer({ min: 0, max: 1 }),
    }),
    run: async ({ kind, n }) =>
      ROUTES['PUT /products/:id/related'].run({
        id: { v: 'EXISTING', existing: newProduct },
        body: { kind, related: Array(n).fill('EXISTING') },
      }),
  },
  'GET /products/:id/related': {
    arb: fc.record({
      id: existing(newProduct),
      kinds: fc.constantFrom('ACCESSORY', 'SPARE_PART,REPLACED_BY'),
    }),
  },
  'GET /compare': {
    arb: fc.integer({ min: 1, max: 4 }),
    run: async (n) =>
      ROUTES['GET /compare'].run((await Promise.all(Array.from({ length: n }, newProduct))).join(',')),
  },
  'POST /user-orderd-data': {
    arb: fc.record({
      productId: fc.constant('EXISTING'),
      quantity: validOrderQuantity,
      userPhone: validPhone,
    }),
  },
  'DELETE /user-orderd-data/:id': { arb: existing(newItem) },
  'POST /user-orderd-data/:id/pay': { arb: existing(newItem) },
  'POST /user-orderd-data/:id/cancel': { arb: existing(newItem) },
  'PUT /user-orderd-data/:id/status': {
    arb: fc.record({
      id: existing(newItem),
      body: fc.record({ status: fc.constantFrom('INVOICED', 'CANCELLED') }),
    }),
  },
  'DELETE /user/:id': { arb: existing(newCustomerId) },
  'POST /admin/users/:id/erase': { arb: existing(newCustomerId) },
  'DELETE /user/admin/:id': { arb: existing(newAdminId) },
  'POST /user-review': { arb: fc.record({ photoUrl: validUrl, description: validText }) },
  'POST /quote': { arb: fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 4 }) }) },
  'POST /quick-order/preview': {
    arb: fc.array(validOrderQuantity, { minLength: 1, maxLength: 4 }),
    async run(quantities: number[]) {
      const rows = [];
      for (const q of quantities)
        rows.push(`${(await h.factories.createProduct(h.db, { quantity: 1_000_000 })).sku},${q}`);
      await ROUTES['POST /quick-order/preview'].run({ text: rows.join('\n') });
    },
  },
  'POST /user-orderd-data/bulk': {
    arb: fc.record({ userPhone: validPhone, lines: fc.array(line, { minLength: 1, maxLength: 4 }) }),
  },
  'POST /checkout': {
    arb: fc
      .tuple(fc.array(fc.constant('EXISTING'), { minLength: 1, maxLength: 3 }), validDetails)
      .map(([itemIds, d]) => ({ itemIds, ...d })),
  },
  'POST /purchase-orders/:id/reorder': { arb: existing(newPurchaseOrder) },
  'POST /admin/purchase-orders/:id/payments': {
    // The purchase order is made just now: the payment is dated today (the service refuses a future date).
    arb: fc.record({
      id: existing(newPurchaseOrder),
      body: fc.record({ amountCents: fc.integer({ min: 1, max: 100 }), reference: validReference }),
    }),
    run: async ({ id, body }) =>
      ROUTES['POST /admin/purchase-orders/:id/payments'].run({ id, body: { ...body, receivedOn: today() } }),
  },
  'POST /admin/purchase-orders/:id/freight': {
    arb: fc.record({
      id: existing(newFreightPendingOrder),
      body: fc.record({ freightCents: fc.integer({ min: 0, max: 10_000_000 }) }),
    }),
  },
  'POST /admin/purchase-orders/:id/promised-delivery': {
    arb: fc.record({
      id: existing(newPurchaseOrder),
      body: fc.record({
        promisedDeliveryDate: fc
          .integer({ min: 0, max: 700 })
          .map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10)),
      }),
    }),
  },
  'PUT /admin/purchase-orders/:id/fulfilment': {
    arb: fc.record({
      id: existing(newPurchaseOrder),
      body: fc.record({ status: fc.constantFrom('SHIPPED', 'CANCELLED') }),
    }),
  },
  'POST /admin/purchase-orders/:id/credit-notes': {
    arb: fc.record({
      id: existing(newPurchaseOrder),
      body: fc.record({
        reason: validText,
        returnStock: fc.boolean(),
        settlement: fc.constantFrom('HOLD', 'APPLY'),
      }),
    }),
  },
  'POST /admin/purchase-orders/:id/shipments': {
    arb: fc.record({
      id: existing(newPurchaseOrder),
      body: fc.record({
        lines: fc.integer({ min: 1, max: 100 }).map((quantity) => [{ invoiceLineId: 'LINE', quantity }]),
        carrier: fc.constantFrom('UPS', 'DPD', 'Acme Freight'),
        trackingNumber: fc.constantFrom('1Z999AA10123456784', 'AB-12'),
        trackingUrl: fc.constantFrom(undefined, 'https://track.example.com/1'),
      }),
    }),
  },
  'POST /admin/purchase-orders/:id/shipments/:shipmentId/delivered': {
    arb: fc.record({ path: existing(newShipmentPath), body: fc.constant({}) }),
  },
  'POST /purchase-orders/:id/returns': {
    arb: fc.record({
      id: existing(newDeliveredOrder),
      body: fc.record({
        lines: fc.integer({ min: 1, max: 50 }).map((quantity) => [{ invoiceLineId: 'LINE', quantity }]),
        reason: validText,
        photoLinks: fc.constantFrom(undefined, [], ['https://photos.example.com/a.jpg']),
      }),
    }),
  },
  'POST /order-lists': {
    arb: fc.constant(null),
    run: async () => {
      await ROUTES['POST /order-lists'].run({ name: 'Weekly restock', lines: await freshLines(2) });
    },
  },
  'PUT /order-lists/:id': {
    arb: fc.constant(null),
    run: async () => {
      await send({
        method: 'put',
        path: `/order-lists/${await newOrderList()()}`,
        body: { name: 'Renamed', lines: await freshLines(1) },
        token: customer.token,
      });
    },
  },
  'DELETE /order-lists/:id': { arb: fc.record({ id: existing(newOrderList()) }) },
  'POST /order-lists/:id/order': {
    arb: fc.record({ id: existing(newOrderList()), body: fc.record({ phone: validPhone }) }),
  },
  'PUT /order-lists/:id/schedule': {
    arb: fc.record({
      id: existing(newOrderList()),
      body: fc.oneof(
        fc.record({ everyWeeks: fc.integer({ min: 1, max: 52 }), contactPhone: validPhone }),
        fc.record({ dayOfMonth: fc.integer({ min: 1, max: 28 }), contactPhone: validPhone }),
      ),
    }),
  },
  'POST /order-lists/:id/schedule/:action': {
    arb: fc.record({
      id: existing(newOrderList(true)),
      action: fc
        .constantFrom('pause', 'resume', 'skip', 'remove')
        .map((v) => ({ v, existing: async () => v })),
      body: fc.constant({}),
    }),
  },
  'POST /returns/:id/withdraw': {
    arb: fc.record({ id: existing(newReturnIn('REQUESTED')), body: fc.constant({}) }),
  },
  'POST /admin/returns/:id/approve': {
    arb: fc.record({
      id: existing(newReturnIn('REQUESTED')),
      body: fc.constantFrom(
        {},
        { restockingFeePercent: 0 },
        { restockingFeePercent: 15 },
        { restockingFeePercent: 12.5 },
      ),
    }),
  },
  'POST /admin/returns/:id/reject': {
    arb: fc.record({ id: existing(newReturnIn('REQUESTED')), body: fc.record({ reason: validText }) }),
  },
  'POST /admin/returns/:id/receive': {
    arb: fc.record({
      id: existing(newReturnIn('APPROVED')),
      body: fc.record({
        disposition: fc.constantFrom('RESTOCK', 'SCRAP'),
        note: fc.constantFrom(undefined, '', 'Sealed'),
      }),
    }),
  },
  // Quotes: each line a new product, a colleague's quote in the state the move needs.
  'POST /quotes': {
    arb: fc.record({
      lines: fc.array(
        fc.record({
          productId: fc.constant('PRODUCT'),
          quantity: validOrderQuantity,
          note: validText,
          targetPriceCents: fc.option(fc.integer({ min: 1, max: 100_000 })),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      note: validText,
    }),
  },
  'POST /quotes/:id/counter': {
    arb: fc.record({
      id: existing(newQuoteIn('SENT')),
      body: fc.record({
        lines: fc.array(fc.record({ productId: fc.constant('PRODUCT'), quantity: validOrderQuantity }), {
          minLength: 1,
          maxLength: 2,
        }),
        version: fc.constant(2),
      }),
    }),
  },
  'POST /quotes/:id/accept': {
    arb: fc.record({ id: existing(newQuoteIn('SENT')), body: fc.constantFrom({}, { version: 2 }) }),
  },
  'POST /quotes/:id/decline': {
    arb: fc.record({ id: existing(newQuoteIn('REQUESTED')), body: fc.constant({}) }),
  },
  'POST /rep/quotes/:id/send': {
    arb: fc.record({
      id: existing(newQuoteIn('REQUESTED')),
      body: fc.record({
        lines: fc.array(
          fc.record({
            productId: fc.constant('PRODUCT'),
            quantity: validOrderQuantity,
            unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
          }),
          { minLength: 1, maxLength: 2 },
        ),
        validUntil: fc.integer({ min: 0, max: 180 }).map(quoteDay),
        freightNote: validText,
      }),
    }),
  },
  'POST /admin/quotes/:id/send': {
    arb: fc.record({
      id: existing(newQuoteIn('REQUESTED')),
      body: fc.record({
        lines: fc.array(
          fc.record({
            productId: fc.constant('PRODUCT'),
            quantity: validOrderQuantity,
            unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
          }),
          { minLength: 1, maxLength: 2 },
        ),
        validUntil: fc.integer({ min: 0, max: 180 }).map(quoteDay),
        freightNote: validText,
      }),
    }),
  },
  'POST /admin/quotes/:id/approve': {
    arb: fc.record({ id: existing(newQuoteIn('APPROVAL_NEEDED')), body: fc.constant({}) }),
  },
  'POST /admin/quotes/:id/withdraw': {
    arb: fc.record({ id: existing(newQuoteIn('REQUESTED')), body: fc.constant({}) }),
  },
  'POST /admin/purchase-orders/:id/apply-credit': {
    arb: fc.record({
      id: existing(newPurchaseOrderWithCredit),
      body: fc.record({ amountCents: fc.constantFrom(undefined, 1, 100) }),
    }),
  },
  'POST /admin/companies/:id/refunds': {
    arb: fc.record({
      id: existing(newCompanyWithCredit),
      body: fc.record({
        amountCents: fc.integer({ min: 1, max: 10_000 }),
        method: fc.constantFrom('BANK_TRANSFER', 'CARD', 'CHEQUE', 'OTHER'),
        reference: validReference,
      }),
    }),
    run: async ({ id, body }) =>
      ROUTES['POST /admin/companies/:id/refunds'].run({ id, body: { ...body, paidOn: today() } }),
  },
  'POST /admin/tax-rates': {
    // A new rate for a region no other rate names, or a change to one (by id).
    arb: fc.record({
      id: fc.constantFrom(undefined, 'EXISTING'),
      country: fc.constantFrom('NL', 'no'),
      region: fc.uuid().map((u) => `Region ${u}`),
      name: fc.constantFrom('BTW', 'MVA', 'Sales tax', 'Café tax', "O'Brien levy"),
      ratePercent: fc.constantFrom('0', '21', '8.875', '100', '0.0001'),
      active: fc.boolean(),
    }),
  },
  'DELETE /admin/tax-rates/:id': { arb: existing(newTaxRate).map((id) => ({ id })) },
  'POST /admin/shop-holidays': {
    arb: fc.record({ day: fc.constant(null).map(nextHolidayDay), name: validText }),
  },
  'DELETE /admin/shop-holidays/:day': { arb: existing(newHoliday).map((id) => ({ id })) },
  'PUT /admin/companies/:id/tax-exemption': {
    arb: fc.record({
      id: existing(newCompany),
      body: fc.oneof(
        fc.constant({}),
        fc.record({
          certificate: validText,
          expiresOn: fc
            .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
        }),
      ),
    }),
  },
  'PUT /admin/users/:id/credit': { arb: fc.record({ id: existing(newCustomerId), body: validTerms }) },
  'POST /admin/users/:id/lift-hold': { arb: existing(newCustomerId) },
  'POST /admin/catalog-import': {
    arb: fc.tuple(fc.uuid(), fc.boolean()).map(([u, apply]) => ({
      content: `${CATALOG_HEADER}\nV-${u.slice(0, 8).toUpperCase()},Valid ${u},d,https://img.example/v.png,100,5,,,,,,,,,,,\n`,
      apply,
    })),
  },
  'POST /admin/price-lists/:id/entries-import': {
    arb: fc.record({
      id: existing(newPriceList),
      price: fc.integer({ min: 2, max: 100_000 }),
      percent: fc.integer({ min: 1, max: 9_999 }),
    }),
    async run({ id, price, percent }) {
      const [a, b] = [await h.factories.createProduct(h.db), await h.factories.createProduct(h.db)];
      const content = `${PRICE_LIST_HEADER}\n${a.sku},,${price},,"10=${price - 1}"\n${b.sku.toLowerCase()},,,${percent},\n`;
      await ROUTES['POST /admin/price-lists/:id/entries-import'].run({ id, content });
    },
  },
  'PUT /admin/price-lists/:id/locations': {
    arb: fc.record({
      id: existing(newPriceList),
      locationIds: fc.constantFrom([], ['EXISTING'], ['EXISTING', 'EXISTING']),
    }),
  },
  'POST /admin/catalog-import-jobs': {
    arb: fc.tuple(fc.uuid(), fc.boolean()).map(([u, apply]) => ({
      content: `${CATALOG_HEADER}\nJ-${u.slice(0, 8).toUpperCase()},Valid ${u},d,https://img.example/v.png,100,5,,,,,,,,,,,\n`,
      apply,
      fileName: 'valid.csv',
    })),
  },
  'POST /admin/bank-statements': {
    arb: fc.tuple(fc.uuid(), fc.integer({ min: 1, max: 10_000_000 })).map(([u, c]) => ({
      fileName: 'export.csv',
      content: `Date,Amount,Currency,Reference,Counterparty\n${today()},${(c / 100).toFixed(2)},USD,${u},Valid Payer\n`,
    })),
  },
  'POST /admin/bank-statement-lines/:id/confirm': {
    arb: fc.record({ id: existing(newBankLine), body: fc.constant({}) }),
  },
  'POST /admin/bank-statement-lines/:id/ignore': {
    arb: fc.record({ id: existing(newBankLine), body: fc.record({ reason: validText }) }),
  },
  'GET /userOrder': {
    arb: fc.constant(null),
    run: async () => ROUTES['GET /userOrder'].run(customer.user.email),
  },
  'GET /my-statement': {
    arb: fc.record({
      from: fc.constant('2026-01-01'),
      to: fc.constant(today()),
      ext: fc.constantFrom('', '.pdf', '.csv'),
    }),
  },
  'GET /purchase-orders/:id/e-invoice': {
    arb: fc.record({ id: existing(newPurchaseOrder), format: fc.constantFrom('ubl', 'CII', 'factur-x') }),
  },
  'GET /admin/companies/:id/statement': {
    arb: fc.record({ id: existing(newCompany), from: fc.constant('2026-01-01'), to: fc.constant(today()) }),
  },
  'GET /admin/audit-trail': {
    arb: fc
      .record({
        name: fc.constantFrom('who', 'entityType', 'operation', 'action', 'from', 'limit'),
        ext: fc.constantFrom('', '.csv'),
      })
      .map(({ name, ext }) => ({
        name,
        ext,
        value: (
          {
            who: 'owner@gluegun.test',
            entityType: 'Product',
            operation: 'updateProduct',
            action: 'update',
            from: '2026-01-01T00:00:00Z',
            limit: '5',
          } as Record<string, string>
        )[name],
      })),
  },
  'GET /my-company/audit-trail': {
    arb: fc
      .record({ name: fc.constantFrom('entityType', 'limit', 'to'), ext: fc.constantFrom('', '.csv') })
      .map(({ name, ext }) => ({
        name,
        ext,
        value: ({ entityType: 'User', limit: '10', to: '2099-01-01T00:00:00Z' } as Record<string, string>)[
          name
        ],
      })),
  },
  'PUT /my-company': { arb: validProfileBody },
  'POST /my-company/locations': { arb: validLocationBody },
  'PUT /my-company/locations/:id': { arb: fc.record({ id: existing(newLocation), body: validLocationBody }) },
  'PUT /my-ship-to-location': {
    arb: fc.oneof(fc.constant({ locationId: null }), fc.constant({ locationId: 'EXISTING' })),
  },
  'DELETE /my-company/locations/:id': { arb: existing(newLocation).map((id) => ({ id })) },
  'PUT /my-company/part-numbers': {
    arb: fc.constant(null),
    run: async () =>
      ROUTES['PUT /my-company/part-numbers'].run({
        product: (await h.factories.createProduct(h.db)).sku.toLowerCase(),
        partNumber: `Ours ${Math.random().toString(36).slice(2, 10)}`,
      }),
  },
  'DELETE /my-company/part-numbers/:productId': { arb: existing(newNumberedProduct).map((id) => ({ id })) },
  'POST /my-company/part-numbers/import': {
    arb: fc.boolean(),
    run: async (dryRun) =>
      ROUTES['POST /my-company/part-numbers/import'].run({
        text: `${(await h.factories.createProduct(h.db)).sku},File ${Math.random().toString(36).slice(2, 10)}`,
        dryRun,
      }),
  },
  'POST /my-company/invitations': { arb: validInvitationBody },
  'POST /admin/companies/:id/invitations': {
    arb: fc.record({ id: existing(newCompany), body: validInvitationBody }),
  },
  'DELETE /admin/invitations/:id': { arb: existing(newInvitation).map((id) => ({ id })) },
  'DELETE /my-company/invitations/:id': { arb: existing(newInvitation).map((id) => ({ id })) },
  'PUT /my-company/members/:id/role': {
    arb: fc.record({ id: existing(newColleague), body: fc.record({ role: fc.constantFrom(...ROLES) }) }),
  },
  'DELETE /my-company/members/:id': { arb: existing(newColleague).map((id) => ({ id })) },
  'PUT /my-company/members/:id/limits': {
    arb: fc.record({
      id: existing(newColleague),
      body: fc.record({ orderLimitCents: fc.integer({ min: 0, max: 1_000_000 }) }),
    }),
  },
  'PUT /my-company/approval-rules': {
    arb: fc.record({
      rules: fc.array(
        fc.record({
          thresholdCents: fc.integer({ min: 0, max: 1_000_000 }),
          approverRole: fc.constantFrom('BUYER', 'COMPANY_ADMIN'),
        }),
        { maxLength: 10 },
      ),
    }),
  },
  'POST /my-invitations/:id/accept': {
    arb: fc.constantFrom(...ROLES),
    run: async (role) => {
      const invitee = await h.signedIn();
      const inv = await h.db.companyInvitation.create({
        data: {
          companyId: await newCompany(),
          email: invitee.user.email,
          role: role as 'BUYER',
          expiresAt: new Date(Date.now() + 86_400_000),
        },
      });
      await send({ method: 'post', path: `/my-invitations/${inv.id}/accept`, token: invitee.token });
    },
  },
  'POST /submit-order': {
    arb: fc.constant(null),
    run: async () => {
      await send({
        method: 'post',
        path: '/submit-order',
        body: { itemIds: [await newItem()], ...GOOD_DETAILS },
        token: customer.token,
      });
    },
  },
  'POST /order-requests/:id/approve': {
    arb: existing(async () => (await newWaiting()).id).map((id) => ({ id })),
  },
  'POST /order-requests/:id/reject': {
    arb: fc.record({
      id: existing(async () => (await newWaiting()).id),
      body: fc.record({ reason: validText }),
    }),
  },
  'POST /order-requests/:id/withdraw': {
    arb: fc.constant(null),
    run: async () => {
      const mine = await newWaiting();
      await send({ method: 'post', path: `/order-requests/${mine.id}/withdraw`, token: mine.token });
    },
  },
  'POST /admin/companies': { arb: validProfileBody },
  'PUT /admin/companies/:id': { arb: fc.record({ id: existing(newCompany), body: validProfileBody }) },
  'PUT /admin/companies/:id/credit': { arb: fc.record({ id: existing(newCompany), body: validTerms }) },
  'POST /admin/companies/:id/lift-hold': { arb: existing(newCompany).map((id) => ({ id })) },
  'PUT /admin/companies/:id/edi': {
    arb: fc.record({
      id: existing(newCompany),
      body: fc.record({
        qualifier: fc.constantFrom('ZZ', '01', '12'),
        senderId: fc.uuid().map((u) => `S${u.replace(/-/g, '').slice(0, 14)}`),
        enabled: fc.boolean(),
      }),
    }),
  },
  'GET /admin/warehouses/:id/pick-list.pdf': { arb: existing(mainWarehouse) },
  'GET /admin/warehouses/:id/fulfilment-queue': { arb: existing(mainWarehouse) },
  'PUT /admin/products/:id/stock/:warehouseId': {
    arb: fc.record({
      id: existing(newProduct),
      warehouse: existing(mainWarehouse),
      body: fc.record({ quantity: fc.integer({ min: 0, max: 100_000 }) }),
    }),
  },
  'GET /admin/edi/documents': {
    arb: fc.record({ name: fc.constant('take'), value: fc.constantFrom('1', '50', '200') }),
  },
  'PUT /admin/companies/:id/punchout': {
    arb: fc.record({
      id: existing(newCompany),
      body: fc.record({
        fromDomain: fc.constant('NetworkID'),
        fromIdentity: validText,
        toDomain: fc.constant('DUNS'),
        toIdentity: validText,
        senderDomain: fc.constant('NetworkID'),
        senderIdentity: fc.uuid().map((u) => `sender-${u}`),
        sharedSecret: fc.uuid(),
        ociUsername: fc.oneof(
          fc.constant(null),
          fc.uuid().map((u) => `oci-${u}`),
        ),
        ociPassword: fc.constant('a-long-oci-password'),
        enabled: fc.boolean(),
      }),
    }),
  },
  'PUT /admin/users/:id/sales-rep': {
    arb: fc.record({ id: existing(newCustomerId), body: fc.record({ salesRep: fc.boolean() }) }),
  },
  'PUT /admin/companies/:id/reps': {
    arb: fc.record({
      id: existing(newCompany),
      body: fc.record({ repIds: fc.array(fc.constant('REP'), { maxLength: 3 }) }),
    }),
  },
  'PUT /admin/companies/:id/reps/:repId/locations': {
    arb: fc.record({
      id: existing(customersCompany),
      repId: existing(async () => (await newRep()).user.id),
      body: fc.record({ locationIds: fc.array(fc.constant('LOCATION'), { maxLength: 2 }) }),
    }),
  },
  'POST /act-as': { arb: fc.record({ rep: fc.boolean(), body: fc.constant({ buyerId: 'BUYER' }) }) },
  'DELETE /act-as': { arb: fc.boolean() },
  'PUT /admin/users/:id/company': {
    arb: fc.constantFrom(...ROLES),
    run: async (role) => {
      await send({
        method: 'put',
        path: `/admin/users/${await newCustomerId()}/company`,
        body: { companyId: await newCompany(), role },
        token: admin.token,
      });
    },
  },
  'token headers': {
    arb: fc.constantFrom<'authorization' | 'autherization'>('authorization', 'autherization'),
    run: async (header) => ROUTES['token headers'].run({ token: (await h.signedIn()).token, header }),
  },
};
/** Routes with no valid-request property, and why. */
const NO_VALID_INPUT: Record<string, string> = {
  'PUT /user/:email':
    'a valid request carries a fresh provider ID token: sign-in is tested against the Auth emulator (rest/sign-in.test.ts)',
  'POST /punchout/cxml/setup':
    "a valid document is cXML signed with an identity's shared secret, sent as text/xml: test/punchout/round-trip.test.ts",
  'POST /punchout/cxml/order':
    'as the setup: an OrderRequest naming a transferred cart (test/punchout/round-trip.test.ts)',
  'POST /punchout/transfer':
    'a valid form carries a started punch-out session (test/punchout/round-trip.test.ts)',
  'POST /punchout/oci': "a valid form carries an identity's OCI password (test/punchout/round-trip.test.ts)",
  'POST /edi/x12':
    'a valid request is a raw X12 interchange from a company set up for EDI (test/edi/inbound.test.ts)',
};
const VALID_RUNS = 10;

describe('valid requests are accepted (so the accept-side checks really run)', () => {
  it('every route has valid requests or a reason it has none', () => {
    expect([...Object.keys(VALID), ...Object.keys(NO_VALID_INPUT)].sort()).toEqual(
      Object.keys(ROUTES).sort(),
    );
  });

  it.each(Object.keys(VALID))('%s', async (name) => {
    const v = VALID[name];
    const run = v.run ?? ROUTES[name].run;
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

describe('hostile input never breaks the REST shim', () => {
  it('covers every write route the router declares', () => {
    const covered = Object.keys(ROUTES).filter((k) => !k.startsWith('GET ') && k !== 'token headers');
    expect(covered.sort()).toEqual(declaredWriteRoutes().sort());
  });

  it.each(Object.keys(ROUTES))('%s', async (name) => {
    const route = ROUTES[name];
    await fc.assert(
      fc.asyncProperty(route.arb, (v) => route.run(v)),
      { numRuns: RUNS, seed: Number(process.env.FC_SEED) || undefined },
    );
  });
});
