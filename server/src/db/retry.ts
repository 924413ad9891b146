import { Prisma } from '../generated/prisma/client';

/** PostgreSQL's serialization failure and deadlock, as Prisma or node-postgres report them. */
export function isRetriableTxError(e: unknown): boolean {
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2034') return true;
  const code =
    (e as { code?: string; meta?: { code?: string } } | null)?.meta?.code ??
    (e as { code?: string } | null)?.code;
  if (code === '40001' || code === '40P01') return true;
  // The pg driver adapter reports a failure at COMMIT as DriverAdapterError "TransactionWriteConflict", the SQLSTATE
  // in its cause (seen on two simultaneous sign-ins of one account: exchangeToken answered 500 instead of retrying).
  const cause = (e as { cause?: { originalCode?: string; kind?: string } } | null)?.cause;
  if (
    cause?.originalCode === '40001' ||
    cause?.originalCode === '40P01' ||
    cause?.kind === 'TransactionWriteConflict'
  )
    return true;
  return /\b(40001|40P01)\b|could not serialize access|deadlock detected|TransactionWriteConflict/.test(
    String((e as Error | null)?.message ?? ''),
  );
}

/**
 * Runs a transaction again when PostgreSQL aborted it for a serialization failure or a deadlock (its advice:
 * retry), at most `attempts` times with a short random back-off; any other error is thrown at once.
 */
export async function withTxRetry<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= attempts || !isRetriableTxError(e)) throw e;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}

/** Many customers paying at once queue for a pooled connection; give them time rather than failing. */
export const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

type TxClient = Prisma.TransactionClient;
interface TxHost {
  $transaction<R>(
    fn: (tx: TxClient) => Promise<R>,
    options?: { maxWait?: number; timeout?: number; isolationLevel?: Prisma.TransactionIsolationLevel },
  ): Promise<R>;
}

/**
 * THE way to run a transaction (lint forbids `$transaction` elsewhere): the shop's pool options, the
 * isolation asked for (READ COMMITTED by default, where the writes guard themselves with row locks and conditional
 * updates; `serializable` where a decision reads rows it does not lock), and a retry of the whole transaction on a
 * serialization failure or deadlock. `run` may be called more than once: it must not have effects outside `tx`.
 */
export function inTransaction<T>(
  db: TxHost,
  run: (tx: TxClient) => Promise<T>,
  opts: { serializable?: boolean; attempts?: number; timeoutMs?: number } = {},
): Promise<T> {
  const options = {
    ...TX_OPTIONS,
    ...(opts.timeoutMs ? { maxWait: opts.timeoutMs, timeout: opts.timeoutMs } : {}),
    ...(opts.serializable ? { isolationLevel: Prisma.TransactionIsolationLevel.Serializable } : {}),
  };
  return withTxRetry(() => db.$transaction(run, options), opts.attempts);
}
