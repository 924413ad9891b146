"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.jobHandlers = jobHandlers;
const clock_1 = require("../../lib/clock");
const reminders_1 = require("../reminders/reminders");
const send_email_1 = require("../mail/send-email");
const deliver_1 = require("../webhooks/deliver");
function jobHandlers(deps) {
    return {
        email: (0, send_email_1.emailSender)(deps),
        webhook: (0, deliver_1.webhookDeliverer)(deps),
        reminders: async () => { await (0, reminders_1.sendDueReminders)(deps, (0, clock_1.nowOf)(deps)); },
    };
}
//# sourceMappingURL=job-handlers.js.map