/**
 * A company's part numbers from a file (docs/decisions/054): `sku,part number` lines checked against the catalog, the
 * company's numbers and each other; written all at once, or none with the bad lines as an error file.
 */
import { MAX_PART_NUMBER_LINES } from '@gluegun/common';
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { badInput } from '../../errors';
import type { Prisma } from '../../generated/prisma/client';
import { csvDocument, own, text } from '../../lib/csv';
import { normalizeId } from '../../lib/validate';
import { inTransaction } from '../../db/retry';
import { lockCompany } from '../../db/locks';
import { splitCsvLine, separatorOf } from '../../lib/csv-read';
import { keysOf, partNumberProblem, refusedWrite } from './part-numbers';

export interface ImportLine {
  lineNumber: number;
  sku: string;
  partNumber: string;
  /** CREATE, UPDATE, UNCHANGED, or ERROR with the reason in `problem`. */
  outcome: 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'ERROR';
  problem: string | null;
  productId: string | null;
}

const HEADER = /^(sku|item|our sku|shop sku|product|product id)$/i;

/** Rows `sku,partNumber` (comma, semicolon or tab; optional header; quoted cells) -> lines with what each would do. */
async function planImport(
  db: Prisma.TransactionClient,
  companyId: string,
  raw: string,
): Promise<ImportLine[]> {
  const lines = readLines(raw);
  const { key, existing } = await matchItems(db, companyId, lines);
  await checkOneToOne(db, lines, key, existing);
  return lines;
}

type Existing = Array<{ productId: string; partNumber: string; partKey: string }>;

/** The file's lines, each with the problem the line alone shows (a bad cell, a missing SKU) or CREATE for now. */
function readLines(raw: string): ImportLine[] {
  const rows = raw
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line, i) => ({ line, lineNumber: i + 1 }))
    .filter((r) => r.line.trim() !== '');
  if (rows.length === 0)
    throw badInput('The file is empty: write one line per item, sku,your part number', 'text');
  const separator = separatorOf(rows.map((r) => r.line));
  const first = splitCsvLine(rows[0].line, separator);
  const body = first && HEADER.test((first[0] ?? '').trim()) ? rows.slice(1) : rows;
  if (body.length === 0)
    throw badInput('The file has a header but no lines: add rows of sku,your part number', 'text');
  if (body.length > MAX_PART_NUMBER_LINES)
    throw badInput(
      `At most ${MAX_PART_NUMBER_LINES} lines per file; this one has ${body.length}. Split it.`,
      'text',
    );

  return body.map(({ line, lineNumber }) => {
    const cells = splitCsvLine(line, separator)?.map((c) => c.trim());
    const base = {
      lineNumber,
      sku: (cells?.[0] ?? line).slice(0, 60),
      partNumber: (cells?.[1] ?? '').slice(0, 60),
      productId: null,
    };
    if (line.includes('\uFFFD'))
      return {
        ...base,
        outcome: 'ERROR',
        problem: 'This line is not UTF-8 text: save the file as "CSV UTF-8" and upload it again',
      };
    if (!cells) return { ...base, outcome: 'ERROR', problem: 'A quote (") is never closed on this line' };
    if (cells.filter((c, i) => i >= 2 && c !== '').length > 0)
      return {
        ...base,
        outcome: 'ERROR',
        problem: `Expected two columns, sku,your part number; this line has ${cells.length}`,
      };
    if (!cells[0]) return { ...base, outcome: 'ERROR', problem: "The shop's SKU is missing" };
    const checked = partNumberProblem(cells[1] ?? '');
    if ('problem' in checked) return { ...base, outcome: 'ERROR', problem: checked.problem };
    return { ...base, partNumber: checked.partNumber, outcome: 'CREATE', problem: null };
  });
}

/** Each readable line's item (by SKU, part key or id) and what the company's number for it is today. */
async function matchItems(db: Prisma.TransactionClient, companyId: string, lines: ImportLine[]) {
  // Keys as the database computes them, for the file's SKUs and numbers; items by those keys (or ids) in one statement.
  const readable = lines.filter((l) => l.outcome !== 'ERROR');
  const key = await keysOf(
    db,
    readable.flatMap((l) => [l.sku, l.partNumber]),
  );
  const ids = readable.map((l) => normalizeId(l.sku)).filter((id): id is string => id !== null);
  const products = await db.$queryRaw<Array<{ id: string; sku: string; partKey: string }>>`
    SELECT "id"::text AS "id", "sku", "partKey" FROM "Product"
    WHERE "partKey" = ANY(${[...new Set(readable.map((l) => key.get(l.sku)!))]}::text[]) OR "id" = ANY(${ids}::uuid[]) FOR KEY SHARE`;
  const byKey = new Map(products.map((p) => [p.partKey, p]));
  const byId = new Map(products.map((p) => [p.id, p]));
  const existing = await db.$queryRaw<Existing>`
    SELECT "productId"::text AS "productId", "partNumber", "partKey" FROM "CustomerPartNumber" WHERE "companyId" = ${companyId}::uuid`;
  const numberOfProduct = new Map(existing.map((e) => [e.productId, e.partNumber]));

  for (const l of readable) {
    const id = normalizeId(l.sku);
    const p = (id ? byId.get(id) : undefined) ?? byKey.get(key.get(l.sku)!);
    if (!p) Object.assign(l, { outcome: 'ERROR', problem: `No item has the SKU ${l.sku}` });
    else {
      const had = numberOfProduct.get(p.id);
      Object.assign(l, {
        productId: p.id,
        outcome: had === undefined ? 'CREATE' : had === l.partNumber ? 'UNCHANGED' : 'UPDATE',
      });
    }
  }
  return { key, existing };
}

/** After the file: one number per item and one item per number, counting what the file leaves alone. */
async function checkOneToOne(
  db: Prisma.TransactionClient,
  lines: ImportLine[],
  key: Map<string, string>,
  existing: Existing,
) {
  const ok = () => lines.filter((l) => l.outcome !== 'ERROR');
  const fail = (l: ImportLine, problem: string) => Object.assign(l, { outcome: 'ERROR', problem });
  const groupBy = (by: (l: ImportLine) => string) => {
    const groups = new Map<string, ImportLine[]>();
    for (const l of ok()) {
      const k = by(l);
      const group = groups.get(k);
      if (group) group.push(l);
      else groups.set(k, [l]);
    }
    return groups;
  };
  const byProduct = groupBy((l) => l.productId!);
  for (const group of byProduct.values()) {
    if (group.length > 1)
      for (const l of group) fail(l, `This item is also on ${otherLines(group, l)}: give it one number`);
  }
  const finalKeyOwner = new Map<string, string>();
  for (const e of existing) if (!byProduct.has(e.productId)) finalKeyOwner.set(e.partKey, e.productId);
  const byNumber = groupBy((l) => key.get(l.partNumber)!);
  const ownerSkus = new Map(
    (
      await db.product.findMany({
        where: {
          id: {
            in: [...byNumber.keys()]
              .map((k) => finalKeyOwner.get(k))
              .filter((o): o is string => o !== undefined),
          },
        },
        select: { id: true, sku: true },
      })
    ).map((o) => [o.id, o.sku]),
  );
  for (const [numberKey, group] of byNumber) {
    if (group.length > 1) {
      for (const l of group) fail(l, `Your part number ${l.partNumber} is also on ${otherLines(group, l)}`);
      continue;
    }
    const [l] = group;
    const owner = finalKeyOwner.get(numberKey);
    if (owner && owner !== l.productId)
      fail(
        l,
        `Your part number ${l.partNumber} is already on ${ownerSkus.get(owner) ?? 'another item'}: change or remove it there`,
      );
  }
  // A company's number that is another item's SKU would read as the shop's part number.
  const numberKeys = [...new Set(ok().map((l) => key.get(l.partNumber)!))];
  const skuClashes =
    numberKeys.length === 0
      ? []
      : await db.$queryRaw<Array<{ id: string; sku: string; partKey: string }>>`
    SELECT "id"::text AS "id", "sku", "partKey" FROM "Product" WHERE "partKey" = ANY(${numberKeys}::text[])`;
  const skuOfKey = new Map(skuClashes.map((p) => [p.partKey, p]));
  for (const l of ok()) {
    const sku = skuOfKey.get(key.get(l.partNumber)!);
    if (sku && sku.id !== l.productId)
      fail(l, `${l.partNumber} is the shop's part number ${sku.sku}: choose another number`);
  }
}

/** The other lines of a group, a few by number: a file with one line repeated thousands of times gets short messages. */
function otherLines(group: ImportLine[], l: ImportLine): string {
  const others = group.filter((o) => o !== l).map((o) => o.lineNumber);
  const named = others.slice(0, 3).join(', ');
  return `line${others.length === 1 ? '' : 's'} ${named}${others.length > 3 ? ` and ${others.length - 3} more` : ''}`;
}

/** The lines that cannot be imported, with the reason on each (the error file). */
function errorCsv(lines: ImportLine[]): string {
  const bad = lines.filter((l) => l.outcome === 'ERROR');
  return bad.length === 0
    ? ''
    : csvDocument(
        ['line', 'sku', 'part number', 'reason'],
        bad.map((l) => [own(String(l.lineNumber)), text(l.sku), text(l.partNumber), text(l.problem)]),
      );
}

/**
 * A file of `sku,your part number` lines: all or nothing. A dry run (or a file with any bad line) changes nothing and
 * says what each line would do; otherwise every line is written in one transaction.
 */
export async function importMyPartNumbers(ctx: Context, input: { text?: unknown; dryRun?: unknown }) {
  const user = allowUser(ctx, 'importMyPartNumbers');
  if (typeof input?.text !== 'string') throw badInput('text must be the file as text', 'text');
  const dryRun = input.dryRun === true;
  const raw = input.text;
  return inTransaction(ctx.db, async (tx) => {
    await lockCompany(tx, user.companyId, 'FOR NO KEY UPDATE');
    const lines = await planImport(tx, user.companyId, raw);
    const count = (o: ImportLine['outcome']) => lines.filter((l) => l.outcome === o).length;
    const failed = count('ERROR');
    const applied = !dryRun && failed === 0;
    if (applied) {
      const changes = lines.filter((l) => l.outcome === 'CREATE' || l.outcome === 'UPDATE');
      // Changed numbers are cleared first, so a file that swaps two numbers never meets the unique key half-way.
      await tx.customerPartNumber.deleteMany({
        where: { companyId: user.companyId, productId: { in: changes.map((l) => l.productId!) } },
      });
      await tx.customerPartNumber
        .createMany({
          data: changes.map((l) => ({
            companyId: user.companyId,
            productId: l.productId!,
            partNumber: l.partNumber,
          })),
        })
        .catch((e: unknown) => refusedWrite(e, changes[0]?.partNumber ?? ''));
    }
    return {
      applied,
      dryRun,
      created: count('CREATE'),
      updated: count('UPDATE'),
      unchanged: count('UNCHANGED'),
      failed,
      lines: lines.map((l) => ({ ...l, problem: l.problem ?? null })),
      errorCsv: errorCsv(lines),
    };
  });
}
