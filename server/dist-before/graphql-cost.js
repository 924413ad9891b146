"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.queryCostPlugin = void 0;
exports.budgetOwnerOf = budgetOwnerOf;
const values_1 = require("graphql/execution/values");
const errors_1 = require("./errors");
const query_cost_1 = require("./lib/query-cost");
const shared_state_1 = require("./lib/shared-state");
/** Whose budget a request spends: a key's own, else the signed-in user's, else the address's. */
function budgetOwnerOf(ctx) {
    if (ctx.apiKey)
        return `key:${ctx.apiKey.id}`;
    if (ctx.user)
        return `user:${ctx.user.id}`;
    return `ip:${ctx.ip}`;
}
exports.queryCostPlugin = {
    async requestDidStart() {
        let cost;
        return {
            async didResolveOperation({ request, document, operation, operationName, contextValue: ctx, schema }) {
                const limits = ctx.config.queryCost;
                // Variables that do not coerce (a 0.5 for an Int): execution refuses them next with graphql-js's own words,
                // before any resolver runs; there is nothing to cost.
                if (operation && (0, values_1.getVariableValues)(schema, operation.variableDefinitions ?? [], request.variables ?? {}).errors)
                    return;
                let requested;
                try {
                    requested = (0, query_cost_1.queryCostOf)(schema, document, request.variables, operationName);
                }
                catch (e) {
                    // Anything else that stops the cost being worked out (fragments spread a thousand-fold past the node limit,
                    // null for an argument that must have a value) is refused: no query runs without being charged.
                    throw new errors_1.AppError('BAD_USER_INPUT', `The cost of this query could not be worked out (${e instanceof Error ? e.message : 'invalid query'}), so it was not run.`, { reason: 'QUERY_TOO_COSTLY', maximumQueryCost: limits.max, http: { status: 400 } });
                }
                if (requested > limits.max) {
                    throw new errors_1.AppError('BAD_USER_INPUT', `This query would cost ${requested} points; the cost limit is ${limits.max} points per query. Ask for fewer items (first, take) or fewer nested lists.`, { reason: 'QUERY_TOO_COSTLY', requestedQueryCost: requested, maximumQueryCost: limits.max, http: { status: 400 } });
                }
                const budget = await (ctx.shared ?? shared_state_1.localState).costBudget.take(budgetOwnerOf(ctx), requested, limits.budget, limits.restorePerSecond);
                const throttleStatus = { maximumAvailable: limits.budget, currentlyAvailable: budget.available, restoreRate: limits.restorePerSecond };
                if (!budget.allowed) {
                    const wait = Math.ceil((requested - budget.available) / limits.restorePerSecond);
                    throw new errors_1.AppError('TOO_MANY_REQUESTS', `Query budget used up: this query costs ${requested} points and ${budget.available} are available now; ${limits.restorePerSecond} points come back every second (try again in ${wait} s).`, { reason: 'THROTTLED', requestedQueryCost: requested, throttleStatus, retryAfterSeconds: wait, http: { status: 429, headers: new Map([['retry-after', String(wait)]]) } });
                }
                cost = { requestedQueryCost: requested, actualQueryCost: requested, throttleStatus };
            },
            async willSendResponse({ response }) {
                if (!cost || response.body.kind !== 'single')
                    return;
                response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
            },
        };
    },
};
//# sourceMappingURL=graphql-cost.js.map