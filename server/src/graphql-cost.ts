/**
 * Query cost on every executed GraphQL operation (docs/decisions/034). After validation and before
 * anything runs: the operation's static cost (lib/query-cost.ts) is refused above QUERY_COST_MAX, then taken from
 * the caller's budget (lib/cost-budget.ts; per API key, signed-in user, or anonymous address), refused when the
 * budget holds less. Every answer carries `extensions.cost` as Shopify's do:
 * `{ requestedQueryCost, actualQueryCost, throttleStatus: { maximumAvailable, currentlyAvailable, restoreRate } }`.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from './context';
import { getVariableValues } from 'graphql/execution/values';
import { AppError } from './errors';
import { CostRefusal, queryCostOf } from './lib/query-cost';
import { localState } from './lib/shared-state';
import { queryCostSpent, queryCostThrottled } from './observe/counters';

/** Whose budget a request spends: a key's own, else the signed-in user's, else the address's. */
export function budgetOwnerOf(ctx: Pick<Context, 'apiKey' | 'user' | 'ip'>): string {
  if (ctx.apiKey) return `key:${ctx.apiKey.id}`;
  if (ctx.user) return `user:${ctx.user.id}`;
  return `ip:${ctx.ip}`;
}

export interface CostExtension {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

export const queryCostPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    let cost: CostExtension | undefined;
    return {
      async didResolveOperation({ request, document, operation, operationName, contextValue: ctx, schema }) {
        const limits = ctx.config.queryCost;
        // Variables that do not coerce (a 0.5 for an Int): execution refuses them next with graphql-js's own words,
        // before any resolver runs; there is nothing to cost.
        if (
          operation &&
          getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}).errors
        )
          return;
        let requested: number;
        try {
          requested = queryCostOf(schema, document, request.variables, operationName);
        } catch (e) {
          if (e instanceof CostRefusal) {
            throw new AppError('BAD_USER_INPUT', `${e.message} This query was not run.`, {
              reason: 'QUERY_TOO_COSTLY',
              maximumQueryCost: limits.max,
              http: { status: 400 },
            });
          }
          // Anything else that stops the cost being worked out (fragments spread a thousand-fold past the node limit,
          // null for an argument that must have a value) is refused: no query runs without being charged.
          throw new AppError(
            'BAD_USER_INPUT',
            `The cost of this query could not be worked out (${e instanceof Error ? e.message : 'invalid query'}), so it was not run.`,
            { reason: 'QUERY_TOO_COSTLY', maximumQueryCost: limits.max, http: { status: 400 } },
          );
        }
        if (requested > limits.max) {
          throw new AppError(
            'BAD_USER_INPUT',
            `This query would cost ${requested} points; the cost limit is ${limits.max} points per query. Ask for fewer items (first, take) or fewer nested lists.`,
            {
              reason: 'QUERY_TOO_COSTLY',
              requestedQueryCost: requested,
              maximumQueryCost: limits.max,
              http: { status: 400 },
            },
          );
        }
        const budget = await (ctx.shared ?? localState).costBudget.take(
          budgetOwnerOf(ctx),
          requested,
          limits.budget,
          limits.restorePerSecond,
        );
        const throttleStatus = {
          maximumAvailable: limits.budget,
          currentlyAvailable: budget.available,
          restoreRate: limits.restorePerSecond,
        };
        if (budget.allowed) queryCostSpent.inc(requested);
        else queryCostThrottled.inc();
        if (!budget.allowed) {
          const wait = Math.ceil((requested - budget.available) / limits.restorePerSecond);
          throw new AppError(
            'TOO_MANY_REQUESTS',
            `Query budget used up: this query costs ${requested} points and ${budget.available} are available now; ${limits.restorePerSecond} points come back every second (try again in ${wait} s).`,
            {
              reason: 'THROTTLED',
              requestedQueryCost: requested,
              throttleStatus,
              retryAfterSeconds: wait,
              http: { status: 429, headers: new Map([['retry-after', String(wait)]]) },
            },
          );
        }
        cost = { requestedQueryCost: requested, actualQueryCost: requested, throttleStatus };
      },
      async willSendResponse({ response }) {
        if (!cost || response.body.kind !== 'single') return;
        response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
      },
    };
  },
};
