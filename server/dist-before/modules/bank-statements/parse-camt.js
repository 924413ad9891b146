"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseStatementCamt = parseStatementCamt;
/**
 * ISO 20022 camt.053 (BankToCustomerStatement, any version from .001.02 on): statements > entries > transaction
 * details. One line per transaction detail (a batched entry carries several), with the entry's amount when it has
 * a single detail without its own. Credit/debit from CdtDbtInd (the detail's, else the entry's); debits are skipped
 * and counted; reversed and pending entries (RvslInd, Sts other than BOOK) too. A DOCTYPE is refused outright: no
 * entity of any kind is expanded.
 */
const fast_xml_parser_1 = require("fast-xml-parser");
const errors_1 = require("../../errors");
const statement_line_1 = require("./statement-line");
const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);
const parser = new fast_xml_parser_1.XMLParser({
    removeNSPrefix: true, ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, parseAttributeValue: false,
    processEntities: false, isArray: (name) => ARRAYS.has(name),
});
const obj = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const arr = (v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const text = (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : typeof obj(v)['#text'] === 'string' ? String(obj(v)['#text']) : '');
const path = (v, ...keys) => keys.reduce((n, k) => obj(n)[k], v);
/** An XML amount: digits with an optional "." and up to two decimals (ISO 20022's form), as cents; null otherwise. */
function xmlCents(v) {
    const raw = text(v).trim();
    const m = raw.match(/^(\d{1,10})(?:\.(\d{1,2}))?$/);
    if (!m)
        return null;
    return { cents: Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')), currency: (0, statement_line_1.cleanText)(obj(v)['@Ccy'], 3).toUpperCase() };
}
function partyName(tx) {
    const parties = obj(tx.RltdPties);
    for (const who of ['Dbtr', 'UltmtDbtr']) {
        const p = obj(parties[who]);
        const name = text(p.Nm) || text(path(p, 'Pty', 'Nm'));
        if (name)
            return (0, statement_line_1.cleanText)(name, 200);
    }
    return '';
}
function remittance(tx, entry) {
    const rmt = obj(tx.RmtInf);
    const structured = arr(rmt.Strd).map((s) => text(path(s, 'CdtrRefInf', 'Ref')));
    const parts = [...structured, ...arr(rmt.Ustrd).map(text), text(tx.AddtlTxInf), text(entry.AddtlNtryInf)].filter(Boolean);
    return (0, statement_line_1.cleanText)(parts.join(' '));
}
function documentOf(content) {
    if (/<!DOCTYPE|<!ENTITY/i.test(content))
        throw (0, errors_1.badInput)('The XML file has a DOCTYPE: a bank statement has none, and it is not read', 'content');
    const valid = fast_xml_parser_1.XMLValidator.validate(content);
    if (valid !== true)
        throw (0, errors_1.badInput)(`The XML file is not well-formed (line ${valid.err.line}: ${(0, statement_line_1.cleanText)(valid.err.msg, 120)})`, 'content');
    const doc = obj(obj(parser.parse(content)).Document);
    const statement = obj(doc.BkToCstmrStmt);
    if (!statement.Stmt)
        throw (0, errors_1.badInput)('The XML file is not a camt.053 statement (no Document/BkToCstmrStmt/Stmt)', 'content');
    return statement;
}
function parseStatementCamt(content) {
    const credits = [];
    let debitsSkipped = 0;
    let position = 0;
    for (const stmt of arr(documentOf(content).Stmt)) {
        for (const entryRaw of arr(obj(stmt).Ntry)) {
            const entry = obj(entryRaw);
            const status = text(path(entry, 'Sts', 'Cd')) || text(entry.Sts);
            const day = (0, statement_line_1.parseDay)(text(path(entry, 'BookgDt', 'Dt')) || text(path(entry, 'BookgDt', 'DtTm')) || text(path(entry, 'ValDt', 'Dt')));
            const details = arr(entry.NtryDtls).flatMap((d) => arr(obj(d).TxDtls)).map(obj);
            const txs = details.length > 0 ? details : [{}];
            for (const tx of txs) {
                position += 1;
                if (position > statement_line_1.MAX_STATEMENT_LINES)
                    throw (0, errors_1.badInput)(`The file has more than ${statement_line_1.MAX_STATEMENT_LINES} lines: split it`, 'content');
                const direction = text(tx.CdtDbtInd) || text(entry.CdtDbtInd);
                if (direction === 'DBIT' || text(entry.RvslInd) === 'true' || (status !== '' && status !== 'BOOK')) {
                    debitsSkipped += 1;
                    continue;
                }
                if (direction !== 'CRDT')
                    throw (0, statement_line_1.refuseLine)(position, 'the entry is neither a credit (CRDT) nor a debit (DBIT)');
                if (!day)
                    throw (0, statement_line_1.refuseLine)(position, 'the entry has no booking date');
                const own = xmlCents(tx.Amt) ?? xmlCents(path(tx, 'AmtDtls', 'TxAmt', 'Amt'));
                const amount = own ?? (txs.length === 1 ? xmlCents(entry.Amt) : null);
                if (!amount)
                    throw (0, statement_line_1.refuseLine)(position, 'the amount is missing or not a number like 1234.56');
                if (amount.cents <= 0) {
                    debitsSkipped += 1;
                    continue;
                }
                if (amount.cents > statement_line_1.MAX_LINE_CENTS)
                    throw (0, statement_line_1.refuseLine)(position, 'the amount is larger than any invoice can be');
                credits.push({
                    lineNo: position, bookedOn: day, amountCents: amount.cents, currency: amount.currency || (0, statement_line_1.cleanText)(path(entry, 'Amt', '@Ccy'), 3),
                    reference: remittance(tx, entry), counterparty: partyName(tx),
                    bankReference: (0, statement_line_1.cleanText)(text(path(tx, 'Refs', 'AcctSvcrRef')) || text(path(tx, 'Refs', 'EndToEndId')) || text(entry.AcctSvcrRef), 100) || null,
                });
            }
        }
    }
    return { format: 'CAMT053', credits, debitsSkipped };
}
//# sourceMappingURL=parse-camt.js.map