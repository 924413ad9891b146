import { createHarness, type Harness } from '../support/harness';
import {
  ACCESS,
  SCOPES,
  accessOf,
  scopesForCompany,
  type Operation,
  type Scope,
} from '../../src/auth/access';
import { codeOf, rowChangeLog } from '../support/db-snapshot';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';
import { ctxFor } from '../support/context';
import { MATRIX, buildWorld, refusedData } from './graphql-matrix';
import { companyVerdict, keyScopeOf } from './policy';

/**
 * Every GraphQL root field x every scope, with a key created by the world's admin holding that one scope.
 * Expectations come from the written key-scope column (policy.ts KEY_POLICY), not from the declaration under test:
 * the operation's own scope gets what the admin gets; any other scope is FORBIDDEN and changes no row; operations
 * no key may call refuse every key; public ones let every key through (anyone may call them). Each row selects the
 * operation's own data: what a key reads below it is pinned by nested-scopes.test.ts.
 */
let h: Harness;
/** What a refused call must leave unchanged: no table written (support/db-snapshot.ts). */
let changes: ReturnType<typeof rowChangeLog>;
beforeAll(async () => {
  h = await createHarness();
  changes = rowChangeLog(h.db);
  await changes.install();
});
afterAll(async () => {
  await changes.remove();
  await h.close();
});

const fields = Object.keys(MATRIX);

/**
 * The matrix world plus one key per scope, each made by `creator` holding that one scope: built once per creator,
 * then put back row for row before each field by h.world (the keys' rows too, so each field starts with unused keys).
 */
function withKeys(creator: 'admin' | 'customer', scopes: readonly Scope[]) {
  return h.world(`api-key-matrix:${creator}`, async () => {
    const w = await buildWorld(h);
    const keys = new Map<Scope, string>();
    for (const scope of scopes)
      keys.set(
        scope,
        (await apiKeys.createApiKey(ctxFor(h, w[creator]), { name: scope, scopes: [scope] })).key,
      );
    return { w, keys };
  });
}

describe('API key scope matrix', () => {
  it('covers every operation of the declaration that has a GraphQL root field', () => {
    const ops = new Set(fields.map((f) => f.split('.')[1]));
    const restOnly: Operation[] = [
      'ordersByEmail',
      'invoiceDocument',
      'creditNoteDocument',
      'invoiceEInvoice',
      'creditNoteEInvoice',
      'packingSlipDocument',
      'pickListDocument',
      'exportPurchaseOrdersCsv',
      'exportInvoicesCsv',
      'exportCatalogCsv',
      'importCatalogCsv',
      'startCatalogImportJob',
      'exportPriceListCsv',
      'importPriceListCsv',
      // PunchOut documents: REST only, public, each carrying its own credential (decision 064).
      'punchOutSetup',
      'punchOutOrder',
      'punchOutStart',
      'punchOutTransfer',
      'punchOutOci',
      // A product's related items: GraphQL reads them as the field Product.related (decision 078).
      'productRelated',
      // A buyer's prices with their explanation: GraphQL reads them as the field Product.myPrice (decision 134).
      'myPrices',
    ];
    expect(
      (Object.keys(ACCESS) as Operation[]).filter((op) => !ops.has(op) && !restOnly.includes(op)),
    ).toEqual([]);
  });

  it.each(fields)('%s with a key holding each scope', async (field) => {
    const op = field.split('.')[1] as Operation;
    const { w, keys } = await withKeys('admin', SCOPES);
    const { query, variables } = await MATRIX[field].op(w, h);
    const needed = keyScopeOf(op);
    const outcomes: Record<string, string> = {};
    const expected: Record<string, string> = {};
    // Refusals first: they must change nothing, so one world serves them all; the holder of the right scope goes last.
    const order = [...SCOPES].sort((a, b) => Number(a === needed) - Number(b === needed));
    for (const scope of order) {
      const before = await changes.mark();
      const res = await h.gql(query, variables, keys.get(scope));
      const want = needed === undefined || scope === needed ? MATRIX[field].expect.admin : 'FORBIDDEN';
      outcomes[scope] = res.errors ? String(codeOf(res)) : 'ok';
      expected[scope] = want;
      if (want !== 'ok') {
        expect(refusedData(res)).toBeNull();
        expect(await changes.changedSince(before, ['ApiKey'])).toEqual([]);
      }
    }
    expect(outcomes).toEqual(expected);
    if (accessOf(op) !== 'PUBLIC' && needed === null)
      expect(Object.values(outcomes).every((o) => o === 'FORBIDDEN')).toBe(true);
  });
});

/**
 * The same fields with company keys, made by the world's customer (their company's admin) holding
 * each scope a company admin may give. The key's own scope gets what its creator gets as a person (the policy's
 * customer column and company-admin role); an admin operation is refused whatever the scope, and so is every other scope.
 */
describe('company API key scope matrix', () => {
  it.each(fields)('%s with a company key holding each scope', async (field) => {
    const op = field.split('.')[1] as Operation;
    const scopes = scopesForCompany('COMPANY_ADMIN');
    const { w, keys } = await withKeys('customer', scopes);
    const { query, variables } = await MATRIX[field].op(w, h);
    const needed = keyScopeOf(op);
    // A row that changes the creator's company role (withdrawOrderRequest makes them a requester) kills their keys.
    const creator = await h.db.user.findUniqueOrThrow({ where: { id: w.customer.id } });
    const alive = creator.companyRole === 'COMPANY_ADMIN' && creator.companyId === w.customer.companyId;
    const asPerson =
      MATRIX[field].expect.customer === 'ok' && accessOf(op) !== 'PUBLIC'
        ? companyVerdict(op, 'COMPANY_ADMIN')
        : MATRIX[field].expect.customer;
    const outcomes: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const order = [...scopes].sort((a, b) => Number(a === needed) - Number(b === needed));
    for (const scope of order) {
      const before = await changes.mark();
      const res = await h.gql(query, variables, keys.get(scope));
      const want = !alive
        ? 'UNAUTHENTICATED'
        : needed === undefined || scope === needed
          ? asPerson
          : 'FORBIDDEN';
      outcomes[scope] = res.errors ? String(codeOf(res)) : 'ok';
      expected[scope] = want;
      if (want !== 'ok') {
        expect(refusedData(res)).toBeNull();
        expect(await changes.changedSince(before, ['ApiKey'])).toEqual([]);
      }
    }
    expect(outcomes).toEqual(expected);
    if (accessOf(op) === 'ADMIN') expect(Object.values(outcomes).every((o) => o === 'FORBIDDEN')).toBe(true);
  });
});

/**
 * Contract prices (decision 057) by every path that prices a product for its caller: GraphQL's myPrice (one product,
 * the grid, compare), the quote of lines, the staff's companyPrice, and REST's product, compare and quote. Acme's
 * own buyer and key read Acme's price and its explanation by these very requests; another company's members (each
 * role), its company keys (each scope), its sales rep, a visitor and shop keys never meet Acme's
 * price, its list's name or its explanation anywhere in what they get, and companyPrice refuses them.
 */
describe("another company's keys and members never see a contract price", () => {
  const LIST = 'Acme Contract Zeta';
  const GRAPHQL = `query($id: ID!, $lines: [OrderLineInput!]!) {
    product(id: $id) { priceCents myPrice { unitPriceCents explanation tiers { unitPriceCents explanation } priceBreaks { unitPriceCents } } }
    products(page: 1, pageSize: 100) { items { id priceCents myPrice { unitPriceCents explanation } } }
    compareProducts(ids: [$id]) { id myPrice { unitPriceCents explanation } }
    quote(lines: $lines) { lines { unitPriceCents lineTotalCents } }
  }`;
  const COMPANY_PRICE = `query($id: ID!, $company: ID!) {
    product(id: $id) { companyPrice(companyId: $company) { unitPriceCents explanation tiers { explanation } } }
  }`;

  it("reads Acme's price only as Acme", async () => {
    await h.reset();
    const verified = { emailVerified: true };
    const acme = await h.factories.createUser(h.db, { companyRole: 'COMPANY_ADMIN', ...verified });
    const acmeBuyer = await h.factories.createUser(h.db, {
      company: { connect: { id: acme.companyId } },
      companyRole: 'BUYER',
      ...verified,
    });
    const other = await h.factories.createUser(h.db, { companyRole: 'COMPANY_ADMIN', ...verified });
    const otherMembers = await Promise.all(
      (['BUYER', 'REQUESTER', 'ACCOUNTS_PAYABLE'] as const).map((companyRole) =>
        h.factories.createUser(h.db, {
          company: { connect: { id: other.companyId } },
          companyRole,
          ...verified,
        }),
      ),
    );
    const rep = await h.factories.createUser(h.db, { salesRep: true, ...verified });
    await h.db.salesRepAssignment.create({ data: { companyId: other.companyId, repId: rep.id } });
    const shop = await h.factories.createUser(h.db, { role: 'ADMIN', ...verified });
    const product = await h.factories.createProduct(h.db, { priceCents: 1_000, quantity: 100_000 });
    await h.db.priceList.create({
      data: {
        name: LIST,
        companies: { create: { companyId: acme.companyId } },
        entries: { create: { productId: product.id, unitPriceCents: 777 } },
      },
    });
    const keyOf = async (creator: typeof acme, scope: Scope) =>
      (await apiKeys.createApiKey(ctxFor(h, creator), { name: `price ${scope}`, scopes: [scope] })).key;

    const variables = { id: product.id, lines: [{ productId: product.id, quantity: 100 }] };
    const asked = async (auth: { token?: string; key?: string }) => {
      const send = (r: ReturnType<ReturnType<Harness['http']>['get']>) => {
        if (auth.token) r.set('authorization', `Bearer ${auth.token}`);
        if (auth.key) r.set('x-api-key', auth.key);
        return r.set('content-type', 'application/json');
      };
      const answers = [
        await send(h.http().post('/graphql')).send({ query: GRAPHQL, variables }),
        await send(h.http().post('/graphql')).send({
          query: COMPANY_PRICE,
          variables: { id: product.id, company: acme.companyId },
        }),
        await send(h.http().get(`/products/${product.id}`)),
        await send(h.http().get(`/compare?ids=${product.id}`)),
        await send(h.http().post('/quote')).send({ lines: variables.lines }),
      ];
      const text = answers.map((a) => a.text).join('\n');
      return {
        text,
        statuses: answers.map((a) => a.status),
        myPrice: answers[0].body.data?.product?.myPrice ?? null,
        companyPrice: answers[1].body.errors?.[0]?.extensions?.code ?? 'answered',
      };
    };
    const sees = (text: string) => ({
      list: text.includes(LIST),
      words: text.includes('Your contract price'),
      price: /"(unitPriceCents|price|priceCents)":\s*777\b/.test(text),
    });

    // Acme's own buyer and key read it by the same requests: what is looked for below is there to be found.
    for (const auth of [{ token: h.tokenFor(acmeBuyer) }, { key: await keyOf(acme, 'read:products') }]) {
      const got = await asked(auth);
      expect(got.myPrice).toMatchObject({
        unitPriceCents: 777,
        explanation: `Your contract price: ${LIST}, $7.77 a unit`,
      });
      expect(sees(got.text)).toEqual({ list: true, words: true, price: true });
    }

    const readers: Array<[string, { token?: string; key?: string }]> = [
      ['visitor', {}],
      ['the other company admin', { token: h.tokenFor(other) }],
      ...otherMembers.map((m): [string, { token: string }] => [
        `the other company's ${m.companyRole}`,
        { token: h.tokenFor(m) },
      ]),
      ["the other company's sales rep", { token: h.tokenFor(rep) }],
    ];
    for (const scope of scopesForCompany('COMPANY_ADMIN'))
      readers.push([`the other company's key ${scope}`, { key: await keyOf(other, scope) }]);
    for (const scope of ['read:products', 'manage:companies'] as const)
      readers.push([`a shop key ${scope}`, { key: await keyOf(shop, scope) }]);
    for (const [who, auth] of readers) {
      const got = await asked(auth);
      expect({ who, ...sees(got.text), myPrice: got.myPrice, companyPrice: got.companyPrice }).toEqual({
        who,
        list: false,
        words: false,
        price: false,
        myPrice: null,
        companyPrice: 'FORBIDDEN',
      });
      expect(got.statuses.every((s) => s < 500)).toBe(true);
    }
  });
});
