"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SHOP_CURRENCY = exports.BANK_FILE_MAX_BYTES = void 0;
exports.checkImportInput = checkImportInput;
exports.importBankStatement = importBankStatement;
/**
 * importBankStatement (issue #29 item 2, docs/decisions/036): reads a CSV or camt.053 file, proposes a match for
 * every credit line, and stores the statement and its lines. The same file twice is one import (its SHA-256 is
 * unique); a line already stored from another file is not stored again (its fingerprint is unique). Nothing is
 * paid here: an admin confirms each line (confirm.ts).
 */
const node_crypto_1 = require("node:crypto");
const common_1 = require("@gluegun/common");
const client_1 = require("../../generated/prisma/client");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const fast_sql_1 = require("../../db/fast-sql");
const parse_csv_1 = require("./parse-csv");
const parse_camt_1 = require("./parse-camt");
const matching_1 = require("./matching");
const statement_line_1 = require("./statement-line");
/** The biggest file accepted: about 20,000 CSV lines. */
exports.BANK_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The shop's money: every invoice is in it; a line in another currency is left for a person. */
exports.SHOP_CURRENCY = 'USD';
const sha256 = (text) => (0, node_crypto_1.createHash)('sha256').update(text).digest('hex');
function parseFile(fileName, content) {
    const xml = /\.xml$/i.test(fileName) || /^\uFEFF?\s*</.test(content);
    return xml ? (0, parse_camt_1.parseStatementCamt)(content) : (0, parse_csv_1.parseStatementCsv)(content, exports.SHOP_CURRENCY);
}
/** One line's identity across files: its facts, and which occurrence of the same facts it is in its file. */
function fingerprints(lines) {
    const seen = new Map();
    return lines.map((l) => {
        const key = [l.bookedOn, l.amountCents, l.currency, l.reference, l.counterparty, l.bankReference ?? ''].join('\u001f');
        const n = seen.get(key) ?? 0;
        seen.set(key, n + 1);
        return sha256(`${key}\u001f${n}`);
    });
}
/**
 * Every invoice still awaiting payment, as the matcher needs it. Plain SQL (db/fast-sql.ts): a bank file is matched
 * against every open invoice, and reading 50,000 of them through Prisma's query compiler cost most of an import's
 * time and memory (bench/import.mjs).
 */
async function openInvoices(ctx) {
    const rows = await (0, fast_sql_1.fastQuery)(ctx.db, `SELECT id, "invoiceNumber", "buyerName", "companyName", "userId", "totalCents", "paidCents", "creditedCents", "issuedAt", "dueAt"
       FROM "PurchaseOrder" WHERE "paymentStatus" = 'AWAITING_PAYMENT'`, []);
    return rows.map((r) => ({
        id: r.id, invoiceNumber: r.invoiceNumber, buyerName: r.buyerName, companyName: r.companyName, userId: r.userId,
        balanceCents: r.totalCents - r.creditedCents - r.paidCents, issuedOn: (0, common_1.isoDay)(r.issuedAt), dueAt: r.dueAt,
    }));
}
function checkImportInput(input) {
    const fileName = (0, statement_line_1.cleanText)(input?.fileName, 200);
    if (!fileName)
        throw (0, errors_1.badInput)('File name is required', 'fileName');
    if (typeof input.content !== 'string' || input.content.trim() === '')
        throw (0, errors_1.badInput)('The file is empty', 'content');
    if (Buffer.byteLength(input.content, 'utf8') > exports.BANK_FILE_MAX_BYTES) {
        throw (0, errors_1.badInput)(`The file is larger than ${exports.BANK_FILE_MAX_BYTES / 1024 / 1024} MB: export a shorter date range`, 'content');
    }
    return { fileName, content: input.content };
}
async function importBankStatement(ctx, raw) {
    const admin = (0, access_1.allowUser)(ctx, 'importBankStatement');
    const { fileName, content } = checkImportInput(raw);
    const fileHash = sha256(content);
    const earlier = await ctx.db.bankStatement.findUnique({ where: { fileHash } });
    if (earlier)
        return { statement: earlier, alreadyImported: true };
    const parsed = parseFile(fileName, content);
    const matcher = new matching_1.Matcher(await openInvoices(ctx), exports.SHOP_CURRENCY);
    const prints = fingerprints(parsed.credits);
    const rows = parsed.credits.map((line, i) => {
        const p = matcher.propose(line);
        return {
            lineNo: line.lineNo, fingerprint: prints[i], bookedOn: new Date(`${line.bookedOn}T00:00:00Z`), amountCents: line.amountCents,
            currency: line.currency, reference: line.reference, counterparty: line.counterparty, bankReference: line.bankReference,
            status: p.status, matchRule: p.matchRule, allocations: p.allocations, unappliedCents: p.unappliedCents, note: p.note,
        };
    });
    try {
        return await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
            const statement = await tx.bankStatement.create({
                data: {
                    fileName, format: parsed.format, fileHash, importedById: admin.id, importedByEmail: admin.email,
                    creditLines: rows.length, newLines: 0, debitsSkipped: parsed.debitsSkipped,
                },
            });
            // One INSERT over arrays (unnest) rather than Prisma's createMany: building that statement for 10,000 lines
            // took most of an import's time and memory (bench/import.mjs). A line stored before (same fingerprint) is skipped.
            const col = (k) => rows.map((r) => r[k]);
            const added = await tx.$executeRawUnsafe(`INSERT INTO "BankStatementLine" (id, "statementId", "lineNo", fingerprint, "bookedOn", "amountCents", currency, reference, counterparty,
           "bankReference", status, "matchRule", allocations, "unappliedCents", note)
         SELECT gen_random_uuid(), $1::uuid, l.*
           FROM unnest($2::int[], $3::text[], $4::date[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::"BankLineStatus"[],
                       $11::text[], $12::jsonb[], $13::int[], $14::text[]) AS l
         ON CONFLICT (fingerprint) DO NOTHING`, statement.id, col('lineNo'), col('fingerprint'), rows.map((r) => r.bookedOn.toISOString().slice(0, 10)), col('amountCents'), col('currency'), col('reference'), col('counterparty'), col('bankReference'), col('status'), col('matchRule'), rows.map((r) => JSON.stringify(r.allocations)), col('unappliedCents'), col('note'));
            return { statement: await tx.bankStatement.update({ where: { id: statement.id }, data: { newLines: added } }), alreadyImported: false };
        }, { timeoutMs: 120_000 });
    }
    catch (e) {
        // The same file imported at the same moment by someone else: theirs is the import.
        if (e instanceof client_1.Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
            const theirs = await ctx.db.bankStatement.findUnique({ where: { fileHash } });
            if (theirs)
                return { statement: theirs, alreadyImported: true };
        }
        throw e;
    }
}
//# sourceMappingURL=import.js.map