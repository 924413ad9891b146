/**
 * Refusals are typed: every reason in the catalogue is an enum value of the schema, the schema lists no
 * other, `refusalReasons` answers each with its code and fields, and refusals met in use carry their reason on
 * GraphQL (`extensions.reason`) and REST (`error.reason`) with the field they concern.
 */
import { REFUSAL_REASONS } from '@gluegun/common';
import { GraphQLEnumType } from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { getSchema } from '../../src/schema';

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

it("the schema's RefusalReason enum is exactly the catalogue, each value described", async () => {
  const type = (await getSchema()).getType('RefusalReason') as GraphQLEnumType;
  expect(
    type
      .getValues()
      .map((v) => v.name)
      .sort(),
  ).toEqual(Object.keys(REFUSAL_REASONS).sort());
  for (const v of type.getValues()) expect(v.description).toMatch(/^[A-Z_]+: .{10,}/);
});

it('refusalReasons answers anyone with every reason, its code and fields', async () => {
  const r = await h.gql('{ refusalReasons { reason code description fields } }');
  expect(r.errors).toBeUndefined();
  expect(r.data.refusalReasons).toHaveLength(Object.keys(REFUSAL_REASONS).length);
  expect(r.data.refusalReasons).toContainEqual(
    expect.objectContaining({ reason: 'CREDIT_LIMIT', code: 'CONFLICT', fields: ['availableCents'] }),
  );
});

it('refusals met in use carry their reason and field, on GraphQL and REST', async () => {
  const { user, token } = await h.signedIn();
  const product = await h.factories.createProduct(h.db, { quantity: 1000 });
  const PLACE = 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }';
  const few = await h.gql(PLACE, { i: { productId: product.id, quantity: 99, phone: '5550100' } }, token);
  expect(few.errors![0].extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    reason: 'BELOW_SHOP_MINIMUM',
    field: 'quantity',
  });
  await h.gql(PLACE, { i: { productId: product.id, quantity: 100, phone: '5550100' } }, token);
  const again = await h.gql(PLACE, { i: { productId: product.id, quantity: 100, phone: '5550100' } }, token);
  expect(again.errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_ORDERED' });
  // A refusal with no more precise reason gets its code's general one.
  const anon = await h.gql('{ myOrders { id } }');
  expect(anon.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });
  const admin = await h.gql('{ users { id } }', {}, token);
  expect(admin.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ALLOWED' });
  const rest = await h
    .http()
    .post('/user-orderd-data')
    .set('authorization', `Bearer ${token}`)
    .send({ productId: product.id, quantity: 250.5, userPhone: '5550100', userEmail: user.email });
  expect(rest.status).toBe(400);
  expect(rest.body.error).toMatchObject({
    code: 'BAD_USER_INPUT',
    reason: expect.stringMatching(/^(NOT_WHOLE|INVALID_INPUT)$/),
    field: 'quantity',
  });
  expect(Object.keys(REFUSAL_REASONS)).toContain(rest.body.error.reason);
});
