"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.settingsOf = void 0;
exports.buyerWants = buyerWants;
/**
 * Whether an optional e-mail goes to the buyer of an order (issue #30): transactional e-mails always go; payment
 * reminders and shipping notices go only when both the buyer and the buyer's company want them (common
 * OPTIONAL_EMAILS; a company admin sets the company's). The mail job asks only this function.
 */
const common_1 = require("@gluegun/common");
/** The stored settings of a user, in the shared names. */
const settingsOf = (u) => ({
    paymentReminders: u.emailPaymentReminders, shippingNotices: u.emailShippingNotices,
});
exports.settingsOf = settingsOf;
async function buyerWants(db, userId, kind) {
    if (!(0, common_1.isOptionalEmail)(kind))
        return true;
    // An order whose buyer was deleted keeps its e-mail snapshot; nobody is left to have asked for less.
    if (!userId)
        return true;
    const user = await db.user.findUnique({ where: { id: userId }, select: { emailPaymentReminders: true, emailShippingNotices: true, company: { select: { emailPaymentReminders: true, emailShippingNotices: true } } } });
    if (!user)
        return true;
    const setting = common_1.OPTIONAL_EMAILS[kind].setting;
    return (0, exports.settingsOf)(user)[setting] && (0, exports.settingsOf)(user.company)[setting];
}
//# sourceMappingURL=preferences.js.map