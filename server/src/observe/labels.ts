import type { Request, Response } from 'express';
import { KNOWN_OPERATIONS } from './known-operations';

/** The label every value outside a bounded set is folded into. */
export const OTHER = 'other';

/**
 * A label whose values stay bounded whatever clients send: a value is kept only when `allowed` says so and fewer
 * than `cap` distinct values were kept before; anything else is OTHER. Prometheus keeps one series per label value,
 * so an unbounded label (a raw path, a name a client made up) would grow its memory without end.
 */
export class BoundedLabel {
  private readonly kept = new Set<string>();

  constructor(
    readonly cap: number,
    private readonly allowed: (value: string) => boolean,
  ) {}

  of(value: string): string {
    if (this.kept.has(value)) return value;
    if (this.kept.size >= this.cap || !this.allowed(value)) return OTHER;
    this.kept.add(value);
    return value;
  }

  get size(): number {
    return this.kept.size;
  }
}

const KNOWN = new Set(KNOWN_OPERATIONS);
/** The client's own operations (known-operations.ts, made by `npm run codegen`); integrators' names are OTHER. */
export const operationLabel = () => new BoundedLabel(KNOWN.size + 10, (name) => KNOWN.has(name));

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : OTHER);

/** A template the code declared (its route) is bounded by the code; the cap guards against a route made per request. */
export const routeLabel = () => new BoundedLabel(300, (route) => route.length <= 200);

/**
 * The route template a REST answer came from (`/products/:id`, never `/products/42`), read once the answer has
 * finished: Express leaves the matched route on the request. Requests no route answered are `static` (files, the
 * client) or `unmatched` (404s), so raw paths never become labels.
 */
export function routeTemplateOf(req: Request, res: Response): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl ?? ''}${route.path}`;
  if (route) return 'client';
  return res.statusCode === 404 ? 'unmatched' : 'static';
}

/** 2xx, 3xx, 4xx, 5xx: the status as a bounded label. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
