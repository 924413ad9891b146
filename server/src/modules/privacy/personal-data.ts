/**
 * A person's data (docs/decisions/060): everything the shop holds about one person, as JSON, for themselves or a
 * shop admin; and its erasure, which replaces what identifies them everywhere while keeping the amounts, dates and
 * ids that invoices, credit notes and payments must keep. Both are recorded in the audit trail.
 */
import type { Context } from '../../context';
import { allowUser, type Operation } from '../../auth/access';
import { sessionsChanged } from '../../auth/sessions-changed';
import { conflict, forbidden, notFound } from '../../errors';
import { inTransaction } from '../../db/retry';
import { normalizeId } from '../../lib/validate';
import { nowOf } from '../../lib/clock';

/** Most audit records an export lists (newest first). */
export const EXPORT_AUDIT_RECORDS = 10_000;

/**
 * The X12 documents kept for the person's company that name them: those their erasure would change (database
 * functions gluegun_person_values and gluegun_edi_erased, docs/decisions/105), so the export and the erasure agree.
 */
function ediDocumentsNaming(ctx: Context, personId: string, companyId: string, email: string) {
  return ctx.db.$queryRaw<
    Array<{
      id: string;
      kind: string;
      direction: string;
      controlNumber: string;
      createdAt: Date;
      content: string;
    }>
  >`
    SELECT d.id, d.kind, d.direction, d."controlNumber", d."createdAt", d.content
      FROM "EdiDocument" d, (SELECT "gluegun_person_values"(${personId}::uuid) AS vals) p
     WHERE d."companyId" = ${companyId}::uuid AND "gluegun_edi_erased"(d.content, p.vals, ${email}, '', '') <> d.content
     ORDER BY d."createdAt", d.id`;
}

/**
 * `own`: the person asks for their own: rows of a company they have left stay that company's (decision 051: what
 * they did for it is its business record; the shop answers for them through personalData). An admin reads all.
 */
async function exportOf(ctx: Context, personId: string, op: Operation, own: boolean) {
  const caller = allowUser(ctx, op);
  const user = await ctx.db.user.findUnique({ where: { id: personId }, include: { company: true } });
  if (!user) throw notFound('User');
  const here = own ? { OR: [{ companyId: user.companyId }, { companyId: null }] } : {};
  const [
    orderItems,
    purchaseOrders,
    reviews,
    approvalRequests,
    invitationsSent,
    invitationsToThem,
    apiKeys,
    auditTrail,
    ediDocuments,
  ] = await Promise.all([
    ctx.db.orderItem.findMany({
      where: {
        userId: personId,
        ...(own ? { OR: [{ purchaseOrderId: null }, { purchaseOrder: { companyId: user.companyId } }] } : {}),
      },
      orderBy: { createdAt: 'asc' },
    }),
    ctx.db.purchaseOrder.findMany({
      where: { userId: personId, ...here },
      orderBy: { createdAt: 'asc' },
      include: { lines: { orderBy: { position: 'asc' } }, payments: true, creditNotes: true },
    }),
    ctx.db.review.findMany({ where: { authorId: personId }, orderBy: { createdAt: 'asc' } }),
    ctx.db.approvalRequest.findMany({
      where: { requesterId: personId, ...(own ? { companyId: user.companyId } : {}) },
      orderBy: { createdAt: 'asc' },
    }),
    ctx.db.companyInvitation.findMany({
      where: { invitedById: personId, ...(own ? { companyId: user.companyId } : {}) },
      orderBy: { createdAt: 'asc' },
    }),
    ctx.db.companyInvitation.findMany({
      where: { email: { equals: user.email, mode: 'insensitive' } },
      orderBy: { createdAt: 'asc' },
    }),
    ctx.db.apiKey.findMany({
      where: { userId: personId, ...here },
      orderBy: { createdAt: 'asc' },
      omit: { hash: true },
    }),
    ctx.db.auditRecord.findMany({
      where: { AND: [{ OR: [{ userId: personId }, { entityType: 'User', entityId: personId }] }, here] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: EXPORT_AUDIT_RECORDS,
    }),
    ediDocumentsNaming(ctx, personId, user.companyId, user.email),
  ]);
  const { firebaseUid: _uid, company, ...person } = user;
  // The export is itself a record of the trail: who read whose data, when and from where.
  await ctx.db.auditRecord.create({
    data: {
      actorType: 'USER',
      userId: caller.id,
      apiKeyId: ctx.apiKey?.id ?? null,
      actorRole: caller.role === 'ADMIN' ? 'ADMIN' : caller.companyRole,
      companyId: user.companyId,
      ip: ctx.ip || null,
      requestId: ctx.requestId,
      operation: op,
      entityType: 'User',
      entityId: personId,
      action: 'EXPORT',
      changed: [],
    },
  });
  return {
    exportedAt: nowOf(ctx).toISOString(),
    person,
    company: { id: company.id, name: company.name, personal: company.personal, role: user.companyRole },
    orderItems,
    purchaseOrders,
    reviews,
    approvalRequests,
    invitationsSent,
    invitationsToThem,
    apiKeys,
    auditTrail,
    ediDocuments,
  };
}

/** The caller's own data. */
export async function myPersonalData(ctx: Context) {
  const user = allowUser(ctx, 'myPersonalData');
  return exportOf(ctx, user.id, 'myPersonalData', true);
}

/** Anyone's data, for a shop admin answering a request. */
export async function personalData(ctx: Context, rawId: string) {
  allowUser(ctx, 'personalData');
  const id = normalizeId(rawId);
  if (!id) throw notFound('User');
  return exportOf(ctx, id, 'personalData', false);
}

/**
 * Erases a person (shop admins, on the person's request): their e-mail, name, phones, the address lines they typed
 * and a one-person company's name and billing lines are replaced in every table (database function
 * gluegun_erase_person), the audit trail included; their sessions and keys end and their sign-in account is
 * removed. Orders, invoices, credit notes and payments keep every amount. Refused for an admin (revoke first).
 */
export async function erasePerson(ctx: Context, rawId: string) {
  const admin = allowUser(ctx, 'erasePerson');
  const id = normalizeId(rawId);
  if (!id) throw notFound('User');
  if (id === admin.id) throw forbidden('You cannot erase yourself; ask another admin');
  const { user, erasedEmail } = await inTransaction(ctx.db, async (tx) => {
    const found = await tx.user.findUnique({ where: { id } });
    if (!found) throw notFound('User');
    if (found.role === 'ADMIN')
      throw conflict('Take away their admin role first (Revoke admin), then erase them');
    const [row] = await tx.$queryRawUnsafe<Array<{ erased: string }>>(
      'SELECT "gluegun_erase_person"($1::uuid) AS erased',
      id,
    );
    return { user: found, erasedEmail: row.erased };
  });
  await sessionsChanged(ctx);
  if (user.firebaseUid) {
    try {
      await ctx.verifier.deleteAccount(user.firebaseUid);
    } catch (e) {
      // Their shop sessions already ended and their row names nobody: a later sign-in would make a new customer.
      ctx.log.error({ err: e, userId: id }, 'erased a person but could not remove their sign-in account');
    }
  }
  return { userId: id, erasedEmail };
}
