/** A scheduled run's end (docs/decisions/077): its outcome recorded and the owner's e-mail queued, once. */
import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/retry';
import { emit } from '../events/outbox';
import type { BusinessEvent } from '../events/event-types';
import type { LineOutcome } from './add-lines';
import { dayText } from './rules';

export const scheduleEvent = (
  type: 'order_schedule.reminder' | 'order_schedule.ran' | 'order_schedule.changed',
  scheduleId: string,
  data: Record<string, unknown>,
): BusinessEvent => ({
  type,
  resourceType: 'order_schedule',
  resourceId: scheduleId,
  data: { scheduleId, ...data },
});

export interface Outcome {
  status: 'PLACED' | 'AWAITING_APPROVAL' | 'FAILED';
  message: string;
  lines: LineOutcome[];
  purchaseOrderId?: string | null;
  approvalRequestId?: string | null;
  stop?: string;
}

/**
 * Records a run's outcome and queues the owner's e-mail, once: only while the run is still CLAIMED (a run taken over
 * as interrupted, schedule-recovery.ts, is not finished a second time).
 */
export async function finish(
  deps: Pick<AppDeps, 'db'>,
  scheduleId: string,
  runOn: Date,
  listId: string,
  outcome: Outcome,
) {
  await inTransaction(deps.db, async (tx) => {
    const moved = await tx.orderScheduleRun.updateMany({
      where: { scheduleId, runOn, kind: 'RUN', status: 'CLAIMED' },
      data: {
        status: outcome.status,
        message: outcome.message,
        lines: outcome.lines as object[],
        purchaseOrderId: outcome.purchaseOrderId ?? null,
        approvalRequestId: outcome.approvalRequestId ?? null,
      },
    });
    if (moved.count === 0) return;
    if (outcome.stop)
      await tx.orderSchedule.update({ where: { id: scheduleId }, data: { stoppedReason: outcome.stop } });
    await emit(
      tx,
      scheduleEvent('order_schedule.ran', scheduleId, {
        listId,
        runOn: dayText(runOn),
        status: outcome.status,
        message: outcome.message,
      }),
    );
  });
}
