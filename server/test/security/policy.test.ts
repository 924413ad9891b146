/**
 * The access declaration (`ACCESS`) against the hand-written policy table (policy.ts).
 * A declaration loosened or tightened by mistake, an operation added without a policy, or a policy row for an
 * operation that no longer exists fails here, whatever the resolvers and routes do with the declaration.
 */
import {
  ACCESS,
  SCOPES,
  companyRolesOf,
  needsVerifiedEmail,
  scopeOf,
  type Operation,
} from '../../src/auth/access';
import {
  KEY_POLICY,
  POLICY,
  VERIFIED_POLICY,
  companyMismatches,
  levelOf,
  policyMismatches,
  scopeMismatches,
  verdict,
} from './policy';

/** Each operation's declared role level (its key scope is tested by api-key-matrix.test.ts). */
const LEVELS: Record<string, string> = Object.fromEntries(
  Object.entries(ACCESS).map(([op, d]) => [op, d.access]),
);

describe('the access declaration follows the written policy', () => {
  it('every declared operation has a policy row with the same level, and every policy row is declared', () => {
    expect(policyMismatches(LEVELS)).toEqual([]);
    expect(Object.keys(POLICY).sort()).toEqual(Object.keys(LEVELS).sort());
  });

  it('the company roles each operation is open to follow the policy', () => {
    const declared = Object.fromEntries(
      Object.keys(ACCESS).map((op) => [op, companyRolesOf(op as Operation)]),
    );
    expect(companyMismatches(declared)).toEqual([]);
    // Loosened by mistake: accounts payable may check out.
    expect(companyMismatches({ ...declared, checkout: null })).toEqual([
      expect.stringContaining(
        'checkout: declared company roles every role, the policy says BUYER,COMPANY_ADMIN,REQUESTER',
      ),
    ]);
    // Tightened by mistake: only company admins may read their company.
    expect(companyMismatches({ ...declared, myCompany: ['COMPANY_ADMIN'] })).toHaveLength(1);
  });

  it('every policy row is one of the three levels and says where it comes from', () => {
    for (const [op, p] of Object.entries(POLICY)) {
      expect([op, levelOf(p)]).toEqual([op, expect.stringMatching(/^(PUBLIC|SIGNED_IN|ADMIN)$/)]);
      expect(p.why.length).toBeGreaterThan(10);
    }
  });

  it.each([
    [
      'loosened: makeAdmin open to any signed-in user',
      { makeAdmin: 'SIGNED_IN' },
      'makeAdmin: declared SIGNED_IN, the policy says ADMIN',
    ],
    [
      'loosened: myOrders open to anonymous callers',
      { myOrders: 'PUBLIC' },
      'myOrders: declared PUBLIC, the policy says SIGNED_IN',
    ],
    [
      'loosened: recordPayment open to customers',
      { recordPayment: 'SIGNED_IN' },
      'recordPayment: declared SIGNED_IN, the policy says ADMIN',
    ],
    [
      'tightened: products for signed-in users only',
      { products: 'SIGNED_IN' },
      'products: declared SIGNED_IN, the policy says PUBLIC',
    ],
    [
      'tightened: checkout for admins only',
      { checkout: 'ADMIN' },
      'checkout: declared ADMIN, the policy says SIGNED_IN',
    ],
    [
      'a new operation with no policy row',
      { exportEverything: 'ADMIN' },
      'exportEverything: declared ADMIN, but the policy table has no row for it',
    ],
  ])('a declaration %s fails', (_name, change, problem) => {
    const mismatches = policyMismatches({ ...LEVELS, ...change });
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toContain(problem);
  });

  it('a declaration that drops an operation the policy names fails', () => {
    const { liftCreditHold: _dropped, ...rest } = LEVELS;
    expect(policyMismatches(rest)).toEqual([
      'liftCreditHold: in the policy table, but no such operation is declared',
    ]);
  });

  it('the verdicts the matrices use: ownership on top of the role', () => {
    expect(
      ['anonymous', 'customer', 'otherCustomer', 'admin'].map((c) => verdict('makeAdmin', c as never)),
    ).toEqual(['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok']);
    expect(
      ['anonymous', 'customer', 'otherCustomer', 'admin'].map((c) => verdict('purchaseOrder', c as never)),
    ).toEqual(['UNAUTHENTICATED', 'ok', 'FORBIDDEN', 'ok']);
    expect(
      ['anonymous', 'customer', 'otherCustomer', 'admin'].map((c) => verdict('checkout', c as never)),
    ).toEqual(['UNAUTHENTICATED', 'ok', 'FORBIDDEN', 'FORBIDDEN']);
    expect(
      ['anonymous', 'customer', 'otherCustomer', 'admin'].map((c) => verdict('products', c as never)),
    ).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it('the operations that need a verified e-mail are exactly the written ones', () => {
    const declared = (Object.keys(ACCESS) as Operation[]).filter((op) => needsVerifiedEmail(op)).sort();
    expect(declared).toEqual(Object.keys(VERIFIED_POLICY).sort());
  });

  it('the scope an API key needs for each operation follows the written key-scope column', () => {
    const declared = Object.fromEntries(Object.keys(ACCESS).map((op) => [op, scopeOf(op as Operation)]));
    expect(scopeMismatches(declared)).toEqual([]);
    expect(Object.keys(KEY_POLICY).sort()).toEqual(Object.keys(POLICY).sort());
    for (const [op, p] of Object.entries(KEY_POLICY)) {
      expect([op, p.scope === 'public' || p.scope === null || SCOPES.includes(p.scope)]).toEqual([op, true]);
      expect(p.why.length).toBeGreaterThan(10);
      // A public operation needs no scope, and only public operations go without one.
      expect([op, p.scope === 'public']).toEqual([op, levelOf(POLICY[op]) === 'PUBLIC']);
    }
  });

  it.each([
    [
      'loosened: createApiKey open to keys',
      { createApiKey: 'read:profile' },
      'createApiKey: declared read:profile, the policy says no key',
    ],
    [
      'moved: myCredit readable with read:orders',
      { myCredit: 'read:orders' },
      'myCredit: declared read:orders, the policy says read:invoices',
    ],
    [
      'tightened: products needing a scope',
      { products: 'read:products' },
      'products: declared read:products, the policy says public',
    ],
    [
      'a new operation with no key scope',
      { exportEverything: 'read:users' },
      'exportEverything: declared read:users, but the key-scope column has no row for it',
    ],
  ])('a key scope %s fails', (_name, change, problem) => {
    const declared = Object.fromEntries(Object.keys(ACCESS).map((op) => [op, scopeOf(op as Operation)]));
    const mismatches = scopeMismatches({ ...declared, ...change } as never);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toContain(problem);
  });
});
