import type { NextFunction, Request, Response } from 'express';
import { badInput } from '../errors';

/**
 * Parsing at the edge only: JSON types are checked here (so `quantity: []` or `name: {}` is a 400, never a
 * 500 or a silent "[object Object]"); the business rules stay in the services' shared yup schemas.
 */
export type Body = Record<string, unknown>;

/** Deepest nesting any request body may have: the deepest real one (a GraphQL body's variables) is under a dozen. */
export const MAX_JSON_DEPTH = 64;

/** Whether a parsed JSON value nests objects or arrays more than `limit` deep; counted without recursion. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node as object)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * After the JSON body parser, before anything walks the body (the idempotency fingerprint, GraphQL's variable
 * coercion, the REST handlers): a body nested deeper than MAX_JSON_DEPTH is a 400 in the transport's own shape.
 * Walking it recursively would overflow the stack (a 500) or take long.
 */
export function refuseDeepJson(req: Request, res: Response, next: NextFunction) {
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || !nestedDeeperThan(body, MAX_JSON_DEPTH)) return next();
  const message = `Request body is nested more than ${MAX_JSON_DEPTH} deep: no request needs that, so it is not read`;
  if (req.path === '/graphql')
    res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
  else res.status(400).json({ error: { code: 'BAD_USER_INPUT', message } });
}

export function bodyOf(req: Request): Body {
  const body: unknown = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badInput('Request body must be a JSON object');
  return body as Body;
}

/** A string field, or undefined when absent. Numbers are accepted and turned into text (HTML number inputs). */
export function optionalText(body: Body, field: string): string | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw badInput(`${field} must be a string`, field);
}

/** A number field (a JSON number or numeric text, as forms send), or undefined when absent. */
export function optionalNumber(body: Body, field: string): number | undefined {
  const v = body[field];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  throw badInput(`${field} must be a number`, field);
}

/** A single query-string value (`?email=a&email=b` or `?email[x]=` are refused). */
export function queryText(req: Request, field: string): string | undefined {
  const v = (req.query as Record<string, unknown>)[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badInput(`${field} must be given once, as text`, field);
  return v;
}
