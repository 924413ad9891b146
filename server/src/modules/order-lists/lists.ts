/**
 * A company's shared order lists (docs/decisions/077): every member reads them; a buying member makes one; only its
 * creator and the company's admins change or delete it. Another company's list is NOT_FOUND, never FORBIDDEN, so
 * its existence does not leak.
 */
import type { Context, SessionUser } from '../../context';
import { allowUser, type Operation } from '../../auth/access';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { inTransaction } from '../../db/retry';
import { normalizeId } from '../../lib/validate';
import type { Db } from '../../db/prisma';
import { checkLines, type CandidateLine } from '../wholesale/line-check';
import { catalogViewerOf } from '../prices/contract-entries';
import { MAX_LISTS_PER_COMPANY, MAX_LIST_LINES, MAX_LIST_NAME } from './rules';
import { lockCompany } from '../../db/locks';

const INCLUDE = {
  lines: { orderBy: [{ position: 'asc' as const }, { id: 'asc' as const }] },
  schedule: {
    include: { runs: { orderBy: [{ runOn: 'desc' as const }, { createdAt: 'desc' as const }], take: 6 } },
  },
};
export type ListRow = NonNullable<Awaited<ReturnType<typeof readList>>>;

const readList = (db: Db, id: string, companyId: string) =>
  db.orderList.findFirst({ where: { id, companyId }, include: INCLUDE });

/** Who may change a list: its creator and the company's admins. */
export const canEditList = (
  user: Pick<SessionUser, 'id' | 'companyRole'>,
  list: { createdById: string | null },
) => list.createdById === user.id || user.companyRole === 'COMPANY_ADMIN';

/** The caller's company's list, or NOT_FOUND (another company's, a deleted one, or not an id). */
export async function loadList(ctx: Context, rawId: unknown, op: Operation) {
  const user = allowUser(ctx, op);
  const id = normalizeId(rawId);
  const list = id ? await readList(ctx.db, id, user.companyId) : null;
  if (!list) throw notFound('Order list');
  return { user, list };
}

/** As loadList, and the caller may change it. */
export async function loadEditable(ctx: Context, rawId: unknown, op: Operation) {
  const found = await loadList(ctx, rawId, op);
  if (!canEditList(found.user, found.list))
    throw forbidden("Only the list's creator and your company's admins may change it");
  return found;
}

function nameOf(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name === '') throw badInput('Name is required', 'name');
  if (name.length > MAX_LIST_NAME) throw badInput(`Name must be at most ${MAX_LIST_NAME} characters`, 'name');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw badInput('Name cannot contain control characters', 'name');
  return name;
}

const wholeQuantity = (q: unknown, max = 1_000_000) =>
  typeof q === 'number' && Number.isSafeInteger(q) && q > 0 && q <= max ? q : null;

interface SavedLine {
  productId: string;
  quantity: number;
  scheduleQuantity: number | null;
}

/**
 * The lines a caller sends ({reference: SKU, your part number or product id, quantity}) as products; an unknown
 * product, a product on two lines or a quantity that is not a positive whole number refuses the save, naming the
 * line. Quantity rules and stock are checked when the list is ordered (they may change meanwhile).
 */
async function linesOf(ctx: Context, user: SessionUser, raw: unknown): Promise<SavedLine[]> {
  if (!Array.isArray(raw)) throw badInput('lines must be a list of {reference, quantity}', 'lines');
  if (raw.length > MAX_LIST_LINES)
    throw badInput(`At most ${MAX_LIST_LINES} lines in a list; this has ${raw.length}`, 'lines');
  const candidates: CandidateLine[] = raw.map((r, i) => {
    const line = (typeof r === 'object' && r !== null ? r : {}) as {
      reference?: unknown;
      quantity?: unknown;
    };
    const reference = typeof line.reference === 'string' ? line.reference.trim().slice(0, 120) : '';
    const quantity = wholeQuantity(line.quantity);
    const problem =
      reference === ''
        ? 'Give a SKU or part number'
        : quantity === null
          ? 'Quantity must be a whole number of units from 1 to 1,000,000'
          : null;
    return { lineNumber: i + 1, reference, quantityText: String(line.quantity ?? ''), quantity, problem };
  });
  const checked = await checkLines(ctx.db, candidates, {
    companyId: user.companyId,
    refuseDuplicates: true,
    viewer: catalogViewerOf(ctx),
  });
  const bad = checked.filter((l) =>
    l.problems.some((p) =>
      ['UNREADABLE', 'UNKNOWN_PRODUCT', 'AMBIGUOUS_NAME', 'DUPLICATE_LINE'].includes(p.code),
    ),
  );
  if (bad.length > 0) {
    const first = bad[0].problems.find((p) =>
      ['UNREADABLE', 'UNKNOWN_PRODUCT', 'AMBIGUOUS_NAME', 'DUPLICATE_LINE'].includes(p.code),
    )!;
    throw new AppError('BAD_USER_INPUT', `Line ${bad[0].lineNumber}: ${first.message}`, {
      field: 'lines',
      reason: 'LINES_REFUSED',
    });
  }
  const schedule = raw.map((r) => wholeQuantity((r as { scheduleQuantity?: unknown })?.scheduleQuantity));
  return checked.map((l, i) => ({
    productId: l.product!.id,
    quantity: l.quantity!,
    scheduleQuantity: schedule[i],
  }));
}

async function writeLines(
  tx: Parameters<Parameters<typeof inTransaction>[1]>[0],
  listId: string,
  lines: SavedLine[],
) {
  await tx.orderListLine.deleteMany({ where: { listId } });
  if (lines.length > 0)
    await tx.orderListLine.createMany({ data: lines.map((l, position) => ({ listId, position, ...l })) });
}

/** The company's lists, by name. */
export async function orderLists(ctx: Context) {
  const user = allowUser(ctx, 'orderLists');
  return ctx.db.orderList.findMany({
    where: { companyId: user.companyId },
    include: INCLUDE,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: MAX_LISTS_PER_COMPANY,
  });
}

export async function orderList(ctx: Context, rawId: unknown) {
  return (await loadList(ctx, rawId, 'orderList')).list;
}

export async function createOrderList(ctx: Context, input: { name?: unknown; lines?: unknown }) {
  const user = allowUser(ctx, 'createOrderList');
  const name = nameOf(input?.name);
  const lines = await linesOf(ctx, user, input?.lines ?? []);
  const id = await inTransaction(ctx.db, async (tx) => {
    // Counted under the company's row lock, so two creations at once cannot pass the cap together.
    await lockCompany(tx, user.companyId, 'FOR NO KEY UPDATE');
    if ((await tx.orderList.count({ where: { companyId: user.companyId } })) >= MAX_LISTS_PER_COMPANY) {
      throw conflict(
        `Your company has ${MAX_LISTS_PER_COMPANY} lists, the most it may keep: delete one first`,
      );
    }
    const list = await tx.orderList.create({
      data: { companyId: user.companyId, createdById: user.id, createdByEmail: user.email, name },
    });
    await writeLines(tx, list.id, lines);
    return list.id;
  });
  return (await readList(ctx.db, id, user.companyId))!;
}

/** Renames a list and/or replaces its lines (each line's schedule quantity with it). */
export async function updateOrderList(
  ctx: Context,
  rawId: unknown,
  input: { name?: unknown; lines?: unknown },
) {
  const { user, list } = await loadEditable(ctx, rawId, 'updateOrderList');
  const name = input?.name === undefined || input?.name === null ? list.name : nameOf(input.name);
  const lines =
    input?.lines === undefined || input?.lines === null ? null : await linesOf(ctx, user, input.lines);
  await inTransaction(ctx.db, async (tx) => {
    await tx.orderList.update({ where: { id: list.id }, data: { name } });
    if (lines) await writeLines(tx, list.id, lines);
  });
  return (await readList(ctx.db, list.id, user.companyId))!;
}

export async function deleteOrderList(ctx: Context, rawId: unknown) {
  const { list } = await loadEditable(ctx, rawId, 'deleteOrderList');
  await ctx.db.orderList.delete({ where: { id: list.id } });
  return true;
}
