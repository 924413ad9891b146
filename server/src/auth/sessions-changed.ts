import type { AppDeps } from '../context';
import { localState } from '../lib/shared-state';

/**
 * Call after a user row changed (sign-in, sign-out, role, deletion) has committed and before the answer leaves:
 * this instance's session-user cache is dropped, and with several instances the change is announced so every
 * other instance drops its own before its next signed-in request (docs/decisions/017). The second drop covers a
 * lookup that read the old row while the announcement was on its way.
 */
export async function sessionsChanged(deps: Pick<AppDeps, 'sessions' | 'shared'>): Promise<void> {
  deps.sessions?.invalidate();
  try {
    await (deps.shared ?? localState).announceSessionChange();
  } finally {
    deps.sessions?.invalidate();
  }
}
