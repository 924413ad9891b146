/**
 * X12 EDI (docs/decisions/075): which ISA sender is which company (set by shop admins), an inbound interchange of
 * 850s made into orders and answered with a 997 and an 855 per order, and the documents kept for shop admins.
 */
import type { Context } from '../../context';
import { allow, allowUser } from '../../auth/access';
import { badInput, conflict, forbidden, notFound } from '../../errors';
import { nowOf } from '../../context';
import { Prisma } from '../../generated/prisma/client';
import { readInterchange, type Interchange } from '../x12/x12-read';
import { SetRejection, order850 } from './order-850';
import { place850, type Placed } from './place-850';
import { functionalAck, orderAck, type GroupVerdict } from '../x12/x12-write';
import { invoice810 } from '../x12/x12-invoice';
import { receiveAcknowledgements } from './acknowledgements';
import { change860 } from './change-860';
import { apply860, type Changed } from './apply-860';
import { changeAck865 } from '../x12/x12-change-ack';

/** A unique index refused the row (Prisma's P2002, or PostgreSQL's 23505 through the adapter). */
const isUniqueViolation = (e: unknown) => (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') || (e as { code?: unknown } | null)?.code === '23505';

/** The transaction sets kept: 850 and 860 received; 997, 855, 865, 856 and 810 sent. */
export const EDI_KINDS: readonly string[] = ['850', '860', '997', '855', '865', '856', '810'];

const QUALIFIER = /^[0-9A-Z]{2}$/;
const SENDER_ID = /^[A-Za-z0-9][A-Za-z0-9 .&_/-]{0,14}$/;

/** Sets (or changes) the ISA sender a company's interchanges carry; shop admins only. */
export async function saveEdiPartner(ctx: Context, companyId: string, input: { qualifier?: unknown; senderId?: unknown; enabled?: unknown }) {
  allow(ctx, 'saveEdiPartner');
  const qualifier = typeof input.qualifier === 'string' ? input.qualifier.trim().toUpperCase() : '';
  const senderId = typeof input.senderId === 'string' ? input.senderId.trim() : '';
  if (!QUALIFIER.test(qualifier)) throw badInput('qualifier is the ISA05 interchange id qualifier: two letters or digits (ZZ, 01, 12...)', 'qualifier');
  if (!SENDER_ID.test(senderId)) throw badInput('senderId is the ISA06 sender id: 1 to 15 letters, digits and . & _ / - or spaces', 'senderId');
  if (input.enabled !== undefined && input.enabled !== null && typeof input.enabled !== 'boolean') throw badInput('enabled must be true or false', 'enabled');
  const enabled = typeof input.enabled === 'boolean' ? input.enabled : true;
  if (!/^[0-9a-f-]{36}$/i.test(companyId) || !(await ctx.db.company.findUnique({ where: { id: companyId }, select: { id: true } }))) throw notFound('Company');
  try {
    return await ctx.db.ediPartner.upsert({ where: { companyId }, create: { companyId, qualifier, senderId, enabled }, update: { qualifier, senderId, enabled } });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('Another company is already set up with this ISA sender');
    throw e;
  }
}

/** The documents kept, newest first, for one company or all; shop admins only. */
export async function ediDocuments(ctx: Context, query: { companyId?: unknown; kind?: unknown; take?: unknown }) {
  allow(ctx, 'ediDocuments');
  const companyId = typeof query.companyId === 'string' && query.companyId ? query.companyId : undefined;
  if (companyId && !/^[0-9a-f-]{36}$/i.test(companyId)) throw badInput('companyId must be a company id', 'companyId');
  const kind = typeof query.kind === 'string' && query.kind ? query.kind : undefined;
  if (kind && !EDI_KINDS.includes(kind)) throw badInput(`kind is one of ${EDI_KINDS.join(', ')}`, 'kind');
  const take = query.take === undefined ? 50 : Number(query.take);
  if (!Number.isInteger(take) || take < 1 || take > 200) throw badInput('take must be 1 to 200', 'take');
  return ctx.db.ediDocument.findMany({ where: { companyId, kind }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take });
}

const nextControl = async (ctx: Context) => Number((await ctx.db.$queryRaw<Array<{ n: bigint }>>`SELECT nextval('"EdiControlNumber"') AS n`)[0].n);

/** The company behind the ISA sender, which must be the caller's own and turned on; any other is one refusal. */
async function partnerOf(ctx: Context, interchange: Interchange, companyId: string) {
  const partner = await ctx.db.ediPartner.findUnique({ where: { qualifier_senderId: { qualifier: interchange.senderQualifier, senderId: interchange.senderId } } });
  if (!partner || !partner.enabled || partner.companyId !== companyId) throw forbidden('This interchange\'s ISA sender is not set up for EDI with your company');
  return partner;
}

interface SetOutcome { control: string; poNumber: string | null; placed: Placed | null; changed: Changed | null; refusal: string | null }

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
        if (group.functionalId !== 'PO') throw new SetRejection(`Functional group ${group.functionalId} is not taken here: send purchase orders (GS01 PO) or change requests (GS01 PC)`, '1');
        const order = order850(set);
        poNumber = order.poNumber;
        const placed = await place850(ctx, order);
        sets.push({ setId: set.setId, control: set.control, accepted: true, ak5: 'A' });
        outcomes.push({ control: set.control, poNumber, placed, changed: null, refusal: null });
      } catch (e) {
        if (!(e instanceof SetRejection)) throw e;
        sets.push({ setId: set.setId, control: set.control, accepted: false, ak5: e.ak5, segment: e.segment });
        outcomes.push({ control: set.control, poNumber, placed: null, changed: null, refusal: e.message });
      }
    }
    verdicts.push({ functionalId: group.functionalId, control: group.control, sets });
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
  const interchange = readInterchange(text);
  const partner = await partnerOf(ctx, interchange, user.companyId);
  if (interchange.groups.some((g) => g.functionalId === 'FA')) return receiveAcknowledgements(ctx, interchange, partner, text);
  const sender = `${partner.qualifier}:${partner.senderId}`;
  const base = { companyId: partner.companyId, sender, controlNumber: interchange.control };
  let inbound: { id: string };
  try {
    const kind = interchange.groups.every((g) => g.functionalId === 'PC') ? '860' : '850';
    inbound = await ctx.db.ediDocument.create({ data: { ...base, direction: 'IN', kind, content: text } });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(`Interchange ${interchange.control} from ${sender} was already received`);
    throw e;
  }
  let run: Awaited<ReturnType<typeof runGroups>>;
  try {
    run = await runGroups(ctx, interchange);
  } catch (e) {
    await ctx.db.ediDocument.delete({ where: { id: inbound.id } });
    throw e;
  }
  const now = nowOf(ctx);
  const ackControl = await nextControl(ctx);
  const acknowledgement = functionalAck(interchange, run.verdicts, ackControl, now);
  const accepted = run.outcomes.filter((o) => o.placed);
  const changed = run.outcomes.filter((o) => o.changed);
  const refusals = run.outcomes.filter((o) => !o.placed && !o.changed).map(refusalView);
  if (accepted.length + changed.length === 0) {
    await ctx.db.ediDocument.delete({ where: { id: inbound.id } });
    return { accepted: 0, interchange: interchange.control, acknowledgement, orders: [], changes: [], refusals, acknowledged: [] };
  }
  const own = { companyId: partner.companyId, sender: `${interchange.receiverQualifier}:${interchange.receiverId}`, direction: 'OUT' };
  const first = accepted[0]?.placed ?? changed[0].changed!;
  await ctx.db.ediDocument.update({ where: { id: inbound.id }, data: { purchaseOrderId: first.purchaseOrderId, approvalRequestId: first.approvalRequestId } });
  await ctx.db.ediDocument.create({ data: { ...own, kind: '997', controlNumber: String(ackControl), content: acknowledgement } });
  const orders = [];
  for (const o of accepted) orders.push(await answerOrder(ctx, interchange, o, own, now));
  const changes = [];
  for (const o of changed) changes.push(await answerChange(ctx, interchange, o, own, now));
  return { accepted: accepted.length + changed.length, interchange: interchange.control, acknowledgement, orders, changes, refusals, acknowledged: [] };
}

/** An 860's 865: each change taken or refused with its reason; kept with the order it changed. */
async function answerChange(ctx: Context, interchange: Interchange, o: SetOutcome, own: { companyId: string; sender: string; direction: string }, now: Date) {
  const { purchaseOrderId, approvalRequestId, answer } = o.changed!;
  const control = await nextControl(ctx);
  const acknowledgement = changeAck865(interchange, answer, control, now);
  await ctx.db.ediDocument.create({ data: { ...own, purchaseOrderId, approvalRequestId, kind: '865', controlNumber: String(control), content: acknowledgement } });
  const taken = answer.purpose === 'CANCEL' ? Number(answer.cancelled) : answer.lines.filter((l) => l.accepted).length;
  const reasons = answer.purpose === 'CANCEL' ? [answer.cancelReason] : answer.lines.map((l) => l.reason && `POC ${l.assignedId} ${l.code}: ${l.reason}`);
  return {
    transactionSet: o.control, poNumber: o.poNumber, purchaseOrderId, approvalRequestId, cancellation: answer.purpose === 'CANCEL',
    taken, refused: (answer.purpose === 'CANCEL' ? 1 : answer.lines.length) - taken, reasons: reasons.filter((r): r is string => Boolean(r)), acknowledgement,
  };
}

/** An accepted 850's 855, and its 810 when the order was placed (one waiting for approval has no invoice yet); both kept. */
async function answerOrder(ctx: Context, interchange: Interchange, o: SetOutcome, own: { companyId: string; sender: string; direction: string }, now: Date) {
  const placed = o.placed!;
  const made = { purchaseOrderId: placed.purchaseOrderId, approvalRequestId: placed.approvalRequestId };
  const control = await nextControl(ctx);
  const acknowledgement = orderAck(interchange, o.poNumber!, placed.reference, placed.lines, control, now);
  await ctx.db.ediDocument.create({ data: { ...own, ...made, kind: '855', controlNumber: String(control), content: acknowledgement } });
  let invoice: string | null = null;
  if (placed.purchaseOrderId) {
    const po = await ctx.db.purchaseOrder.findUniqueOrThrow({ where: { id: placed.purchaseOrderId }, include: { lines: true } });
    const invoiceControl = await nextControl(ctx);
    invoice = invoice810(interchange, po, invoiceControl, now);
    await ctx.db.ediDocument.create({ data: { ...own, ...made, kind: '810', controlNumber: String(invoiceControl), content: invoice } });
  }
  return { transactionSet: o.control, poNumber: o.poNumber, ...made, acknowledgement, invoice };
}

const refusalView = (o: SetOutcome) => ({ transactionSet: o.control, poNumber: o.poNumber, reason: o.refusal ?? '' });
