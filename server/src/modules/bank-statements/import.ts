/**
 * importBankStatement (docs/decisions/036): reads a CSV or camt.053 file, proposes a match for
 * every credit line, and stores the statement and its lines. The same file twice is one import (its SHA-256 is
 * unique); a line already stored from another file is not stored again (its fingerprint is unique). Nothing is
 * paid here: an admin confirms each line (confirm.ts).
 */
import { createHash } from 'node:crypto';
import { balanceOf, isoDay } from '@gluegun/common';
import type { Context } from '../../context';
import { Prisma } from '../../generated/prisma/client';
import { badInput } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { fastQuery } from '../../db/fast-sql';
import { parseStatementCsv } from './parse-csv';
import { parseStatementCamt } from './parse-camt';
import { Matcher, nameKey, type OpenInvoice } from './matching';
import { cleanText, type ParsedStatement, type StatementLine } from './statement-line';

/** The biggest file accepted: about 20,000 CSV lines. */
export const BANK_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The shop's money: every invoice is in it; a line in another currency is left for a person. */
export const SHOP_CURRENCY = 'USD';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function parseFile(fileName: string, content: string): ParsedStatement {
  const xml = /\.xml$/i.test(fileName) || /^\uFEFF?\s*</.test(content);
  return xml ? parseStatementCamt(content) : parseStatementCsv(content, SHOP_CURRENCY);
}

/**
 * One transfer's identity across files and formats (docs/decisions/047): the account it came into, its booking day,
 * amount and currency, and the payer's end-to-end id when the bank passes one on; without one, the reference and
 * the payer's name, normalised (another export spells them with other case, spaces or punctuation). Two transfers
 * with the same facts in one file are told apart by their occurrence.
 */
function fingerprints(lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return lines.map((l) => {
    const who = l.endToEndId ? ['e2e', l.endToEndId] : ['text', squash(l.reference), nameKey(l.counterparty)];
    const key = ['v2', l.account, l.bookedOn, l.amountCents, l.currency, ...who].join('\u001f');
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
async function openInvoices(ctx: Context): Promise<OpenInvoice[]> {
  // The company's legal name, as it is now; a one-person company has none (its name is the person's, never a legal name).
  const rows = await fastQuery<
    Omit<OpenInvoice, 'balanceCents' | 'issuedOn'> & {
      totalCents: number;
      paidCents: number;
      creditedCents: number;
      issuedAt: Date;
    }
  >(
    ctx.db,
    `SELECT po.id, po."invoiceNumber", po."companyId", CASE WHEN c.personal THEN NULL ELSE c.name END AS "legalName",
            po."totalCents", po."paidCents", po."creditedCents", po."issuedAt", po."dueAt"
       FROM "PurchaseOrder" po JOIN "Company" c ON c.id = po."companyId" WHERE po."paymentStatus" = 'AWAITING_PAYMENT'`,
    [],
  );
  return rows.map((r) => ({
    id: r.id,
    invoiceNumber: r.invoiceNumber,
    companyId: r.companyId,
    legalName: r.legalName,
    balanceCents: balanceOf({ ...r, paymentStatus: 'AWAITING_PAYMENT' }),
    issuedOn: isoDay(r.issuedAt),
    dueAt: r.dueAt,
  }));
}

/** Money per invoice that lines of earlier imports propose and no one has confirmed yet: not proposed a second time. */
async function proposedElsewhere(ctx: Context): Promise<Map<string, number>> {
  const rows = await fastQuery<{ id: string; cents: number }>(
    ctx.db,
    `SELECT a->>'purchaseOrderId' AS id, SUM((a->>'amountCents')::int)::int AS cents
       FROM "BankStatementLine" l CROSS JOIN LATERAL jsonb_array_elements(l.allocations) a
      WHERE l.status = 'PROPOSED' GROUP BY 1`,
    [],
  );
  return new Map(rows.map((r) => [r.id, Number(r.cents)]));
}

export interface ImportInput {
  fileName: string;
  content: string;
}

export function checkImportInput(input: ImportInput): ImportInput {
  const fileName = cleanText(input?.fileName, 200);
  if (!fileName) throw badInput('File name is required', 'fileName');
  if (typeof input.content !== 'string' || input.content.trim() === '')
    throw badInput('The file is empty', 'content');
  if (Buffer.byteLength(input.content, 'utf8') > BANK_FILE_MAX_BYTES) {
    throw badInput(
      `The file is larger than ${BANK_FILE_MAX_BYTES / 1024 / 1024} MB: export a shorter date range`,
      'content',
    );
  }
  return { fileName, content: input.content };
}

export async function importBankStatement(ctx: Context, raw: ImportInput) {
  const admin = allowUser(ctx, 'importBankStatement');
  const { fileName, content } = checkImportInput(raw);
  const fileHash = sha256(content);
  const earlier = await ctx.db.bankStatement.findUnique({ where: { fileHash } });
  if (earlier) return { statement: earlier, alreadyImported: true };
  const parsed = parseFile(fileName, content);
  const matcher = new Matcher(await openInvoices(ctx), SHOP_CURRENCY, await proposedElsewhere(ctx));
  const prints = fingerprints(parsed.credits);
  const rows = parsed.credits.map((line, i) => {
    const p = matcher.propose(line);
    return {
      lineNo: line.lineNo,
      fingerprint: prints[i],
      bookedOn: new Date(`${line.bookedOn}T00:00:00Z`),
      amountCents: line.amountCents,
      currency: line.currency,
      reference: line.reference,
      counterparty: line.counterparty,
      bankReference: line.bankReference,
      status: p.status,
      matchRule: p.matchRule,
      allocations: p.allocations as unknown as Prisma.InputJsonValue,
      unappliedCents: p.unappliedCents,
      note: p.note,
    };
  });
  try {
    return await inTransaction(
      ctx.db,
      async (tx) => {
        const statement = await tx.bankStatement.create({
          data: {
            fileName,
            format: parsed.format,
            fileHash,
            importedById: admin.id,
            importedByEmail: admin.email,
            creditLines: rows.length,
            newLines: 0,
            debitsSkipped: parsed.debitsSkipped,
          },
        });
        // One INSERT over arrays (unnest) rather than Prisma's createMany: building that statement for 10,000 lines
        // took most of an import's time and memory (bench/import.mjs). A line stored before (same fingerprint) is skipped.
        const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
        const added = await tx.$executeRawUnsafe(
          `INSERT INTO "BankStatementLine" (id, "statementId", "lineNo", fingerprint, "bookedOn", "amountCents", currency, reference, counterparty,
           "bankReference", status, "matchRule", allocations, "unappliedCents", note)
         SELECT gen_random_uuid(), $1::uuid, l.*
           FROM unnest($2::int[], $3::text[], $4::date[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::"BankLineStatus"[],
                       $11::text[], $12::jsonb[], $13::int[], $14::text[]) AS l
         ON CONFLICT (fingerprint) DO NOTHING`,
          statement.id,
          col('lineNo'),
          col('fingerprint'),
          rows.map((r) => r.bookedOn.toISOString().slice(0, 10)),
          col('amountCents'),
          col('currency'),
          col('reference'),
          col('counterparty'),
          col('bankReference'),
          col('status'),
          col('matchRule'),
          rows.map((r) => JSON.stringify(r.allocations)),
          col('unappliedCents'),
          col('note'),
        );
        return {
          statement: await tx.bankStatement.update({
            where: { id: statement.id },
            data: { newLines: added },
          }),
          alreadyImported: false,
        };
      },
      { timeoutMs: 120_000 },
    );
  } catch (e) {
    // The same file imported at the same moment by someone else: theirs is the import.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      const theirs = await ctx.db.bankStatement.findUnique({ where: { fileHash } });
      if (theirs) return { statement: theirs, alreadyImported: true };
    }
    throw e;
  }
}
