import type { Request } from 'express';
import { badInput } from '../errors';

/**
 * Parsing at the edge only: JSON types are checked here (so `quantity: []` or `name: {}` is a 400, never a
 * 500 or a silent "[object Object]"); the business rules stay in the services' shared yup schemas.
 */
export type Body = Record<string, unknown>;

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
