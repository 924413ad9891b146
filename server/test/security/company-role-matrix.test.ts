import type { CompanyRoleName } from '@gluegun/common';
import { COMPANY_ROLES } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { codeOf, rowChangeLog } from '../support/db-snapshot';
import { MATRIX, buildWorld, refusedData } from './graphql-matrix';
import { POLICY, companyVerdict } from './policy';

/**
 * Every GraphQL root field a customer may call x every company role (a customer of company X in
 * each company role). The callers of authorization-matrix.test.ts are the company's admin (`customer`), a member
 * of another company (`otherCustomer`), anonymous and a shop admin; here a further member of the customer's company
 * calls each field once per role, against the same world.
 *
 * Expected answers come from the written policy (policy.ts `company` column, through companyVerdict), never from
 * ACCESS: a role the policy shuts out gets FORBIDDEN with the COMPANY_ROLE reason and changes no row; a role it lets
 * through is never refused for its role, never meets a server error, and a refusal past the role check (not theirs,
 * bad input) changes no row either. VISIBILITY pins what a role reads of the company's things.
 * Shop-admin-only fields refuse every customer before any company role is looked at (the `customer` column there).
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

const customerFields = Object.keys(MATRIX).filter((field) => POLICY[field.split('.')[1]]?.customer);

/**
 * Reads of the company's things by a colleague who neither placed nor approves them (hand-written, not
 * read from ACCESS): company admins and accounts payable see all of the company's orders and invoices; buyers
 * and requesters only their own, so the customer's order is refused to them.
 */
const VISIBILITY: Record<string, Partial<Record<CompanyRoleName, 'ok' | 'FORBIDDEN'>>> = {
  'Query.purchaseOrder': {
    COMPANY_ADMIN: 'ok',
    ACCOUNTS_PAYABLE: 'ok',
    BUYER: 'FORBIDDEN',
    REQUESTER: 'FORBIDDEN',
  },
  // A requester's request waits for a company admin only: a buyer it never waited for reads it no more than a
  // requester does (the approvers it waits or waited for do: test/security/company-scoped-reads.test.ts).
  'Query.orderRequest': {
    COMPANY_ADMIN: 'ok',
    ACCOUNTS_PAYABLE: 'ok',
    BUYER: 'FORBIDDEN',
    REQUESTER: 'FORBIDDEN',
  },
};

describe('company role matrix coverage', () => {
  it('covers every company role, and every field the policy opens to customers', () => {
    expect([...COMPANY_ROLES].sort()).toEqual(['ACCOUNTS_PAYABLE', 'BUYER', 'COMPANY_ADMIN', 'REQUESTER']);
    expect(customerFields.length).toBeGreaterThan(40);
    // Every company-account operation a customer may call is in it.
    for (const op of [
      'myCompany',
      'submitOrder',
      'approveOrder',
      'rejectOrder',
      'approvalQueue',
      'inviteToCompany',
      'setMemberRole',
      'setApprovalRules',
      'setSpendingLimits',
    ]) {
      expect(customerFields.map((f) => f.split('.')[1])).toContain(op);
    }
  });
});

describe('company role matrix', () => {
  const cells = customerFields.flatMap((field) =>
    COMPANY_ROLES.map((role) => [field, role] as [string, CompanyRoleName]),
  );

  it.each(cells)("%s as a %s of the customer's company", async (field, role) => {
    const w = await buildWorld(h);
    const { query, variables } = await MATRIX[field].op(w, h);
    // Made after the row's own setup, so nothing there changes this member's role.
    const member = await h.factories.createUser(h.db, {
      company: { connect: { id: w.customer.companyId } },
      companyRole: role,
    });
    const before = await changes.mark();
    const res = await h.gql(query, variables, h.tokenFor(member));
    const err = res.errors?.[0];
    expect(err?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    const byPolicy = companyVerdict(field.split('.')[1], role);
    if (byPolicy === 'FORBIDDEN') {
      expect([codeOf(res), err?.extensions?.reason]).toEqual(['FORBIDDEN', 'COMPANY_ROLE']);
      expect(refusedData(res)).toBeNull();
    } else {
      expect(err?.extensions?.reason).not.toBe('COMPANY_ROLE');
      const seen = VISIBILITY[field]?.[role];
      if (seen === 'ok') expect(err).toBeUndefined();
      if (seen === 'FORBIDDEN') expect(codeOf(res)).toBe('FORBIDDEN');
    }
    if (err || field.startsWith('Query.')) expect(await changes.changedSince(before)).toEqual([]);
  });
});
