/**
 * ISO 20022 camt.053 (BankToCustomerStatement, any version from .001.02 on): statements > entries > transaction
 * details. One line per transaction detail (a batched entry carries several), with the entry's amount when it has
 * a single detail without its own. Credit/debit from CdtDbtInd (the detail's, else the entry's); debits are skipped
 * and counted; reversed and pending entries (RvslInd, Sts other than BOOK) too. A DOCTYPE is refused outright: no
 * entity of any kind is expanded.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badInput } from '../../errors';
import { checkXmlShape } from './xml-shape';
import {
  MAX_LINE_CENTS,
  MAX_STATEMENT_LINES,
  accountKey,
  cleanText,
  endToEndOf,
  parseDay,
  refuseLine,
  type ParsedStatement,
  type StatementLine,
} from './statement-line';

type Node = Record<string, unknown>;
const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

const obj = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number'
      ? String(v)
      : typeof obj(v)['#text'] === 'string'
        ? String(obj(v)['#text'])
        : '';
const path = (v: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((n, k) => obj(n)[k], v);

/** An XML amount: digits with an optional "." and up to two decimals (ISO 20022's form), as cents; null otherwise. */
function xmlCents(v: unknown): { cents: number; currency: string } | null {
  const raw = text(v).trim();
  const m = raw.match(/^(\d{1,10})(?:\.(\d{1,2}))?$/);
  if (!m) return null;
  return {
    cents: Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')),
    currency: cleanText(obj(v)['@Ccy'], 3).toUpperCase(),
  };
}

function partyName(tx: Node): string {
  const parties = obj(tx.RltdPties);
  for (const who of ['Dbtr', 'UltmtDbtr']) {
    const p = obj(parties[who]);
    const name = text(p.Nm) || text(path(p, 'Pty', 'Nm'));
    if (name) return cleanText(name, 200);
  }
  return '';
}

function remittance(tx: Node, entry: Node): string {
  const rmt = obj(tx.RmtInf);
  const structured = arr(rmt.Strd).map((s) => text(path(s, 'CdtrRefInf', 'Ref')));
  const parts = [
    ...structured,
    ...arr(rmt.Ustrd).map(text),
    text(tx.AddtlTxInf),
    text(entry.AddtlNtryInf),
  ].filter(Boolean);
  return cleanText(parts.join(' '));
}

function documentOf(content: string): Node {
  if (/<!DOCTYPE|<!ENTITY/i.test(content))
    throw badInput('The XML file has a DOCTYPE: a bank statement has none, and it is not read', 'content');
  checkXmlShape(content);
  const valid = XMLValidator.validate(content);
  if (valid !== true)
    throw badInput(
      `The XML file is not well-formed (line ${valid.err.line}: ${cleanText(valid.err.msg, 120)})`,
      'content',
    );
  let parsed: unknown;
  try {
    parsed = parser.parse(content);
  } catch (e) {
    // The parser's own refusals (a reserved name, nesting) are the file's fault, not the shop's: said, not a 500.
    throw badInput(`The XML file could not be read: ${cleanText((e as Error).message, 120)}`, 'content');
  }
  const doc = obj(obj(parsed).Document);
  const statement = obj(doc.BkToCstmrStmt);
  if (!statement.Stmt)
    throw badInput('The XML file is not a camt.053 statement (no Document/BkToCstmrStmt/Stmt)', 'content');
  return statement;
}

export function parseStatementCamt(content: string): ParsedStatement {
  const credits: StatementLine[] = [];
  let debitsSkipped = 0;
  let position = 0;
  for (const stmt of arr(documentOf(content).Stmt)) {
    const account = accountKey(
      text(path(stmt, 'Acct', 'Id', 'IBAN')) || text(path(stmt, 'Acct', 'Id', 'Othr', 'Id')),
    );
    for (const entryRaw of arr(obj(stmt).Ntry)) {
      const entry = obj(entryRaw);
      const status = text(path(entry, 'Sts', 'Cd')) || text(entry.Sts);
      const day = parseDay(
        text(path(entry, 'BookgDt', 'Dt')) ||
          text(path(entry, 'BookgDt', 'DtTm')) ||
          text(path(entry, 'ValDt', 'Dt')),
      );
      const details = arr(entry.NtryDtls)
        .flatMap((d) => arr(obj(d).TxDtls))
        .map(obj);
      const txs = details.length > 0 ? details : [{}];
      for (const tx of txs) {
        position += 1;
        if (position > MAX_STATEMENT_LINES)
          throw badInput(`The file has more than ${MAX_STATEMENT_LINES} lines: split it`, 'content');
        const direction = text(tx.CdtDbtInd) || text(entry.CdtDbtInd);
        if (direction === 'DBIT' || text(entry.RvslInd) === 'true' || (status !== '' && status !== 'BOOK')) {
          debitsSkipped += 1;
          continue;
        }
        if (direction !== 'CRDT')
          throw refuseLine(position, 'the entry is neither a credit (CRDT) nor a debit (DBIT)');
        if (!day) throw refuseLine(position, 'the entry has no booking date');
        const own = xmlCents(tx.Amt) ?? xmlCents(path(tx, 'AmtDtls', 'TxAmt', 'Amt'));
        const amount = own ?? (txs.length === 1 ? xmlCents(entry.Amt) : null);
        if (!amount) throw refuseLine(position, 'the amount is missing or not a number like 1234.56');
        if (amount.cents <= 0) {
          debitsSkipped += 1;
          continue;
        }
        if (amount.cents > MAX_LINE_CENTS)
          throw refuseLine(position, 'the amount is larger than any invoice can be');
        credits.push({
          lineNo: position,
          bookedOn: day,
          amountCents: amount.cents,
          currency: amount.currency || cleanText(path(entry, 'Amt', '@Ccy'), 3),
          reference: remittance(tx, entry),
          counterparty: partyName(tx),
          bankReference:
            cleanText(
              text(path(tx, 'Refs', 'AcctSvcrRef')) ||
                text(path(tx, 'Refs', 'EndToEndId')) ||
                text(entry.AcctSvcrRef),
              100,
            ) || null,
          account,
          endToEndId: endToEndOf(text(path(tx, 'Refs', 'EndToEndId'))),
        });
      }
    }
  }
  return { format: 'CAMT053', credits, debitsSkipped };
}
