"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.userRoutes = userRoutes;
const express_1 = require("express");
const users = __importStar(require("../modules/users/user.service"));
const auth_service_1 = require("../modules/auth/auth.service");
const errors_1 = require("../errors");
const validate_1 = require("../lib/validate");
const handler_1 = require("./handler");
const body_1 = require("./body");
const cursor_pages_1 = require("./cursor-pages");
const user_connection_1 = require("../modules/users/user-connection");
const present_1 = require("./present");
function userRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    // Must come before PUT /user/:email, or "admin" would be read as an e-mail.
    r.put('/user/admin/:email', (0, handler_1.handle)('makeAdmin', async (ctx, req) => {
        const { modifiedCount, user } = await users.makeAdmin(ctx, String(req.params.email));
        return { modifiedCount, user: (0, present_1.presentUser)(user) };
    }));
    r.delete('/user/admin/:id', (0, handler_1.handle)('revokeAdmin', async (ctx, req) => ({ success: true, user: (0, present_1.presentUser)(await users.revokeAdmin(ctx, String(req.params.id))) })));
    // Sign-in: a Firebase ID token for the shop's session token. The e-mail in the path is only a claim;
    // the service checks it against the e-mail Firebase proved, and counts the exchange against the sign-in limit.
    r.put('/user/:email', (0, handler_1.handle)('exchangeToken', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const pathEmail = String(req.params.email);
        const bodyEmail = (0, body_1.optionalText)(body, 'email');
        if (bodyEmail !== undefined && (0, validate_1.normalizeEmail)(bodyEmail) !== (0, validate_1.normalizeEmail)(pathEmail)) {
            throw (0, errors_1.forbidden)('The e-mail in the path and in the body differ');
        }
        const { token, user } = await (0, auth_service_1.exchangeToken)(ctx, (0, body_1.optionalText)(body, 'idToken'), pathEmail);
        return { token, user: (0, present_1.presentUser)(user) };
    }));
    r.get('/admin/:email', (0, handler_1.handle)('isAdmin', async (ctx, req) => {
        return { admin: await users.isAdminEmail(ctx, String(req.params.email)) };
    }));
    r.get('/user', (0, handler_1.handle)('users', async (ctx, req, res) => {
        const page = await (0, cursor_pages_1.restCursorPage)(req, res, (args) => (0, user_connection_1.userConnection)(ctx, args));
        return (page ?? (await users.listUsers(ctx))).map(present_1.presentUser);
    }));
    r.delete('/user/:id', (0, handler_1.handle)('deleteUser', async (ctx, req) => {
        await users.deleteUser(ctx, String(req.params.id));
        return { success: true, deletedCount: 1 };
    }));
    return r;
}
//# sourceMappingURL=users.js.map