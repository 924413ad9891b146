/**
 * A catalog file imported in the background (docs/decisions/085): the upload is answered at once with a job, whose
 * rows are checked and then written in batches by this process while the job's row shows how far it is. The write
 * is still one transaction, so a job cut short by a restart has written nothing; its heartbeat stops, and reading it
 * or the instances' sweep (import-sweep.ts) then marks it failed in words. The file stays in this process's memory (never in a row every progress tick would
 * rewrite). Two jobs write one after the other (the import's lock).
 */
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { AppError, notFound } from '../../errors';
import type { CatalogImportJob } from '../../generated/prisma/client';
import { normalizeId } from '../../lib/validate';
import { applyPlan, columnsOf, plan, readFile } from './import';
import { errorFileOf } from './error-file';

export const MAX_JOB_BYTES = 60 * 1024 * 1024;
export const MAX_JOB_ROWS = 200_000;
export const JOB_LIMITS = { bytes: MAX_JOB_BYTES, rows: MAX_JOB_ROWS };
/** How often a running job says it is alive, and how long a silent one is taken for cut short. */
export const HEARTBEAT_MS = 5_000;
export const STALE_MS = 60_000;
const CUT_SHORT =
  'The server stopped while this import ran. Nothing of it was written: upload the file again.';
const FINISHED = ['DONE', 'REFUSED', 'FAILED'] as const;

type Db = Context['db'];
type Log = Pick<Context['log'], 'error'>;
export type JobView = Omit<CatalogImportJob, 'heartbeatAt' | 'createdById'>;

const view = ({ heartbeatAt: _h, createdById: _u, ...rest }: CatalogImportJob): JobView => rest;

/**
 * Checks the file's shape at once (size, encoding, columns), then queues it; the rows are checked in the background.
 * `read` reads a file sent as its own bytes (read-stream.ts) with these limits, instead of `content`'s text.
 */
export async function startCatalogImportJob(
  ctx: Context,
  content: unknown,
  apply: boolean,
  fileName: unknown,
  read?: (limits: typeof JOB_LIMITS) => Promise<string[][]>,
): Promise<JobView> {
  allowUser(ctx, 'startCatalogImportJob');
  const records = read ? await read(JOB_LIMITS) : readFile(content, JOB_LIMITS);
  columnsOf(records[0]);
  const name = typeof fileName === 'string' ? fileName.trim().slice(0, 200) : '';
  const job = await ctx.db.catalogImportJob.create({
    data: { apply, fileName: name, rowsTotal: records.length - 1, createdById: ctx.user?.id ?? null },
  });
  setImmediate(() => {
    void runJob(ctx.db, ctx.log, job.id, records);
  });
  return view(job);
}

/** One job (any admin's), a job whose heartbeat stopped marked failed first. */
export async function catalogImportJob(ctx: Context, rawId: unknown): Promise<JobView> {
  allowUser(ctx, 'catalogImportJob');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Import');
  await failStale(ctx.db, id);
  const job = await ctx.db.catalogImportJob.findUnique({ where: { id } });
  if (!job) throw notFound('Import');
  return view(job);
}

/** Marks a job failed when it is unfinished and silent for STALE_MS (its process stopped). */
export async function failStale(db: Db, id?: string): Promise<number> {
  const { count } = await db.catalogImportJob.updateMany({
    where: {
      ...(id ? { id } : {}),
      status: { notIn: [...FINISHED] },
      heartbeatAt: { lt: new Date(Date.now() - STALE_MS) },
    },
    data: { status: 'FAILED', message: CUT_SHORT },
  });
  return count;
}

/** Runs a queued job to its end; every way it ends is written on the job, none is left running. */
export async function runJob(db: Db, log: Log, id: string, records: string[][]): Promise<void> {
  const claimed = await db.catalogImportJob.updateMany({
    where: { id, status: 'QUEUED' },
    data: { status: 'CHECKING', heartbeatAt: new Date() },
  });
  if (claimed.count === 0) return;
  const beat = setInterval(() => {
    void db.catalogImportJob
      .updateMany({ where: { id, status: { notIn: [...FINISHED] } }, data: { heartbeatAt: new Date() } })
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  const set = (data: Parameters<Db['catalogImportJob']['update']>[0]['data']) =>
    db.catalogImportJob.update({ where: { id }, data });
  try {
    const job = await db.catalogImportJob.findUniqueOrThrow({ where: { id }, select: { apply: true } });
    const ctx = { db, log } as unknown as Context;
    const p = await plan(ctx, records, async (rowsChecked) => {
      await set({ rowsChecked, heartbeatAt: new Date() });
    });
    const count = (o: string) => p.results.filter((r) => r.outcome === o).length;
    const counts = {
      rowsChecked: p.results.length,
      created: count('created'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      refused: count('refused'),
    };
    if (counts.refused > 0) {
      await set({
        ...counts,
        status: 'REFUSED',
        errorFile: errorFileOf(records, p.results),
        message: `${counts.refused} ${counts.refused === 1 ? 'row was' : 'rows were'} refused: nothing was written`,
      });
      return;
    }
    // The file's cells serve only an error file, the rows' outcomes only the counts: both dropped before the write,
    // which then holds only the rows it has still to write (docs/decisions/108).
    records.length = 0;
    p.results.length = 0;
    if (!job.apply) {
      await set({ ...counts, status: 'DONE' });
      return;
    }
    await set({ ...counts, status: 'WRITING' });
    await applyPlan(ctx, p, async (rowsWritten) => {
      await set({ rowsWritten, heartbeatAt: new Date() });
    });
    await set({ status: 'DONE', rowsWritten: counts.created + counts.updated });
  } catch (e) {
    const known = e instanceof AppError;
    if (!known) log.error({ err: e, job: id }, 'catalog import job failed');
    await set({
      status: 'FAILED',
      message: known
        ? e.message
        : 'The import failed unexpectedly. Nothing was written: upload the file again.',
    }).catch(() => undefined);
  } finally {
    clearInterval(beat);
  }
}
