/**
 * Reading an X12 interchange (docs/decisions/075) with node-x12 into plain facts: the ISA sender and control number,
 * each functional group and its transaction sets as segments of strings. Anything the parser cannot read, or that
 * breaks the envelope's limits, is a refusal in words; nothing here touches the database.
 */
import { X12Interchange, X12Parser, type X12Segment } from 'node-x12';
import { AppError, badInput } from '../../errors';

export interface Segment {
  tag: string;
  el: string[];
}
export interface TransactionSet {
  setId: string;
  control: string;
  segments: Segment[];
  /** The SE trailer's fault, as the 997's AK5 code and words: missing, another control number, a wrong count. */
  trailerFault: { ak5: string; message: string } | null;
}
export interface Group {
  functionalId: string;
  control: string;
  version: string;
  transactions: TransactionSet[];
}
export interface Interchange {
  senderQualifier: string;
  senderId: string;
  receiverQualifier: string;
  receiverId: string;
  control: string;
  test: boolean;
  groups: Group[];
  /** ISA14 1: the sender asks for a TA1 interchange acknowledgement; ISA09/ISA10 and ISA12 as received, for it. */
  ta1Requested?: boolean;
  date?: string;
  time?: string;
  version?: string;
}

/**
 * The envelope itself is wrong: a BAD_USER_INPUT that also carries the TA1 note code (X12 I18) saying why, and the
 * ISA's elements as far as they could be read, so the refusal can be answered with a TA1 (docs/decisions/095).
 */
export class EnvelopeError extends AppError {
  constructor(
    message: string,
    readonly note: string,
    readonly isa: string[] | null,
  ) {
    super('BAD_USER_INPUT', message, { field: 'body' });
  }
}

/** ISA01-ISA16's fixed widths, and the TA1 note each wrong one is answered with (I18: 010-013 security, 005-008 ids, ...). */
const ISA_WIDTHS = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1];
const ISA_NOTES = [
  '010',
  '011',
  '012',
  '013',
  '005',
  '006',
  '007',
  '008',
  '014',
  '015',
  '016',
  '017',
  '018',
  '019',
  '020',
  '027',
];

/** Bounds a real order never reaches: 50 groups, 50 sets a group, 5,000 segments a set, 2,000 characters a segment. */
const MAX_GROUPS = 50;
const MAX_SETS = 50;
const MAX_SEGMENTS = 5000;
const MAX_SEGMENT_LENGTH = 2000;

/** X12's character sets are ASCII; CR and LF may follow each segment terminator. */
const NOT_X12_TEXT = /[^\x20-\x7E\r\n]/;

/** A segment's elements as trimmed strings; one cut short reads as empty elements, never undefined. */
const segmentOf = (s: X12Segment): Segment => {
  const el = (s.elements ?? []).map((e) => String(e?.value ?? '').trim());
  return { tag: s.tag, el: el.length >= 16 ? el : [...el, ...Array<string>(16 - el.length).fill('')] };
};

/** The ISA's elements read by its element separator (the 16th runs on into the text after it). */
const isaElements = (text: string): string[] | null =>
  /^ISA[^A-Za-z0-9 ]/.test(text) ? text.split(text[3]).slice(1, 17) : null;

/** The first ISA element not at its fixed width, as the TA1 note code and words; null when every one is. */
function widthFault(isa: string[]): { note: string; message: string } | null {
  for (let i = 0; i < 16; i++) {
    const value = i === 15 ? (isa[i] ?? '').slice(0, 1) : (isa[i] ?? '');
    if (value.length !== ISA_WIDTHS[i] || (i === 15 && (isa[i] ?? '').length < 2)) {
      return {
        note: ISA_NOTES[i],
        message: `The ISA segment must have its 16 elements at their fixed widths (106 characters): ISA${String(i + 1).padStart(2, '0')} is not ${ISA_WIDTHS[i]} characters long`,
      };
    }
  }
  return null;
}

/** The ISA as node-x12 reads it: a fixed 106 characters whose 4th, 105th and 106th set the separators. */
function checkEnvelopeText(text: string): void {
  if (!text.startsWith('ISA')) throw badInput('An X12 interchange starts with its ISA segment', 'body');
  const isa = isaElements(text);
  const element = text[3];
  if (isa && isa.length === 16) {
    const fault = widthFault(isa);
    if (fault) throw new EnvelopeError(fault.message, fault.note, isa);
  }
  if (text.length < 106)
    throw new EnvelopeError('The ISA segment is 106 characters long: this one is cut short', '023', isa);
  const subElement = text[104];
  const terminator = text[105];
  if (
    /[A-Za-z0-9 ]/.test(element + subElement + terminator) ||
    new Set([element, subElement, terminator]).size !== 3
  ) {
    throw new EnvelopeError(
      'The ISA separators (element, sub-element, segment terminator) must be three different special characters',
      '026',
      isa,
    );
  }
  if (text.split(element).length < 17 || text.slice(0, 106).split(element).length !== 17) {
    throw new EnvelopeError('The ISA segment must have its 16 elements at their fixed widths', '022', isa);
  }
  for (const segment of text.split(terminator)) {
    if (segment.length > MAX_SEGMENT_LENGTH)
      throw badInput(`A segment is longer than ${MAX_SEGMENT_LENGTH} characters`, 'body');
  }
}

function parse(text: string, isa: string[] | null): X12Interchange {
  let parsed: unknown;
  try {
    parsed = new X12Parser(true).parse(text);
  } catch (e) {
    const message = `The X12 could not be read: ${(e as Error).message.replace(/^X12 Standard:\s*/, '').slice(0, 200)}`;
    // The parser checks the IEA first: 001 its control number is not ISA13's, 021 it miscounts the groups.
    if (/IEA02.*ISA13/.test(message)) throw new EnvelopeError(message, '001', isa);
    if (/IEA01.*GS segments/.test(message)) throw new EnvelopeError(message, '021', isa);
    throw badInput(message, 'body');
  }
  if (!(parsed instanceof X12Interchange))
    throw badInput('Send one interchange (one ISA ... IEA) per request', 'body');
  return parsed;
}

/** What is wrong with a set's SE trailer, if anything (AK5 2: missing, 3: control numbers differ, 4: count). */
function trailerFault(
  st: Segment,
  trailer: X12Segment | undefined,
  count: number,
): TransactionSet['trailerFault'] {
  const se = trailer?.tag === 'SE' ? segmentOf(trailer) : null;
  if (!se) return { ak5: '2', message: `Transaction set ${st.el[1]} has no SE trailer` };
  if (se.el[1] !== st.el[1])
    return { ak5: '3', message: `Transaction set ${st.el[1]}: SE02 ${se.el[1]} is not its control number` };
  if (se.el[0] !== String(count + 2))
    return {
      ak5: '4',
      message: `Transaction set ${st.el[1]}: SE01 says ${se.el[0]} segments, it has ${count + 2}`,
    };
  return null;
}

/** The interchange's facts, or a BAD_USER_INPUT saying what is wrong with it. */
export function readInterchange(text: string): Interchange {
  if (NOT_X12_TEXT.test(text))
    throw badInput('X12 documents are ASCII text: this one holds other characters', 'body');
  const trimmed = text.replace(/^[\r\n]+/, '');
  checkEnvelopeText(trimmed);
  const interchange = parse(trimmed, isaElements(trimmed));
  const isa = segmentOf(interchange.header);
  const iea = interchange.trailer?.tag === 'IEA' ? segmentOf(interchange.trailer) : null;
  // TA1 notes: 023 the trailer is missing (the file ends early), 001 IEA02 is not ISA13, 021 IEA01 miscounts the groups.
  if (!iea)
    throw new EnvelopeError(
      'The interchange must end with its IEA trailer, repeating the ISA13 control number',
      '023',
      isa.el,
    );
  if (Number(iea.el[1]) !== Number(isa.el[12]))
    throw new EnvelopeError(
      `The IEA trailer's control number ${iea.el[1]} is not the ISA13 control number ${isa.el[12]}`,
      '001',
      isa.el,
    );
  const groups = interchange.functionalGroups ?? [];
  if (Number(iea.el[0]) !== groups.length)
    throw new EnvelopeError(
      `IEA01 says ${iea.el[0]} functional groups, the interchange has ${groups.length}`,
      '021',
      isa.el,
    );
  if (groups.length === 0 || groups.length > MAX_GROUPS)
    throw badInput(`An interchange holds 1 to ${MAX_GROUPS} functional groups`, 'body');
  const control = isa.el[12];
  if (!/^\d{1,9}$/.test(control))
    throw badInput('The ISA interchange control number (ISA13) must be digits', 'body');
  return {
    senderQualifier: isa.el[4],
    senderId: isa.el[5],
    receiverQualifier: isa.el[6],
    receiverId: isa.el[7],
    control: String(Number(control)),
    test: isa.el[14] === 'T',
    ta1Requested: isa.el[13] === '1',
    date: isa.el[8],
    time: isa.el[9],
    version: isa.el[11],
    groups: groups.map((g) => {
      const gs = segmentOf(g.header);
      if (!/^\d{1,9}$/.test(gs.el[5]) || gs.el[6] !== 'X' || !/^00\d{4}/.test(gs.el[7])) {
        throw badInput(
          'Each GS needs its group control number (GS06), X (GS07) and an X12 version (GS08, such as 004010)',
          'body',
        );
      }
      const sets = g.transactions ?? [];
      if (sets.length === 0 || sets.length > MAX_SETS)
        throw badInput(`A functional group holds 1 to ${MAX_SETS} transaction sets`, 'body');
      return {
        functionalId: gs.el[0],
        control: gs.el[5],
        version: gs.el[7],
        transactions: sets.map((t) => {
          if (t.segments.length > MAX_SEGMENTS)
            throw badInput(`A transaction set holds at most ${MAX_SEGMENTS} segments`, 'body');
          const st = segmentOf(t.header);
          return {
            setId: st.el[0],
            control: st.el[1],
            segments: t.segments.map(segmentOf),
            trailerFault: trailerFault(st, t.trailer, t.segments.length),
          };
        }),
      };
    }),
  };
}
