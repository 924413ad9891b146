/**
 * A person's data: the export holds what the shop keeps about them (and is recorded in the trail); the erasure leaves
 * none of their e-mail, name, phone or typed address in any table of the database (the list taken from the catalog,
 * the audit trail included), keeps every invoice total, credit note and payment, ends their sessions and keys, and
 * is recorded in the trail.
 */
import { createHarness, type Harness } from '../support/harness';
import { createOrderItem } from '../support/order-items';
import { ctxFor } from '../support/context';
import * as purchaseOrders from '../../src/modules/purchase-orders/purchase-order.service';
import * as payments from '../../src/modules/payments/payments.service';
import * as creditNotes from '../../src/modules/credit-notes/credit-note.service';

let h: Harness;
// The requests stand for a trusted proxy's (TRUST_PROXY), so the X-Request-Id they send is taken.
beforeAll(async () => {
  h = await createHarness({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const EMAIL = 'erin.erasable@persons.test';
const NAME = 'Erin Erasable';
const PHONE = '+44 7700 900123';
const LINE = '17 Quietwater Lane';

/** A person with an order checked out to an address they typed, paid in part, credited in part, a review and limits set by an admin. */
async function personWithHistory() {
  const admin = await h.signedIn('ADMIN');
  const person = await h.signedIn('CUSTOMER', { email: EMAIL, displayName: NAME });
  const product = await h.factories.createProduct(h.db, { quantity: 10_000, priceCents: 1_000 });
  const item = await createOrderItem(h.db, product, person.user, { userPhone: PHONE, quantity: 200 });
  const details = {
    companyName: 'Erasable Crafts',
    addressLine1: LINE,
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    country: 'GB',
    contactPhone: PHONE,
  };
  const po = await purchaseOrders.checkout(ctxFor(h, person.user), { itemIds: [item.id], details });
  await payments.recordPayment(ctxFor(h, admin.user), po.id, {
    amountCents: 5_000,
    receivedOn: new Date().toISOString().slice(0, 10),
    reference: 'Part',
  });
  const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: po.id } });
  await creditNotes.issueCreditNote(ctxFor(h, admin.user), po.id, {
    reason: 'Damaged',
    settlement: 'HOLD',
    lines: [{ invoiceLineId: line.id, quantity: 1 }],
  });
  const review = await h.gql(
    'mutation($i: ReviewInput!) { addReview(input: $i) { id } }',
    { i: { photoUrl: 'https://example.com/erin.png', description: 'Good sticks' } },
    person.token,
  );
  expect(review.errors).toBeUndefined();
  // A change by an admin: the person's row before and after goes into the trail.
  const limits = await h.gql(
    'mutation($id: ID!) { setCreditTerms(id: $id, terms: { creditLimitCents: 500000, paymentTermsDays: 45 }) { id } }',
    { id: person.user.id },
    admin.token,
  );
  expect(limits.errors).toBeUndefined();
  await h.db.user.update({ where: { id: person.user.id }, data: { displayName: NAME } });
  return { admin, person, po };
}

/** Every text-like column of every table in the schema (from the catalog) that holds `needle`, case-insensitively. */
async function whereFound(needle: string): Promise<string[]> {
  const columns = await h.db.$queryRawUnsafe<Array<{ t: string; c: string }>>(
    `SELECT table_name::text AS t, column_name::text AS c FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY') AND table_name <> '_prisma_migrations'`,
  );
  const found: string[] = [];
  for (const { t, c } of columns) {
    const [row] = await h.db.$queryRawUnsafe<Array<{ n: bigint }>>(
      `SELECT count(*) AS n FROM "${t}" WHERE strpos(lower("${c}"::text), lower($1)) > 0`,
      needle,
    );
    if (row.n > 0n) found.push(`${t}.${c}`);
  }
  return found;
}

it("the export holds the person's profile, orders, invoices and trail, and is itself recorded", async () => {
  const { admin, person, po } = await personWithHistory();
  const own = await h
    .http()
    .get('/user/personal-data')
    .set('authorization', `Bearer ${person.token}`)
    .set('x-request-id', 'export-own-1');
  expect(own.status).toBe(200);
  expect(own.headers['content-disposition']).toContain('personal-data.json');
  const data = own.body as any;
  expect(data.person).toMatchObject({ id: person.user.id, email: EMAIL, displayName: NAME });
  expect(data.person).not.toHaveProperty('firebaseUid');
  expect(data.purchaseOrders.map((p: any) => p.id)).toEqual([po.id]);
  expect(data.purchaseOrders[0].payments).toHaveLength(1);
  expect(data.orderItems).toHaveLength(1);
  expect(data.reviews).toHaveLength(1);
  // What they did (their review) and what was done to their row.
  expect(data.auditTrail.some((r: any) => r.operation === 'addReview' && r.userId === person.user.id)).toBe(
    true,
  );
  expect(data.auditTrail.some((r: any) => r.entityType === 'User' && r.entityId === person.user.id)).toBe(
    true,
  );
  expect(JSON.stringify(data)).not.toMatch(/"hash"/);
  const recorded = await h.db.auditRecord.findMany({ where: { requestId: 'export-own-1' } });
  expect(recorded).toEqual([
    expect.objectContaining({
      action: 'EXPORT',
      operation: 'myPersonalData',
      userId: person.user.id,
      entityId: person.user.id,
    }),
  ]);
  // An admin reads anyone's; another customer reads nobody else's.
  const byAdmin = await h.gql(
    'query($id: ID!) { personalData(userId: $id) }',
    { id: person.user.id },
    admin.token,
  );
  expect(JSON.parse(byAdmin.data.personalData).person.email).toBe(EMAIL);
  const other = await h.signedIn('CUSTOMER');
  expect(
    (await h.gql('query($id: ID!) { personalData(userId: $id) }', { id: person.user.id }, other.token))
      .errors?.[0]?.extensions?.code,
  ).toBe('FORBIDDEN');
});

it('erasure leaves none of their personal data in any table, keeps every amount, signs them out and is recorded', async () => {
  const { admin, person, po } = await personWithHistory();
  for (const needle of [EMAIL, NAME, PHONE, LINE])
    expect((await whereFound(needle)).length).toBeGreaterThan(0);
  const money = async () => ({
    po: await h.db.purchaseOrder.findUniqueOrThrow({
      where: { id: po.id },
      select: {
        subtotalCents: true,
        taxCents: true,
        totalCents: true,
        paidCents: true,
        creditedCents: true,
        invoiceNumber: true,
        issuedAt: true,
      },
    }),
    lines: await h.db.invoiceLine.findMany({
      where: { purchaseOrderId: po.id },
      orderBy: { position: 'asc' },
    }),
    payments: await h.db.payment.findMany({
      where: { purchaseOrderId: po.id },
      select: { id: true, amountCents: true, receivedOn: true },
    }),
    credits: await h.db.creditNote.findMany({
      where: { purchaseOrderId: po.id },
      select: { id: true, number: true, amountCents: true },
    }),
  });
  const before = await money();

  const erased = await h
    .http()
    .post(`/admin/users/${person.user.id}/erase`)
    .set('authorization', `Bearer ${admin.token}`)
    .set('x-request-id', 'erase-1');
  expect(erased.status).toBe(200);
  expect(erased.body.erased).toEqual({
    userId: person.user.id,
    erasedEmail: `erased-${person.user.id}@erased.invalid`,
  });

  for (const needle of [EMAIL, NAME, PHONE, LINE, 'erin.png'])
    expect([needle, await whereFound(needle)]).toEqual([needle, []]);
  expect(await money()).toEqual(before);
  // Signed out everywhere: the old session is refused.
  expect((await h.gql('{ me { id } }', {}, person.token)).errors?.[0]?.extensions?.code).toBe(
    'UNAUTHENTICATED',
  );
  // Recorded: the erasure of their row, by the admin, with the values replaced in the record too.
  const records = await h.db.auditRecord.findMany({ where: { requestId: 'erase-1', entityType: 'User' } });
  expect(records).toEqual([
    expect.objectContaining({
      operation: 'erasePerson',
      userId: admin.user.id,
      action: 'UPDATE',
      entityId: person.user.id,
    }),
  ]);
  expect(records[0].changed).toEqual(expect.arrayContaining(['email', 'displayName']));
  // The trail stays append-only outside an erasure.
  await expect(
    h.db.$executeRawUnsafe('UPDATE "AuditRecord" SET "before" = NULL WHERE id = $1::uuid', records[0].id),
  ).rejects.toThrow(/append-only/);
});

it('an admin is not erased until their role is taken back; nobody erases themselves', async () => {
  const admin = await h.signedIn('ADMIN');
  const other = await h.signedIn('ADMIN');
  const ERASE = 'mutation($id: ID!) { erasePerson(userId: $id) { userId } }';
  expect((await h.gql(ERASE, { id: other.user.id }, admin.token)).errors?.[0]?.extensions?.code).toBe(
    'CONFLICT',
  );
  expect((await h.gql(ERASE, { id: admin.user.id }, admin.token)).errors?.[0]?.extensions?.code).toBe(
    'FORBIDDEN',
  );
  expect(await h.db.user.findUniqueOrThrow({ where: { id: other.user.id } })).toMatchObject({
    email: other.user.email,
  });
});
