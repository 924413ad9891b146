/**
 * An 860 purchase order change request's facts (docs/decisions/095): BCH's purpose (01 cancel the whole order, 04
 * change it) and the PO number of the 850 it changes, and each POC line change: a quantity raised or lowered (QI,
 * QD), a line deleted (DI), a line added (AI). Prices in the document are not read, as for the 850.
 */
import type { Segment, TransactionSet } from '../x12/x12-read';
import { SetRejection } from './order-850';

export type ChangeCode = 'QI' | 'QD' | 'DI' | 'AI';
export interface LineChange {
  assignedId: string;
  code: string;
  quantity: number | null;
  unit: string;
  /** The product as the line names it (VP our SKU, BP or IN their number); empty when it names none. */
  qualifier: string;
  reference: string;
  /** Why the change cannot be read, answered in the 865 beside it; null when it can. */
  problem: string | null;
}
export interface Change860 {
  purpose: 'CANCEL' | 'CHANGE';
  poNumber: string;
  poDate: string;
  changeSequence: string;
  changes: LineChange[];
}

/** X12 670's line change codes the shop applies; any other is answered as refused. */
export const CHANGE_CODES: readonly string[] = ['QI', 'QD', 'DI', 'AI'];
const MAX_CHANGES = 500;
const QUALIFIERS = ['VP', 'BP', 'IN'];

function changeOf(s: Segment): LineChange {
  const [assignedId = '', code = '', quantityText = '', , unitText = ''] = s.el;
  // Product ids come in qualifier/value pairs from POC08 on.
  const pairs: Array<[string, string]> = [];
  for (let i = 7; i + 1 < s.el.length; i += 2) pairs.push([s.el[i], s.el[i + 1]]);
  const found = QUALIFIERS.map((q) => pairs.find(([qualifier, value]) => qualifier === q && value)).find(
    Boolean,
  );
  const base = {
    assignedId,
    code,
    quantity: null,
    unit: unitText.split(/[>^:]/)[0] || 'EA',
    qualifier: found?.[0] ?? '',
    reference: found?.[1] ?? '',
    problem: null,
  };
  if (!CHANGE_CODES.includes(code))
    return {
      ...base,
      problem: `POC02 ${code || '(empty)'} is not a change taken here: QI, QD (a new quantity), DI (delete the line) and AI (add a line) are`,
    };
  if (code === 'DI') return base;
  if (!/^\d{1,7}$/.test(quantityText) || Number(quantityText) <= 0)
    return {
      ...base,
      problem: `POC03 must be the line's new quantity, a whole number of units (it is "${quantityText}")`,
    };
  if (code === 'AI' && !found)
    return {
      ...base,
      quantity: Number(quantityText),
      problem: 'An added line names its product: VP (our SKU), BP or IN (your part number)',
    };
  return { ...base, quantity: Number(quantityText) };
}

/** The 860's facts, or a SetRejection naming what is missing or wrong with the set as a whole. */
export function change860(set: TransactionSet): Change860 {
  if (set.setId !== '860')
    throw new SetRejection(
      `Transaction set ${set.setId || '(none)'} is not taken in a PC group: send 860 change requests`,
      '1',
    );
  if (set.trailerFault) throw new SetRejection(set.trailerFault.message, set.trailerFault.ak5);
  const { segments } = set;
  const at = segments.findIndex((s) => s.tag === 'BCH');
  if (at < 0) throw new SetRejection('The 860 has no BCH segment', '5');
  const [purposeCode, , poNumber, , changeSequence, poDate] = segments[at].el;
  const position = { tag: 'BCH', position: at + 2 };
  if (purposeCode !== '01' && purposeCode !== '04')
    throw new SetRejection('BCH01 must be 01 (cancel the whole order) or 04 (change it)', '5', position);
  if (!poNumber)
    throw new SetRejection(
      'BCH03 (the purchase order number of the 850 it changes) is required',
      '5',
      position,
    );
  const changes = segments.filter((s) => s.tag === 'POC').map(changeOf);
  if (purposeCode === '04' && (changes.length === 0 || changes.length > MAX_CHANGES))
    throw new SetRejection(`A change (BCH01 04) holds 1 to ${MAX_CHANGES} POC lines`, '5');
  if (purposeCode === '01' && changes.length > 0)
    throw new SetRejection(
      'A cancellation (BCH01 01) cancels the whole order and carries no POC lines',
      '5',
      position,
    );
  return {
    purpose: purposeCode === '01' ? 'CANCEL' : 'CHANGE',
    poNumber,
    poDate: poDate ?? '',
    changeSequence: changeSequence ?? '',
    changes,
  };
}
