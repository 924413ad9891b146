/**
 * An 850 purchase order's facts (docs/decisions/075): BEG's PO number, each PO1 line's quantity and the product it
 * names (the shop's SKU as VP, or the buyer's own number as BP or IN), and the N1 ST ship-to with its N3, N4 and the
 * PER phone, shaped as checkout's details. Prices in the document are not read: the shop's are the ones that count.
 */
import type { Segment, TransactionSet } from '../x12/x12-read';

/** A transaction set refused, with the 997's AK5 code and, when one segment is at fault, its tag and position. */
export class SetRejection extends Error {
  constructor(
    message: string,
    readonly ak5 = '5',
    readonly segment?: { tag: string; position: number },
  ) {
    super(message);
  }
}

export interface Line850 {
  lineNumber: number;
  assignedId: string;
  quantity: number;
  unit: string;
  qualifier: string;
  reference: string;
}
export interface Order850 {
  poNumber: string;
  lines: Line850[];
  details: {
    poNumber: string;
    companyName: string;
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    region: string | null;
    postalCode: string;
    country: string;
    contactPhone: string;
  };
}

const MAX_LINES = 500;
/** Product id qualifiers read, in order of preference: the shop's part number, then the buyer's. */
const QUALIFIERS = ['VP', 'BP', 'IN'];

const at = (segments: Segment[], tag: string) => segments.findIndex((s) => s.tag === tag);

function lineOf(s: Segment, position: number, lineNumber: number): Line850 {
  const quantityText = s.el[1] ?? '';
  const quantity = Number(quantityText);
  if (!/^\d{1,7}$/.test(quantityText) || quantity <= 0) {
    throw new SetRejection(
      `PO1 line ${s.el[0] || lineNumber}: the quantity must be a whole number of units`,
      '5',
      { tag: 'PO1', position },
    );
  }
  // Product ids come in qualifier/value pairs from PO106 on.
  const pairs: Array<[string, string]> = [];
  for (let i = 5; i + 1 < s.el.length; i += 2) pairs.push([s.el[i], s.el[i + 1]]);
  const found = QUALIFIERS.map((q) => pairs.find(([qualifier, value]) => qualifier === q && value)).find(
    Boolean,
  );
  if (!found)
    throw new SetRejection(
      `PO1 line ${s.el[0] || lineNumber}: name the product with VP (our SKU), BP or IN (your part number)`,
      '5',
      { tag: 'PO1', position },
    );
  return {
    lineNumber,
    assignedId: s.el[0] ?? '',
    quantity,
    unit: s.el[2] || 'EA',
    qualifier: found[0],
    reference: found[1],
  };
}

/** The ship-to: the N1 loop whose N101 is ST, with the N3 and N4 that follow it before the next N1. */
function shipTo(segments: Segment[]) {
  const start = segments.findIndex((s) => s.tag === 'N1' && s.el[0] === 'ST');
  if (start < 0) throw new SetRejection('The 850 needs a ship-to (N1*ST with its N3 and N4)', '5');
  const loop: Segment[] = [];
  for (let i = start + 1; i < segments.length && !['N1', 'PO1'].includes(segments[i].tag); i++)
    loop.push(segments[i]);
  const n3 = loop.find((s) => s.tag === 'N3')?.el ?? [];
  const n4 = loop.find((s) => s.tag === 'N4')?.el ?? [];
  return {
    name: segments[start].el[1] ?? '',
    line1: n3[0] ?? '',
    line2: n3[1] || null,
    city: n4[0] ?? '',
    region: n4[1] || null,
    postalCode: n4[2] ?? '',
    country: n4[3] || 'US',
  };
}

/** The phone of the first PER contact that gives one (TE), wherever in the header it stands. */
function phoneOf(segments: Segment[]): string {
  for (const s of segments.filter((x) => x.tag === 'PER')) {
    for (let i = 2; i + 1 < s.el.length; i += 2) if (s.el[i] === 'TE' && s.el[i + 1]) return s.el[i + 1];
  }
  return '';
}

/** The 850's facts, or a SetRejection naming what is missing or wrong. */
export function order850(set: TransactionSet): Order850 {
  if (set.setId !== '850')
    throw new SetRejection(
      `Transaction set ${set.setId || '(none)'} is not taken here: send 850 purchase orders`,
      '1',
    );
  if (set.trailerFault) throw new SetRejection(set.trailerFault.message, set.trailerFault.ak5);
  const { segments } = set;
  const beg = at(segments, 'BEG');
  if (beg < 0) throw new SetRejection('The 850 has no BEG segment', '5');
  const [purpose, , poNumber] = segments[beg].el;
  if (purpose !== '00')
    throw new SetRejection('Only original purchase orders are taken (BEG01 00)', '5', {
      tag: 'BEG',
      position: beg + 2,
    });
  if (!poNumber)
    throw new SetRejection('BEG03 (the purchase order number) is required', '5', {
      tag: 'BEG',
      position: beg + 2,
    });
  const lines: Line850[] = [];
  segments.forEach((s, i) => {
    if (s.tag === 'PO1') lines.push(lineOf(s, i + 2, lines.length + 1));
  });
  if (lines.length === 0 || lines.length > MAX_LINES)
    throw new SetRejection(`An 850 holds 1 to ${MAX_LINES} PO1 lines`, '5');
  const to = shipTo(segments);
  return {
    poNumber,
    lines,
    details: {
      poNumber,
      companyName: to.name,
      addressLine1: to.line1,
      addressLine2: to.line2,
      city: to.city,
      region: to.region,
      postalCode: to.postalCode,
      country: to.country,
      contactPhone: phoneOf(segments),
    },
  };
}
