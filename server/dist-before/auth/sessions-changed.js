"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sessionsChanged = sessionsChanged;
const shared_state_1 = require("../lib/shared-state");
/**
 * Call after a user row changed (sign-in, sign-out, role, deletion) has committed and before the answer leaves:
 * this instance's session-user cache is dropped, and with several instances the change is announced so every
 * other instance drops its own before its next signed-in request (docs/decisions/017). The second drop covers a
 * lookup that read the old row while the announcement was on its way.
 */
async function sessionsChanged(deps) {
    deps.sessions?.invalidate();
    try {
        await (deps.shared ?? shared_state_1.localState).announceSessionChange();
    }
    finally {
        deps.sessions?.invalidate();
    }
}
//# sourceMappingURL=sessions-changed.js.map