/**
 * The shop admins' lists of customer companies (companies, companyConnection, GET /admin/companies and the pickers
 * they feed) leave out a company whose members are all shop admins, such as a shop admin's own one-person company;
 * a company with no members yet, a customer's own company and one where a customer works beside a shop admin stay.
 */
import { createHarness, type Harness } from '../support/harness';

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

async function shop() {
  const admin = await h.signedIn('ADMIN');
  // A second shop admin in the first one's company: a company of shop admins only.
  await h.factories.createUser(h.db, {
    role: 'ADMIN',
    company: { connect: { id: admin.user.companyId } },
    companyRole: 'BUYER',
  });
  const loneAdmin = await h.factories.createUser(h.db, { role: 'ADMIN', email: 'lone.admin@shop.test' });
  const customer = await h.factories.createUser(h.db, { email: 'buyer@customer.test' });
  const mixed = await h.db.company.create({ data: { name: 'Mixed Ltd', personal: false } });
  await h.factories.createUser(h.db, { role: 'ADMIN', company: { connect: { id: mixed.id } } });
  await h.factories.createUser(h.db, { company: { connect: { id: mixed.id } }, companyRole: 'BUYER' });
  const empty = await h.db.company.create({ data: { name: 'Empty Ltd', personal: false } });
  const customers = [customer.companyId, mixed.id, empty.id].sort();
  return { admin, adminCompanies: [admin.user.companyId, loneAdmin.companyId], customers };
}

describe("the shop admins' customer companies", () => {
  it('companies and companyConnection leave out companies of shop admins only, on the page and in the totals', async () => {
    const { admin, adminCompanies, customers } = await shop();
    const listed = await h.gql('{ companies(take: 100) { total rows { id } } }', {}, admin.token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data.companies.rows.map((c: { id: string }) => c.id).sort()).toEqual(customers);
    expect(listed.data.companies.total).toBe(customers.length);
    const page = await h.gql(
      '{ companyConnection(first: 100) { totalCount nodes { id } } }',
      {},
      admin.token,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.companyConnection.nodes.map((c: { id: string }) => c.id).sort()).toEqual(customers);
    expect(page.data.companyConnection.totalCount).toBe(customers.length);
    expect(await h.db.company.count({ where: { id: { in: adminCompanies } } })).toBe(2);
  });

  it("a search by a shop admin's e-mail finds no company; by a customer's, theirs", async () => {
    const { admin } = await shop();
    const search = async (s: string) =>
      (
        await h.gql(
          'query($s: String) { companyConnection(first: 10, search: $s) { totalCount } }',
          { s },
          admin.token,
        )
      ).data.companyConnection.totalCount;
    expect(await search('lone.admin@shop.test')).toBe(0);
    expect(await search(admin.user.email)).toBe(0);
    expect(await search('buyer@customer.test')).toBe(1);
  });

  it('GET /admin/companies answers the same list', async () => {
    const { admin, customers } = await shop();
    const res = await h.http().get('/admin/companies?take=100').set('authorization', `Bearer ${admin.token}`);
    expect(res.status).toBe(200);
    expect(res.body.companies.map((c: { id: string }) => c.id).sort()).toEqual(customers);
    expect(res.body.total).toBe(customers.length);
  });

  it("a shop admin's company is still read by id, and shows again once a customer joins it", async () => {
    const { admin, customers } = await shop();
    const own = await h.gql(
      'query($id: ID!) { company(id: $id) { id } }',
      { id: admin.user.companyId },
      admin.token,
    );
    expect(own.data.company.id).toBe(admin.user.companyId);
    await h.factories.createUser(h.db, {
      company: { connect: { id: admin.user.companyId } },
      companyRole: 'BUYER',
    });
    const page = await h.gql('{ companyConnection(first: 100) { totalCount } }', {}, admin.token);
    expect(page.data.companyConnection.totalCount).toBe(customers.length + 1);
  });
});
