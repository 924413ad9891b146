/**
 * Scheduled-order e-mails (docs/decisions/077, 122), read as the schedule is now: the reminder before a run (not sent once
 * that run was skipped, paused or stopped meanwhile), and the run's result with each line added or not and why.
 * Both go to the schedule's owner while they are in the company, with a link to the list's page; a result for a
 * schedule whose owner left goes to the company's admins instead, saying it stopped. A pause, resume or skip (by the
 * owner or anyone else allowed) tells the owner what changed, who changed it and when the next run is.
 */
import { formatCents, formatDay } from '@gluegun/common';
import type { AppDeps } from '../../context';
import type { OutboxEvent } from '../../generated/prisma/client';
import type { MailSender } from './mail-thread';
import { page } from './templates';
import type { LineOutcome } from '../order-lists/add-lines';
import { ruleText } from '../order-lists/rules';

type Transport = Pick<MailSender, 'send'>;

export function renderScheduleEmail(
  kind: 'reminder' | 'result',
  f: {
    listName: string;
    runOn: string;
    rule: string;
    url: string;
    message?: string;
    lines: Array<
      Pick<LineOutcome, 'sku' | 'productName' | 'quantity' | 'added' | 'reason' | 'lineTotalCents'>
    >;
  },
  shopName: string,
  sellerEmail: string,
) {
  const day = formatDay(new Date(`${f.runOn}T00:00:00Z`));
  const subject =
    kind === 'reminder'
      ? `Your scheduled order "${f.listName}" is placed on ${day}`
      : `Your scheduled order "${f.listName}": ${f.message ?? ''}`.slice(0, 200);
  const heading = kind === 'reminder' ? 'A scheduled order is coming up' : 'Your scheduled order ran';
  const intro =
    kind === 'reminder'
      ? [
          `We will order the list "${f.listName}" for you on ${day} (${f.rule.toLowerCase()}).`,
          `To change quantities, skip this run or pause the schedule: ${f.url}`,
        ]
      : [f.message ?? '', `The list and its schedule: ${f.url}`];
  const lineText = f.lines.map(
    (l) =>
      `${l.sku} ${l.productName}, ${l.quantity} units: ${kind === 'reminder' ? 'on the list' : l.added ? `added${l.lineTotalCents !== null ? ` (${formatCents(l.lineTotalCents)})` : ''}` : `not ordered: ${l.reason}`}`,
  );
  const summary: Array<[string, string]> = [
    ['List', f.listName],
    ['Run day', day],
    ['Schedule', f.rule],
  ];
  const text = [
    heading,
    '',
    ...intro,
    '',
    ...summary.map(([k, v]) => `${k}: ${v}`),
    '',
    ...lineText,
    '',
    shopName,
    sellerEmail,
  ].join('\n');
  const rows = `<ul>${lineText.map((t) => `<li>${t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</li>`).join('')}</ul>`;
  return { subject, text, html: page(shopName, sellerEmail, { subject, heading, intro, summary }, rows) };
}

export interface ScheduleChange {
  change: 'PAUSED' | 'RESUMED' | 'SKIPPED';
  by: string;
  nextRunOn: string | null;
  paused: boolean;
  skippedOn?: string;
}

const dayWords = (d: string) => formatDay(new Date(`${d}T00:00:00Z`));

export function renderScheduleChangeEmail(
  f: ScheduleChange & { listName: string; rule: string; url: string },
  shopName: string,
  sellerEmail: string,
) {
  const what =
    f.change === 'SKIPPED'
      ? `the run on ${dayWords(f.skippedOn ?? '')} was skipped`
      : f.change === 'PAUSED'
        ? 'it was paused'
        : 'it was resumed';
  const subject = `Your scheduled order "${f.listName}": ${what}`.slice(0, 200);
  const next = f.paused
    ? 'none while the schedule is paused'
    : f.nextRunOn
      ? dayWords(f.nextRunOn)
      : 'none: the schedule has reached its end day';
  const heading =
    f.change === 'SKIPPED'
      ? 'A scheduled run was skipped'
      : f.change === 'PAUSED'
        ? 'Your scheduled order is paused'
        : 'Your scheduled order is running again';
  const intro = [
    `The schedule of the list "${f.listName}" changed: ${what} by ${f.by}.`,
    f.paused
      ? `Nothing is ordered until it is resumed: ${f.url}`
      : `To change quantities, skip a run or pause the schedule: ${f.url}`,
  ];
  const summary: Array<[string, string]> = [
    ['List', f.listName],
    ['Schedule', f.rule],
    ['Next run', next],
  ];
  const text = [
    heading,
    '',
    ...intro,
    '',
    ...summary.map(([k, v]) => `${k}: ${v}`),
    '',
    shopName,
    sellerEmail,
  ].join('\n');
  return { subject, text, html: page(shopName, sellerEmail, { subject, heading, intro, summary }, '') };
}

/** The owner's e-mail about a pause, resume or skip: the state as it was changed (the event's payload). */
async function sendChangeEmail(deps: AppDeps, transport: Transport, event: OutboxEvent, messageId: string) {
  const payload = event.payload as unknown as Partial<ScheduleChange>;
  const schedule = await deps.db.orderSchedule.findUnique({
    where: { id: event.resourceId },
    include: { list: { select: { name: true, companyId: true } } },
  });
  if (!schedule || !payload.change || !payload.by) return; // removed since
  const owner = await deps.db.user.findUnique({
    where: { id: schedule.ownerId },
    select: { email: true, companyId: true },
  });
  if (!owner || owner.companyId !== schedule.list.companyId) return; // the owner left: nobody's orders change
  const mail = renderScheduleChangeEmail(
    {
      change: payload.change,
      by: payload.by,
      nextRunOn: payload.nextRunOn ?? null,
      paused: payload.paused === true,
      skippedOn: payload.skippedOn,
      listName: schedule.list.name,
      rule: ruleText(schedule),
      url: `${deps.config.notify.shopUrl}/my-order-lists/${schedule.listId}`,
    },
    deps.config.seller.name,
    deps.config.seller.email,
  );
  await transport.send({
    from: deps.config.notify.mailFrom,
    to: [owner.email],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId,
  });
  deps.log.info(
    { kind: event.type, eventId: event.eventId, scheduleId: schedule.id, recipients: 1 },
    'e-mail sent',
  );
}

export async function sendScheduleEmail(
  deps: AppDeps,
  transport: Transport,
  event: OutboxEvent,
  messageId: string,
) {
  if (event.type === 'order_schedule.changed') return sendChangeEmail(deps, transport, event, messageId);
  const payload = event.payload as { listId?: string; runOn?: string; message?: string };
  const schedule = await deps.db.orderSchedule.findUnique({
    where: { id: event.resourceId },
    include: { list: { include: { lines: { orderBy: { position: 'asc' } } } } },
  });
  if (!schedule || !payload.runOn) return; // removed since
  const reminder = event.type === 'order_schedule.reminder';
  const runOn = new Date(`${payload.runOn}T00:00:00Z`);
  if (
    reminder &&
    (schedule.paused || schedule.stoppedReason || schedule.nextRunOn?.getTime() !== runOn.getTime())
  )
    return; // skipped, paused or stopped since
  const owner = await deps.db.user.findUnique({
    where: { id: schedule.ownerId },
    select: { email: true, companyId: true },
  });
  const ownerStayed = owner !== null && owner.companyId === schedule.list.companyId;
  const to = ownerStayed
    ? [owner!.email]
    : reminder
      ? []
      : (
          await deps.db.user.findMany({
            where: { companyId: schedule.list.companyId, companyRole: 'COMPANY_ADMIN' },
            select: { email: true },
          })
        ).map((u) => u.email);
  if (to.length === 0) return;
  let lines: Parameters<typeof renderScheduleEmail>[1]['lines'];
  if (reminder) {
    const products = await deps.db.product.findMany({
      where: { id: { in: schedule.list.lines.map((l) => l.productId) } },
      select: { id: true, sku: true, name: true },
    });
    lines = schedule.list.lines.map((l) => {
      const p = products.find((x) => x.id === l.productId);
      return {
        sku: p?.sku ?? '',
        productName: p?.name ?? '',
        quantity: l.scheduleQuantity ?? l.quantity,
        added: false,
        reason: null,
        lineTotalCents: null,
      };
    });
  } else {
    const run = await deps.db.orderScheduleRun.findUnique({
      where: { scheduleId_runOn_kind: { scheduleId: schedule.id, runOn, kind: 'RUN' } },
    });
    lines = (run?.lines ?? []) as unknown as LineOutcome[];
  }
  const mail = renderScheduleEmail(
    reminder ? 'reminder' : 'result',
    {
      listName: schedule.list.name,
      runOn: payload.runOn,
      rule: ruleText(schedule),
      url: `${deps.config.notify.shopUrl}/my-order-lists/${schedule.listId}`,
      message: payload.message,
      lines,
    },
    deps.config.seller.name,
    deps.config.seller.email,
  );
  await transport.send({
    from: deps.config.notify.mailFrom,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId,
  });
  deps.log.info(
    { kind: event.type, eventId: event.eventId, scheduleId: schedule.id, recipients: to.length },
    'e-mail sent',
  );
}
