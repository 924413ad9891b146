/**
 * X12 EDI (docs/decisions/075): which ISA sender is which company (set by shop admins), an inbound interchange of
 * 850s made into orders and answered with a 997 and an 855 per order, and the documents kept for shop admins.
 */
import type { Context } from '../../context';
import { allow, allowUser } from '../../auth/access';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { nowOf } from '../../context';
import { Prisma } from '../../generated/prisma/client';
import { EnvelopeError, readInterchange, type Interchange } from '../x12/x12-read';
import { SetRejection, order850 } from './order-850';
import { place850, type Placed } from './place-850';
import {
  functionalAck,
  implementationAck,
  interchangeAck,
  orderAck,
  type GroupVerdict,
} from '../x12/x12-write';
import { invoice810 } from '../x12/x12-invoice';
import { receiveAcknowledgements } from './acknowledgements';
import { change860 } from './change-860';
import { apply860, type Changed } from './apply-860';
import { changeAck865 } from '../x12/x12-change-ack';

/** A unique index refused the row (Prisma's P2002, or PostgreSQL's 23505 through the adapter). */
const isUniqueViolation = (e: unknown) =>
  (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') ||
  (e as { code?: unknown } | null)?.code === '23505';

/** The transaction sets kept: 850, 860 and a partner's 997s or 999s received; 997 or 999, TA1, 855, 865, 856 and 810 sent. */
export const EDI_KINDS: readonly string[] = ['850', '860', '997', '999', 'TA1', '855', '865', '856', '810'];

const QUALIFIER = /^[0-9A-Z]{2}$/;
const SENDER_ID = /^[A-Za-z0-9][A-Za-z0-9 .&_/-]{0,14}$/;

/** Sets (or changes) the ISA sender a company's interchanges carry; shop admins only. */
export async function saveEdiPartner(
  ctx: Context,
  companyId: string,
  input: { qualifier?: unknown; senderId?: unknown; enabled?: unknown; functionalAck?: unknown },
) {
  allow(ctx, 'saveEdiPartner');
  const qualifier = typeof input.qualifier === 'string' ? input.qualifier.trim().toUpperCase() : '';
  const senderId = typeof input.senderId === 'string' ? input.senderId.trim() : '';
  if (!QUALIFIER.test(qualifier))
    throw badInput(
      'qualifier is the ISA05 interchange id qualifier: two letters or digits (ZZ, 01, 12...)',
      'qualifier',
    );
  if (!SENDER_ID.test(senderId))
    throw badInput(
      'senderId is the ISA06 sender id: 1 to 15 letters, digits and . & _ / - or spaces',
      'senderId',
    );
  if (input.enabled !== undefined && input.enabled !== null && typeof input.enabled !== 'boolean')
    throw badInput('enabled must be true or false', 'enabled');
  const enabled = typeof input.enabled === 'boolean' ? input.enabled : true;
  if (
    input.functionalAck !== undefined &&
    input.functionalAck !== null &&
    input.functionalAck !== '997' &&
    input.functionalAck !== '999'
  ) {
    throw badInput(
      'functionalAck is 997 (functional acknowledgement) or 999 (implementation acknowledgement, 005010X231)',
      'functionalAck',
    );
  }
  // Left out, a partner keeps the acknowledgement it takes (a new one takes the 997).
  const functionalAck = (input.functionalAck ?? undefined) as '997' | '999' | undefined;
  if (
    !/^[0-9a-f-]{36}$/i.test(companyId) ||
    !(await ctx.db.company.findUnique({ where: { id: companyId }, select: { id: true } }))
  )
    throw notFound('Company');
  try {
    return await ctx.db.ediPartner.upsert({
      where: { companyId },
      create: { companyId, qualifier, senderId, enabled, functionalAck },
      update: { qualifier, senderId, enabled, functionalAck },
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('Another company is already set up with this ISA sender');
    throw e;
  }
}

/** The documents kept, newest first, for one company or all; shop admins only. */
export async function ediDocuments(
  ctx: Context,
  query: { companyId?: unknown; kind?: unknown; take?: unknown },
) {
  allow(ctx, 'ediDocuments');
  const companyId = typeof query.companyId === 'string' && query.companyId ? query.companyId : undefined;
  if (companyId && !/^[0-9a-f-]{36}$/i.test(companyId))
    throw badInput('companyId must be a company id', 'companyId');
  const kind = typeof query.kind === 'string' && query.kind ? query.kind : undefined;
  if (kind && !EDI_KINDS.includes(kind)) throw badInput(`kind is one of ${EDI_KINDS.join(', ')}`, 'kind');
  const take = query.take === undefined ? 50 : Number(query.take);
  if (!Number.isInteger(take) || take < 1 || take > 200) throw badInput('take must be 1 to 200', 'take');
  return ctx.db.ediDocument.findMany({
    where: { companyId, kind },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
}

const nextControl = async (ctx: Context) =>
  Number((await ctx.db.$queryRaw<Array<{ n: bigint }>>`SELECT nextval('"EdiControlNumber"') AS n`)[0].n);

/** The company behind the ISA sender, which must be the caller's own and turned on; any other is one refusal. */
async function partnerOf(ctx: Context, interchange: Interchange, companyId: string) {
  const partner = await ctx.db.ediPartner.findUnique({
    where: { qualifier_senderId: { qualifier: interchange.senderQualifier, senderId: interchange.senderId } },
  });
  if (!partner || !partner.enabled || partner.companyId !== companyId)
    throw forbidden("This interchange's ISA sender is not set up for EDI with your company");
  return partner;
}

interface SetOutcome {
  control: string;
  poNumber: string | null;
  placed: Placed | null;
  changed: Changed | null;
  refusal: string | null;
}

async function runGroups(ctx: Context, interchange: Interchange) {
  const verdicts: GroupVerdict[] = [];
  const outcomes: SetOutcome[] = [];
  for (const group of interchange.groups) {
    const sets: GroupVerdict['sets'] = [];
    for (const set of group.transactions) {
      let poNumber: string | null = null;
      try {
        if (group.functionalId === 'PC') {
          const change = change860(set);
          poNumber = change.poNumber;
          const changed = await apply860(ctx, change);
          sets.push({ setId: set.setId, control: set.control, accepted: true, ak5: 'A' });
          outcomes.push({ control: set.control, poNumber, placed: null, changed, refusal: null });
          continue;
        }
        if (group.functionalId !== 'PO')
          throw new SetRejection(
            `Functional group ${group.functionalId} is not taken here: send purchase orders (GS01 PO) or change requests (GS01 PC)`,
            '1',
          );
        const order = order850(set);
        poNumber = order.poNumber;
        const placed = await place850(ctx, order);
        sets.push({ setId: set.setId, control: set.control, accepted: true, ak5: 'A' });
        outcomes.push({ control: set.control, poNumber, placed, changed: null, refusal: null });
      } catch (e) {
        if (!(e instanceof SetRejection)) throw e;
        sets.push({
          setId: set.setId,
          control: set.control,
          accepted: false,
          ak5: e.ak5,
          segment: e.segment,
        });
        outcomes.push({ control: set.control, poNumber, placed: null, changed: null, refusal: e.message });
      }
    }
    verdicts.push({ functionalId: group.functionalId, control: group.control, version: group.version, sets });
  }
  return { verdicts, outcomes };
}

/**
 * An inbound interchange: read, matched to the caller's company by its ISA sender, claimed by its control number (a
 * replay loses at the unique index), each 850 placed or refused, and answered. When no set is accepted the claim is
 * let go and nothing is kept, so a corrected interchange may follow.
 */
export async function receiveInterchange(ctx: Context, text: string) {
  const user = allowUser(ctx, 'ediInbound');
  let interchange: Interchange;
  try {
    interchange = readInterchange(text);
  } catch (e) {
    if (e instanceof EnvelopeError) throw await envelopeRefusal(ctx, e);
    throw e;
  }
  const partner = await partnerOf(ctx, interchange, user.companyId);
  // ISA14 1: a TA1 answers the envelope, numbered like every document the shop sends.
  let ta1Control = 0;
  const ta1 = async (accepted: boolean, note: string) =>
    interchange.ta1Requested
      ? interchangeAck(interchange, accepted, note, (ta1Control = await nextControl(ctx)), nowOf(ctx))
      : null;
  if (interchange.groups.some((g) => g.functionalId === 'FA')) {
    const answer = await receiveAcknowledgements(ctx, interchange, partner, text).catch(
      async (e: unknown) => {
        throw await withTa1(e, ta1);
      },
    );
    return { ...answer, interchangeAcknowledgement: await ta1(true, '000') };
  }
  const sender = `${partner.qualifier}:${partner.senderId}`;
  const base = { companyId: partner.companyId, sender, controlNumber: interchange.control };
  let inbound: { id: string };
  try {
    const kind = interchange.groups.every((g) => g.functionalId === 'PC') ? '860' : '850';
    inbound = await ctx.db.ediDocument.create({ data: { ...base, direction: 'IN', kind, content: text } });
  } catch (e) {
    if (isUniqueViolation(e))
      throw await withTa1(
        conflict(`Interchange ${interchange.control} from ${sender} was already received`),
        ta1,
      );
    throw e;
  }
  const answer = await answerInterchange(ctx, interchange, partner, inbound.id);
  const interchangeAcknowledgement = await ta1(true, '000');
  if (interchangeAcknowledgement && answer.accepted > 0) {
    const own = {
      companyId: partner.companyId,
      sender: `${interchange.receiverQualifier}:${interchange.receiverId}`,
      direction: 'OUT',
    };
    await ctx.db.ediDocument.create({
      data: { ...own, kind: 'TA1', controlNumber: String(ta1Control), content: interchangeAcknowledgement },
    });
  }
  return { ...answer, interchangeAcknowledgement };
}

/** A replay refused with the TA1 the sender asked for (note 025: a duplicate interchange control number). */
async function withTa1(e: unknown, ta1: (accepted: boolean, note: string) => Promise<string | null>) {
  if (!(e instanceof AppError) || e.code !== 'CONFLICT') return e;
  const text = await ta1(false, '025');
  return text ? new AppError(e.code, e.message, { ...e.extensions, interchangeAcknowledgement: text }) : e;
}

/**
 * An envelope refused (IEA not repeating ISA13, an ISA element off its fixed width, ...): answered by a TA1 R with the
 * note code saying why, whether or not one was asked for, whenever the ISA names its sender and control number.
 */
async function envelopeRefusal(ctx: Context, e: EnvelopeError) {
  const isa = e.isa?.map((x) => x.trim()) ?? [];
  // A TA1 is addressed back to the ISA's sender: without two qualifiers, ids and a control number to name, none is written.
  if (
    !/^\d{1,9}$/.test(isa[12] ?? '') ||
    !/^[0-9A-Z]{2}$/.test(isa[4] ?? '') ||
    !/^[0-9A-Z]{2}$/.test(isa[6] ?? '') ||
    !isa[5] ||
    !isa[7]
  )
    return e;
  const to: Interchange = {
    senderQualifier: isa[4],
    senderId: isa[5],
    receiverQualifier: isa[6] ?? '',
    receiverId: isa[7] ?? '',
    control: isa[12],
    test: isa[14] === 'T',
    groups: [],
    date: isa[8],
    time: isa[9],
    version: isa[11],
  };
  let text: string;
  try {
    text = interchangeAck(to, false, e.note, await nextControl(ctx), nowOf(ctx));
  } catch {
    return e; // node-x12 refuses to write an envelope from what could be read: the refusal goes without its TA1.
  }
  return new AppError('BAD_USER_INPUT', e.message, { field: 'body', interchangeAcknowledgement: text });
}

/** The claimed interchange's sets run, answered with the partner's functional acknowledgement, and kept or let go. */
async function answerInterchange(
  ctx: Context,
  interchange: Interchange,
  partner: { companyId: string; functionalAck: string },
  inboundId: string,
) {
  const inbound = { id: inboundId };
  let run: Awaited<ReturnType<typeof runGroups>>;
  try {
    run = await runGroups(ctx, interchange);
  } catch (e) {
    await ctx.db.ediDocument.delete({ where: { id: inbound.id } });
    throw e;
  }
  const now = nowOf(ctx);
  const ackControl = await nextControl(ctx);
  const ackKind = partner.functionalAck === '999' ? '999' : '997';
  const acknowledgement =
    ackKind === '999'
      ? implementationAck(interchange, run.verdicts, ackControl, now)
      : functionalAck(interchange, run.verdicts, ackControl, now);
  const accepted = run.outcomes.filter((o) => o.placed);
  const changed = run.outcomes.filter((o) => o.changed);
  const refusals = run.outcomes.filter((o) => !o.placed && !o.changed).map(refusalView);
  if (accepted.length + changed.length === 0) {
    await ctx.db.ediDocument.delete({ where: { id: inbound.id } });
    return {
      accepted: 0,
      interchange: interchange.control,
      acknowledgement,
      orders: [],
      changes: [],
      refusals,
      acknowledged: [],
    };
  }
  const own = {
    companyId: partner.companyId,
    sender: `${interchange.receiverQualifier}:${interchange.receiverId}`,
    direction: 'OUT',
  };
  const first = accepted[0]?.placed ?? changed[0].changed!;
  await ctx.db.ediDocument.update({
    where: { id: inbound.id },
    data: { purchaseOrderId: first.purchaseOrderId, approvalRequestId: first.approvalRequestId },
  });
  await ctx.db.ediDocument.create({
    data: { ...own, kind: ackKind, controlNumber: String(ackControl), content: acknowledgement },
  });
  const orders = [];
  for (const o of accepted) orders.push(await answerOrder(ctx, interchange, o, own, now));
  const changes = [];
  for (const o of changed) changes.push(await answerChange(ctx, interchange, o, own, now));
  return {
    accepted: accepted.length + changed.length,
    interchange: interchange.control,
    acknowledgement,
    orders,
    changes,
    refusals,
    acknowledged: [],
  };
}

/** An 860's 865: each change taken or refused with its reason; kept with the order it changed. */
async function answerChange(
  ctx: Context,
  interchange: Interchange,
  o: SetOutcome,
  own: { companyId: string; sender: string; direction: string },
  now: Date,
) {
  const { purchaseOrderId, approvalRequestId, answer } = o.changed!;
  const control = await nextControl(ctx);
  const acknowledgement = changeAck865(interchange, answer, control, now);
  await ctx.db.ediDocument.create({
    data: {
      ...own,
      purchaseOrderId,
      approvalRequestId,
      kind: '865',
      controlNumber: String(control),
      content: acknowledgement,
    },
  });
  const taken =
    answer.purpose === 'CANCEL' ? Number(answer.cancelled) : answer.lines.filter((l) => l.accepted).length;
  const reasons =
    answer.purpose === 'CANCEL'
      ? [answer.cancelReason]
      : answer.lines.map((l) => l.reason && `POC ${l.assignedId} ${l.code}: ${l.reason}`);
  return {
    transactionSet: o.control,
    poNumber: o.poNumber,
    purchaseOrderId,
    approvalRequestId,
    cancellation: answer.purpose === 'CANCEL',
    taken,
    refused: (answer.purpose === 'CANCEL' ? 1 : answer.lines.length) - taken,
    reasons: reasons.filter((r): r is string => Boolean(r)),
    acknowledgement,
  };
}

/** An accepted 850's 855, and its 810 when the order was placed (one waiting for approval has no invoice yet); both kept. */
async function answerOrder(
  ctx: Context,
  interchange: Interchange,
  o: SetOutcome,
  own: { companyId: string; sender: string; direction: string },
  now: Date,
) {
  const placed = o.placed!;
  const made = { purchaseOrderId: placed.purchaseOrderId, approvalRequestId: placed.approvalRequestId };
  const control = await nextControl(ctx);
  const acknowledgement = orderAck(interchange, o.poNumber!, placed.reference, placed.lines, control, now);
  await ctx.db.ediDocument.create({
    data: { ...own, ...made, kind: '855', controlNumber: String(control), content: acknowledgement },
  });
  let invoice: string | null = null;
  if (placed.purchaseOrderId) {
    const po = await ctx.db.purchaseOrder.findUniqueOrThrow({
      where: { id: placed.purchaseOrderId },
      include: { lines: true },
    });
    const invoiceControl = await nextControl(ctx);
    invoice = invoice810(interchange, po, invoiceControl, now);
    await ctx.db.ediDocument.create({
      data: { ...own, ...made, kind: '810', controlNumber: String(invoiceControl), content: invoice },
    });
  }
  return { transactionSet: o.control, poNumber: o.poNumber, ...made, acknowledgement, invoice };
}

const refusalView = (o: SetOutcome) => ({
  transactionSet: o.control,
  poNumber: o.poNumber,
  reason: o.refusal ?? '',
});
