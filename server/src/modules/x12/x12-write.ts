/**
 * The shop's X12 answers (docs/decisions/075), written with node-x12's generator: a 997 functional acknowledgement
 * for every group received, and an 855 purchase order acknowledgement for each order made. The envelope mirrors the
 * one received: the buyer's receiver id is the shop's sender id, and the buyer is the receiver.
 */
import { JSEDINotation, X12Generator, X12Interchange, X12Segment } from 'node-x12';
import type { Interchange } from './x12-read';

const OPTIONS = {
  elementDelimiter: '*',
  segmentTerminator: '~',
  subElementDelimiter: '>',
  endOfLine: '\n',
  format: true,
};

export interface SetVerdict {
  setId: string;
  control: string;
  accepted: boolean;
  ak5: string;
  segment?: { tag: string; position: number };
}
export interface GroupVerdict {
  functionalId: string;
  control: string;
  version?: string;
  sets: SetVerdict[];
}
export interface AcceptedLine {
  assignedId: string;
  quantity: number;
  unit: string;
  unitPriceCents: number;
  sku: string;
  buyerReference: string | null;
}

const pad = (s: string, n: number) => s.slice(0, n).padEnd(n, ' ');
const two = (n: number) => String(n).padStart(2, '0');
const yymmdd = (d: Date) =>
  `${two(d.getUTCFullYear() % 100)}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}`;
export const ccyymmdd = (d: Date) => `${d.getUTCFullYear()}${yymmdd(d).slice(2)}`;
const hhmm = (d: Date) => `${two(d.getUTCHours())}${two(d.getUTCMinutes())}`;
export const money = (cents: number) => `${Math.trunc(cents / 100)}.${two(cents % 100)}`;

/** The ISA answering `to`, numbered `control`: its receiver is the shop, its sender the partner. */
const isaAnswering = (to: Interchange, control: number, now: Date, version: string) => [
  '00',
  pad('', 10),
  '00',
  pad('', 10),
  to.receiverQualifier,
  pad(to.receiverId, 15),
  to.senderQualifier,
  pad(to.senderId, 15),
  yymmdd(now),
  hhmm(now),
  version === '00501' ? '^' : 'U',
  version,
  String(control).padStart(9, '0'),
  '0',
  to.test ? 'T' : 'P',
  '>',
];

/** 004010 for every document; the 999 is 005010's (X231), with its ISA11 repetition separator. */
const VERSIONS = {
  '004010': { isa: '00401', gs: '004010' },
  '005010X231A1': { isa: '00501', gs: '005010X231A1' },
} as const;

/** A JSEDI interchange and group answering `to`, numbered `control` (ISA13 and GS06). */
export function envelope(
  to: Interchange,
  control: number,
  functionalId: 'FA' | 'PR' | 'IN' | 'SH' | 'CA',
  now: Date,
  version: keyof typeof VERSIONS = '004010',
) {
  const jsen = new JSEDINotation(isaAnswering(to, control, now, VERSIONS[version].isa), OPTIONS);
  const group = jsen.addFunctionalGroup([
    functionalId,
    to.receiverId,
    to.senderId,
    ccyymmdd(now),
    hhmm(now),
    String(control),
    'X',
    VERSIONS[version].gs,
  ]);
  return { jsen, group };
}

export const generate = (jsen: JSEDINotation) => new X12Generator(jsen, OPTIONS).toString();

/** A 997: per group received AK1, per set AK2 (AK3 for the segment at fault) and AK5, then AK9 with the counts. */
export function functionalAck(to: Interchange, verdicts: GroupVerdict[], control: number, now: Date): string {
  const { jsen, group } = envelope(to, control, 'FA', now);
  verdicts.forEach((g, i) => {
    const set = group.addTransaction(['997', String(i + 1).padStart(4, '0')]);
    set.addSegment('AK1', [g.functionalId, g.control]);
    for (const s of g.sets) {
      set.addSegment('AK2', [s.setId, s.control]);
      if (!s.accepted && s.segment)
        set.addSegment('AK3', [s.segment.tag, String(s.segment.position), '', '8']);
      set.addSegment('AK5', s.accepted ? ['A'] : ['R', s.ak5]);
    }
    const accepted = g.sets.filter((s) => s.accepted).length;
    const code = accepted === g.sets.length ? 'A' : accepted === 0 ? 'R' : 'P';
    set.addSegment('AK9', [code, String(g.sets.length), String(g.sets.length), String(accepted)]);
  });
  return generate(jsen);
}

/**
 * A 999 implementation acknowledgement (005010X231A1) for partners set up for it: per group AK1 (with the version it
 * was written in), per set AK2, IK3 for the segment at fault (IK304 8: it has data element errors) and IK5, then AK9.
 */
export function implementationAck(
  to: Interchange,
  verdicts: GroupVerdict[],
  control: number,
  now: Date,
): string {
  const { jsen, group } = envelope(to, control, 'FA', now, '005010X231A1');
  verdicts.forEach((g, i) => {
    const set = group.addTransaction(['999', String(i + 1).padStart(4, '0'), '005010X231A1']);
    set.addSegment('AK1', [g.functionalId, g.control, ...(g.version ? [g.version] : [])]);
    for (const s of g.sets) {
      set.addSegment('AK2', [s.setId, s.control]);
      if (!s.accepted && s.segment)
        set.addSegment('IK3', [s.segment.tag, String(s.segment.position), '', '8']);
      set.addSegment('IK5', s.accepted ? ['A'] : ['R', s.ak5]);
    }
    const accepted = g.sets.filter((s) => s.accepted).length;
    const code = accepted === g.sets.length ? 'A' : accepted === 0 ? 'R' : 'P';
    set.addSegment('AK9', [code, String(g.sets.length), String(g.sets.length), String(accepted)]);
  });
  return generate(jsen);
}

/**
 * A TA1 interchange acknowledgement: the received ISA13, date and time, A (accepted) or R (rejected) and the note
 * code (X12 I18: 000 no error, 001 control numbers differ, 025 a duplicate, ...), alone in an interchange of no group.
 * node-x12's generator writes no interchange without a group, so its interchange and segment write the three parts.
 */
export function interchangeAck(
  to: Interchange,
  accepted: boolean,
  note: string,
  control: number,
  now: Date,
): string {
  const interchange = new X12Interchange(OPTIONS);
  interchange.setHeader(isaAnswering(to, control, now, to.version === '00501' ? '00501' : '00401'));
  const ta1 = new X12Segment('TA1', OPTIONS);
  ta1.setElements([
    String(to.control).padStart(9, '0'),
    to.date ?? '',
    to.time ?? '',
    accepted ? 'A' : 'R',
    note,
  ]);
  return [interchange.header, ta1, interchange.trailer]
    .map((s) => s.toString(OPTIONS))
    .join(OPTIONS.endOfLine);
}

/** An 855 for one order: BAK (acknowledged with detail, the buyer's PO number, the shop's order), each line at the shop's price. */
export function orderAck(
  to: Interchange,
  poNumber: string,
  shopReference: string,
  lines: AcceptedLine[],
  control: number,
  now: Date,
): string {
  const { jsen, group } = envelope(to, control, 'PR', now);
  const set = group.addTransaction(['855', '0001']);
  set.addSegment('BAK', ['00', 'AD', poNumber, ccyymmdd(now), '', '', '', shopReference]);
  for (const l of lines) {
    set.addSegment('PO1', [
      l.assignedId,
      String(l.quantity),
      l.unit,
      money(l.unitPriceCents),
      '',
      'VP',
      l.sku,
      ...(l.buyerReference ? ['BP', l.buyerReference] : []),
    ]);
    set.addSegment('ACK', ['IA', String(l.quantity), l.unit]);
  }
  set.addSegment('CTT', [String(lines.length)]);
  return generate(jsen);
}
