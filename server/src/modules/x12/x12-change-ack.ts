/**
 * An 865 purchase order change acknowledgement (docs/decisions/095) for one 860, written with node-x12's generator:
 * BCA says whether the changes were taken (AT all, AC some, RD none, RJ a refused cancellation), REF VN names the
 * shop's order, and each POC line is echoed with its ACK verdict and, when refused, an MSG saying why in words.
 */
import type { Interchange } from './x12-read';
import { envelope, generate } from './x12-write';

export interface ChangeVerdict {
  assignedId: string;
  code: string;
  quantity: number | null;
  unit: string;
  sku: string | null;
  accepted: boolean;
  reason: string | null;
}
export interface ChangeAnswer {
  purpose: 'CANCEL' | 'CHANGE';
  poNumber: string;
  poDate: string;
  changeSequence: string;
  shopReference: string | null;
  /** A cancellation's verdict (no lines); for a change, every line's. */
  cancelled: boolean;
  cancelReason: string | null;
  lines: ChangeVerdict[];
}

/** X12 668: a line taken is acknowledged by what happened to it; one refused is IR. */
const ACK_OF: Record<string, string> = { QI: 'IQ', QD: 'IQ', DI: 'ID', AI: 'IA' };
/** MSG01 is free text of at most 264 characters without the separators. */
const words = (s: string) =>
  s
    .replace(/[*~>^|\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 264);

export function changeAck865(to: Interchange, answer: ChangeAnswer, control: number, now: Date): string {
  const { jsen, group } = envelope(to, control, 'CA', now);
  const set = group.addTransaction(['865', '0001']);
  const taken = answer.lines.filter((l) => l.accepted).length;
  const status =
    answer.purpose === 'CANCEL'
      ? answer.cancelled
        ? 'AT'
        : 'RJ'
      : taken === answer.lines.length
        ? 'AT'
        : taken === 0
          ? 'RD'
          : 'AC';
  set.addSegment('BCA', [
    answer.purpose === 'CANCEL' ? '01' : '04',
    status,
    answer.poNumber,
    '',
    answer.changeSequence,
    answer.poDate,
  ]);
  if (answer.shopReference) set.addSegment('REF', ['VN', answer.shopReference]);
  if (answer.purpose === 'CANCEL' && answer.cancelReason) set.addSegment('MSG', [words(answer.cancelReason)]);
  for (const l of answer.lines) {
    set.addSegment('POC', [
      l.assignedId,
      l.code,
      l.quantity === null ? '' : String(l.quantity),
      '',
      l.unit,
      ...(l.sku ? ['', '', 'VP', l.sku] : []),
    ]);
    set.addSegment('ACK', [
      l.accepted ? (ACK_OF[l.code] ?? 'IA') : 'IR',
      ...(l.quantity === null ? [] : [String(l.quantity), l.unit]),
    ]);
    if (l.reason) set.addSegment('MSG', [words(l.reason)]);
  }
  set.addSegment('CTT', [String(answer.lines.length)]);
  return generate(jsen);
}
