/**
 * Editing a ship-to location over GraphQL and REST against real PostgreSQL: a company admin changes their own
 * company's location with the add form's rules and words; a bad input, another company's location, an unknown id
 * or a member who is not a company admin are refused and change no row.
 */
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';
import type { CompanyRole, User } from '../../src/generated/prisma/client';

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

const UPDATE =
  'mutation($id: ID!, $i: CompanyLocationInput!) { updateCompanyLocation(id: $id, input: $i) { id label addressLine1 addressLine2 city region postalCode country } }';
const leeds = {
  label: 'Leeds warehouse',
  addressLine1: '2 Dock St',
  city: 'Leeds',
  postalCode: 'LS2 1AA',
  country: 'GB',
};
const york = {
  label: ' York depot ',
  addressLine1: '9 Walmgate',
  addressLine2: 'Unit 4',
  city: 'York',
  region: '',
  postalCode: 'YO1 9TX',
  country: 'gb',
};

/** A company admin of a company of their own, with one location. */
async function companyWithLocation() {
  const admin = await h.factories.createUser(h.db);
  const location = await h.db.companyLocation.create({ data: { ...leeds, companyId: admin.companyId } });
  return { admin, token: h.tokenFor(admin), location };
}
const member = (admin: User, companyRole: CompanyRole) =>
  h.factories.createUser(h.db, { company: { connect: { id: admin.companyId } }, companyRole });
const put = (id: string, token: string, body: object) =>
  h.http().put(`/my-company/locations/${id}`).set('authorization', `Bearer ${token}`).send(body);

describe('a company admin edits a ship-to location', () => {
  it('over GraphQL: the fields are checked and kept as the add form keeps them (trimmed, blanks as none, country upper case)', async () => {
    const { token, location } = await companyWithLocation();
    const res = await h.gql(UPDATE, { id: location.id, i: york }, token);
    expect(res.errors).toBeUndefined();
    const want = {
      id: location.id,
      label: 'York depot',
      addressLine1: '9 Walmgate',
      addressLine2: 'Unit 4',
      city: 'York',
      region: null,
      postalCode: 'YO1 9TX',
      country: 'GB',
    };
    expect(res.data.updateCompanyLocation).toEqual(want);
    expect(await h.db.companyLocation.findUniqueOrThrow({ where: { id: location.id } })).toMatchObject({
      ...want,
      createdAt: location.createdAt,
    });
    expect(await h.db.companyLocation.count()).toBe(1);
  });

  it('over REST: PUT /my-company/locations/{id} answers the location as POST does', async () => {
    const { token, location } = await companyWithLocation();
    const res = await put(location.id, token, { ...york, region: undefined });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      location: {
        id: location.id,
        label: 'York depot',
        addressLine1: '9 Walmgate',
        addressLine2: 'Unit 4',
        city: 'York',
        region: null,
        postalCode: 'YO1 9TX',
        country: 'GB',
        createdAt: location.createdAt.toISOString(),
      },
    });
  });

  it("refuses a bad field with the add form's words under that field, and changes nothing", async () => {
    const { token, location } = await companyWithLocation();
    const before = await dbSnapshot(h.db);
    const gql = await h.gql(UPDATE, { id: location.id, i: { ...leeds, postalCode: 'LS2 #1' } }, token);
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Postal code may only hold letters, digits, spaces and hyphens',
      extensions: { code: 'BAD_USER_INPUT', field: 'postalCode' },
    });
    const blank = await h.gql(UPDATE, { id: location.id, i: { ...leeds, label: '  ' } }, token);
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Location name is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'label' },
    });
    const rest = await put(location.id, token, { ...leeds, country: 'US', region: 'Gotham' });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'region',
      message: 'Choose a state from the list',
    });
    const restMissing = await put(location.id, token, { ...leeds, addressLine1: undefined });
    expect(restMissing.status).toBe(400);
    expect(restMissing.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'addressLine1',
      message: 'Address is required',
    });
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it("refuses another company's location as remove does (FORBIDDEN), an unknown or malformed id as NOT_FOUND, and changes nothing", async () => {
    const mine = await companyWithLocation();
    const theirs = await companyWithLocation();
    const shopAdmin = await h.signedIn('ADMIN');
    const before = await dbSnapshot(h.db);
    const code = async (id: string, token: string) =>
      (await h.gql(UPDATE, { id, i: york }, token)).errors?.[0]?.extensions?.code;
    expect(await code(theirs.location.id, mine.token)).toBe('FORBIDDEN');
    expect(await code(theirs.location.id, shopAdmin.token)).toBe('FORBIDDEN');
    expect(await code('00000000-0000-4000-8000-000000000000', mine.token)).toBe('NOT_FOUND');
    expect(await code('not-an-id', mine.token)).toBe('NOT_FOUND');
    expect(
      (
        await h.gql(
          'mutation($id: ID!) { removeCompanyLocation(id: $id) }',
          { id: theirs.location.id },
          mine.token,
        )
      ).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await put(theirs.location.id, mine.token, york)).status).toBe(403);
    expect((await put('00000000-0000-4000-8000-000000000000', mine.token, york)).status).toBe(404);
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('refuses every other company role (COMPANY_ROLE) and anyone signed out, and changes nothing', async () => {
    const { admin, location } = await companyWithLocation();
    for (const role of ['BUYER', 'REQUESTER', 'ACCOUNTS_PAYABLE'] as const) {
      const res = await h.gql(UPDATE, { id: location.id, i: york }, h.tokenFor(await member(admin, role)));
      expect([role, res.errors?.[0]?.extensions?.reason]).toEqual([role, 'COMPANY_ROLE']);
      const rest = await put(location.id, h.tokenFor(await member(admin, role)), york);
      expect([role, rest.status, rest.body.error?.reason]).toEqual([role, 403, 'COMPANY_ROLE']);
    }
    expect((await h.gql(UPDATE, { id: location.id, i: york })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await h.http().put(`/my-company/locations/${location.id}`).send(york)).status).toBe(401);
    // The members made above are rows of their own: the location is what is compared.
    expect(await h.db.companyLocation.findMany()).toEqual([location]);
  });
});
