"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.NotificationSettingsResolver = exports.NotificationSettingsInput = exports.NotificationSettings = void 0;
exports.companyNotificationSettings = companyNotificationSettings;
exports.updateCompanyNotificationSettings = updateCompanyNotificationSettings;
exports.myNotificationSettings = myNotificationSettings;
exports.updateNotificationSettings = updateNotificationSettings;
/**
 * Per-user settings for the optional e-mails (issue #30; common OPTIONAL_EMAILS): payment reminders and shipping
 * notices. Transactional e-mails (order confirmation, invoice, payment receipt) always go and have no setting.
 * The mail job reads them through mail/preferences.ts, with the company's own (a company admin sets those).
 */
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const errors_1 = require("../../errors");
const preferences_1 = require("../mail/preferences");
let NotificationSettings = class NotificationSettings {
    paymentReminders;
    shippingNotices;
};
exports.NotificationSettings = NotificationSettings;
__decorate([
    (0, type_graphql_1.Field)({ description: 'Reminders before an unpaid invoice is due, on its due day, and weekly while it is overdue' }),
    __metadata("design:type", Boolean)
], NotificationSettings.prototype, "paymentReminders", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'An e-mail when an order ships' }),
    __metadata("design:type", Boolean)
], NotificationSettings.prototype, "shippingNotices", void 0);
exports.NotificationSettings = NotificationSettings = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Which optional e-mails you get. Order confirmations, invoices and payment receipts always go.' })
], NotificationSettings);
let NotificationSettingsInput = class NotificationSettingsInput {
    paymentReminders;
    shippingNotices;
};
exports.NotificationSettingsInput = NotificationSettingsInput;
__decorate([
    (0, type_graphql_1.Field)(() => Boolean, { nullable: true }),
    __metadata("design:type", Object)
], NotificationSettingsInput.prototype, "paymentReminders", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Boolean, { nullable: true }),
    __metadata("design:type", Object)
], NotificationSettingsInput.prototype, "shippingNotices", void 0);
exports.NotificationSettingsInput = NotificationSettingsInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'Settings to change; a field left out keeps its value' })
], NotificationSettingsInput);
const SELECT = { emailPaymentReminders: true, emailShippingNotices: true };
function changesOf(input) {
    const data = {};
    for (const [field, column] of [['paymentReminders', 'emailPaymentReminders'], ['shippingNotices', 'emailShippingNotices']]) {
        const v = input?.[field];
        if (v === undefined || v === null)
            continue;
        if (typeof v !== 'boolean')
            throw (0, errors_1.badInput)(`${field} must be true or false`, field);
        data[column] = v;
    }
    return data;
}
/** The company's settings (issue #28/#30): any member reads them; a company admin changes them for everyone. */
async function companyNotificationSettings(ctx) {
    const me = (0, access_1.allowUser)(ctx, 'companyNotificationSettings');
    return (0, preferences_1.settingsOf)(await ctx.db.company.findUniqueOrThrow({ where: { id: me.companyId }, select: SELECT }));
}
async function updateCompanyNotificationSettings(ctx, input) {
    const me = (0, access_1.allowUser)(ctx, 'updateCompanyNotificationSettings');
    return (0, preferences_1.settingsOf)(await ctx.db.company.update({ where: { id: me.companyId }, data: changesOf(input), select: SELECT }));
}
async function myNotificationSettings(ctx) {
    const me = (0, access_1.allowUser)(ctx, 'myNotificationSettings');
    const user = await ctx.db.user.findUnique({ where: { id: me.id }, select: SELECT });
    if (!user)
        throw (0, errors_1.notFound)('User');
    return (0, preferences_1.settingsOf)(user);
}
async function updateNotificationSettings(ctx, input) {
    const me = (0, access_1.allowUser)(ctx, 'updateNotificationSettings');
    const data = changesOf(input);
    const user = await ctx.db.user.update({ where: { id: me.id }, data, select: SELECT }).catch(() => null);
    if (!user)
        throw (0, errors_1.notFound)('User');
    return (0, preferences_1.settingsOf)(user);
}
let NotificationSettingsResolver = class NotificationSettingsResolver {
    myNotificationSettings(ctx) {
        return myNotificationSettings(ctx);
    }
    updateNotificationSettings(ctx, input) {
        return updateNotificationSettings(ctx, input);
    }
    companyNotificationSettings(ctx) {
        return companyNotificationSettings(ctx);
    }
    updateCompanyNotificationSettings(ctx, input) {
        return updateCompanyNotificationSettings(ctx, input);
    }
};
exports.NotificationSettingsResolver = NotificationSettingsResolver;
__decorate([
    (0, access_1.Allow)('myNotificationSettings'),
    (0, type_graphql_1.Query)(() => NotificationSettings, { description: 'Your settings for optional e-mails.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], NotificationSettingsResolver.prototype, "myNotificationSettings", null);
__decorate([
    (0, access_1.Allow)('updateNotificationSettings'),
    (0, type_graphql_1.Mutation)(() => NotificationSettings, { description: 'Turn optional e-mails (payment reminders, shipping notices) on or off for yourself.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input', () => NotificationSettingsInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, NotificationSettingsInput]),
    __metadata("design:returntype", void 0)
], NotificationSettingsResolver.prototype, "updateNotificationSettings", null);
__decorate([
    (0, access_1.Allow)('companyNotificationSettings'),
    (0, type_graphql_1.Query)(() => NotificationSettings, { description: 'Your company\'s settings for optional e-mails: one goes only when you and your company both want it.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], NotificationSettingsResolver.prototype, "companyNotificationSettings", null);
__decorate([
    (0, access_1.Allow)('updateCompanyNotificationSettings'),
    (0, type_graphql_1.Mutation)(() => NotificationSettings, { description: 'Turn optional e-mails on or off for everyone in your company. Company admins.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input', () => NotificationSettingsInput)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, NotificationSettingsInput]),
    __metadata("design:returntype", void 0)
], NotificationSettingsResolver.prototype, "updateCompanyNotificationSettings", null);
exports.NotificationSettingsResolver = NotificationSettingsResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => NotificationSettings)
], NotificationSettingsResolver);
//# sourceMappingURL=notification-settings.js.map