import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../context';
import { AppError } from '../errors';
import { isDatabaseOutage } from '../lib/outage';
import { SpanStatusCode, type Span } from '@opentelemetry/api';
import { tracer, tracingOn } from './tracing';

/** Errors already logged with their request's id: formatError (graphql.ts) does not log them a second time. */
export const loggedErrors = new WeakSet<object>();

const unexpected = (original: unknown) =>
  !(original instanceof AppError) && !(original instanceof GraphQLError) && !isDatabaseOutage(original);

/**
 * Names the request's operation (its name and type, never its variables) for the request log line and the
 * metrics, and logs unexpected errors with the request's child logger (its id on the line). Apollo calls
 * `didEncounterErrors` before formatting them.
 */
/** Characters of an operation's name kept in logs and traces. */
const MAX_NAME = 100;

export const requestObservation: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    let span: Span | null = null;
    return {
      async didResolveOperation({ operationName: asked, operation, contextValue }) {
        const type = operation?.operation ?? 'query';
        // A name is the caller's text: cut, so a long one cannot fill log lines and span names.
        const operationName = asked && asked.length > MAX_NAME ? `${asked.slice(0, MAX_NAME)}…` : asked;
        if (contextValue.requestTrace)
          contextValue.requestTrace.operation = { name: operationName ?? null, type };
        // A child of the request's span: the operation's name and type, never its variables.
        if (tracingOn()) {
          span = tracer().startSpan(`graphql ${type} ${operationName ?? '(anonymous)'}`, {
            attributes: { 'graphql.operation.name': operationName ?? '', 'graphql.operation.type': type },
          });
        }
      },
      async willSendResponse({ errors }) {
        if (!span) return;
        if (errors?.length) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      },
      async didEncounterErrors({ errors, contextValue }) {
        if (contextValue.requestTrace) contextValue.requestTrace.failed = true;
        for (const error of errors) {
          const original = error.originalError ?? error;
          if (!unexpected(original) || loggedErrors.has(original)) continue;
          loggedErrors.add(original);
          contextValue.log.error({ err: original, path: error.path }, 'unexpected GraphQL error');
        }
      },
    };
  },
};
