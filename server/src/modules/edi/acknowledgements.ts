/**
 * A partner's 997s, or 999s, for the documents the shop sent (docs/decisions/087, 119): each AK1 names one of our
 * groups by its functional id and control number (our GS06, the same as our ISA13), and AK9 says whether it was taken.
 * The document sent is marked with that verdict, in words per set (a 997's AK5, a 999's IK5); the acknowledgement is
 * kept beside it. It is never answered (X12 does not acknowledge acknowledgements), and one naming no document of
 * ours changes nothing.
 */
import type { Context } from '../../context';
import { nowOf } from '../../context';
import { badInput, conflict } from '../../errors';
import { inTransaction } from '../../db/retry';
import { Prisma } from '../../generated/prisma/client';
import type { EdiPartner } from '../../generated/prisma/client';
import type { Interchange, TransactionSet } from '../x12/x12-read';

/** Our groups' functional ids and the documents they carry; a 997 of ours is never acknowledged. */
const KIND_OF: Record<string, string> = { PR: '855', SH: '856', IN: '810' };

/** AK9-01 as a status; M, W and X (rejected for security or syntax reasons) are rejections. */
const STATUS_OF: Record<string, string> = {
  A: 'ACCEPTED',
  E: 'ACCEPTED_WITH_ERRORS',
  P: 'PARTLY_ACCEPTED',
  R: 'REJECTED',
  M: 'REJECTED',
  W: 'REJECTED',
  X: 'REJECTED',
};

/** A set's error codes in words: a 997's AK5 (X12 718), and a 999's IK5 (X12 618), which adds the I codes. */
const AK5_WORDS: Record<string, string> = {
  1: 'transaction set not supported',
  2: 'trailer missing',
  3: 'control numbers in header and trailer do not match',
  4: 'segment count does not match',
  5: 'one or more segments in error',
  6: 'missing or invalid transaction set identifier',
  7: 'missing or invalid transaction set control number',
  18: 'transaction set not in the functional group',
  19: 'invalid implementation convention reference',
  23: 'control number not unique within the group',
  I5: 'implementation: one or more segments in error',
  I6: 'implementation convention not supported',
};

/** The acknowledgements a partner may send in a functional group FA, and the segment that gives each set's verdict. */
const VERDICT_OF: Record<string, string> = { '997': 'AK5', '999': 'IK5' };

/** A unique index refused the row (Prisma's P2002, or PostgreSQL's 23505 through the adapter). */
const isUniqueViolation = (e: unknown) =>
  (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') ||
  (e as { code?: unknown } | null)?.code === '23505';

export interface Acknowledged {
  transactionSet: string;
  kind: string;
  groupControl: string;
  status: string;
  note: string;
  documentId: string;
}
export interface AckRefusal {
  transactionSet: string;
  poNumber: null;
  reason: string;
}

const setWords = (code: string, errors: string[]) => {
  const state = code === 'A' ? 'accepted' : code === 'E' ? 'accepted with errors' : 'rejected';
  const why = errors.filter(Boolean).map((e) => AK5_WORDS[e] ?? `error code ${e}`);
  return why.length ? `${state}: ${why.join(', ')}` : state;
};

/** One 997 or 999 set read: the group it answers, its verdict, and what it says of each set in words. */
function readAcknowledgement(set: TransactionSet) {
  const verdict = VERDICT_OF[set.setId];
  const ak1 = set.segments.find((s) => s.tag === 'AK1');
  const ak9 = set.segments.find((s) => s.tag === 'AK9');
  if (!ak1 || !ak1.el[0] || !/^\d{1,9}$/.test(ak1.el[1] ?? ''))
    throw new Error('it has no AK1 naming a group (functional id and control number)');
  if (!ak9 || !STATUS_OF[ak9.el[0]]) throw new Error('it has no AK9 with A, E, P or R');
  const notes: string[] = [];
  let current = '';
  for (const s of set.segments) {
    if (s.tag === 'AK2') current = s.el[1] ?? '';
    if (s.tag === verdict) notes.push(`set ${current || '?'} ${setWords(s.el[0], s.el.slice(1))}`);
  }
  return {
    functionalId: ak1.el[0],
    groupControl: String(Number(ak1.el[1])),
    status: STATUS_OF[ak9.el[0]],
    note: notes.join('; '),
  };
}

/**
 * An interchange of 997s or 999s from `partner`: each matched to the document of ours it names and recorded on it,
 * with the interchange kept (as a 999 when it holds only 999s); none matched is a refusal that keeps nothing. A
 * replayed interchange loses at the unique index.
 */
export async function receiveAcknowledgements(
  ctx: Context,
  interchange: Interchange,
  partner: EdiPartner,
  text: string,
) {
  if (interchange.groups.some((g) => g.functionalId !== 'FA')) {
    throw badInput(
      'Send 997 or 999 acknowledgements (GS01 FA) in an interchange of their own, without purchase orders',
      'body',
    );
  }
  const matched: Array<Omit<Acknowledged, 'documentId'> & { id: string }> = [];
  const refusals: AckRefusal[] = [];
  for (const set of interchange.groups.flatMap((g) => g.transactions)) {
    try {
      if (!VERDICT_OF[set.setId])
        throw new Error(`a functional group FA carries 997s or 999s, not ${set.setId}`);
      if (set.trailerFault) throw new Error(set.trailerFault.message);
      const ack = readAcknowledgement(set);
      const kind = KIND_OF[ack.functionalId];
      if (!kind)
        throw new Error(
          `it answers a ${ack.functionalId} group, and the shop sends only PR (855), SH (856) and IN (810)`,
        );
      const doc = await ctx.db.ediDocument.findFirst({
        where: { companyId: partner.companyId, direction: 'OUT', kind, controlNumber: ack.groupControl },
        select: { id: true },
      });
      if (!doc) throw new Error(`no ${kind} was sent to you with group control number ${ack.groupControl}`);
      matched.push({
        transactionSet: set.control,
        kind,
        groupControl: ack.groupControl,
        status: ack.status,
        note: ack.note,
        id: doc.id,
      });
    } catch (e) {
      refusals.push({
        transactionSet: set.control,
        poNumber: null,
        reason: `${VERDICT_OF[set.setId] ? set.setId : 'Set'} ${set.control} was not taken: ${(e as Error).message}`,
      });
    }
  }
  const answer = {
    interchange: interchange.control,
    acknowledgement: null,
    orders: [],
    changes: [],
    refusals,
  };
  if (matched.length === 0) return { ...answer, accepted: 0, acknowledged: [] as Acknowledged[] };
  const now = nowOf(ctx);
  const sets = interchange.groups.flatMap((g) => g.transactions);
  const keptKind = sets.every((s) => s.setId === '999') ? '999' : '997';
  const sender = `${partner.qualifier}:${partner.senderId}`;
  await inTransaction(ctx.db, async (tx) => {
    const kept = await tx.ediDocument.create({
      data: {
        companyId: partner.companyId,
        direction: 'IN',
        kind: keptKind,
        sender,
        controlNumber: interchange.control,
        content: text,
      },
    });
    for (const m of matched) {
      await tx.ediDocument.update({
        where: { id: m.id },
        data: { ackStatus: m.status, acknowledgedAt: now, ackDocumentId: kept.id, ackNote: m.note || null },
      });
    }
  }).catch((e: unknown) => {
    if (isUniqueViolation(e))
      throw conflict(`Interchange ${interchange.control} from ${sender} was already received`);
    throw e;
  });
  return {
    ...answer,
    accepted: matched.length,
    acknowledged: matched.map(({ id, ...m }) => ({ ...m, documentId: id })),
  };
}
