/**
 * cXML 1.2 documents in and out (docs/decisions/064). Read with the bank-statement import's parser and settings
 * (fast-xml-parser, entities never expanded, shape checked first); the one DOCTYPE cXML carries, the SYSTEM
 * reference to the published cXML.dtd, is set aside unread, and any other (an internal subset, an ENTITY) is refused.
 */
import { randomUUID } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../errors';
import { checkXmlShape } from '../bank-statements/xml-shape';

export type Node = Record<string, unknown>;

/** A refusal answered as a cXML Status: the HTTP status and the Status code are the same number. */
export class CxmlRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500,
    message: string,
  ) {
    super(message);
  }
}

const STANDARD_DOCTYPE =
  /<!DOCTYPE\s+cXML\s+SYSTEM\s+"http:\/\/xml\.cxml\.org\/schemas\/cXML\/[0-9.]{1,12}\/[A-Za-z]{1,20}\.dtd"\s*>/i;
const ARRAYS = new Set(['ItemOut', 'Credential', 'Extrinsic', 'Contact', 'Street', 'Email']);
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

export const obj = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
export const text = (v: unknown): string =>
  (typeof v === 'string' ? v : typeof obj(v)['#text'] === 'string' ? String(obj(v)['#text']) : '').trim();
export const path = (v: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((n, k) => obj(Array.isArray(n) ? n[0] : n)[k], v);
export const attr = (v: unknown, name: string): string => text(obj(Array.isArray(v) ? v[0] : v)[`@${name}`]);

/** The cXML root of a document, or a 400 refusal in words. */
export function readCxml(content: string): Node {
  const body = content.replace(STANDARD_DOCTYPE, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(body))
    throw new CxmlRefusal(
      400,
      "The document declares a DOCTYPE other than cXML's own, or entities: it is not read",
    );
  // Entities are never expanded: a reference other than XML's five and character references would be read as its
  // own text, so the document is refused rather than taken with words it does not mean.
  if (/&(?!(?:lt|gt|amp|quot|apos|#[0-9]{1,7}|#x[0-9a-f]{1,6});)/i.test(body))
    throw new CxmlRefusal(400, "The document refers to an entity other than XML's own: it is not read");
  try {
    checkXmlShape(body);
  } catch {
    throw new CxmlRefusal(400, 'The document nests too deep or uses reserved names: it is not read');
  }
  if (XMLValidator.validate(body) !== true) throw new CxmlRefusal(400, 'The document is not well-formed XML');
  let parsed: unknown;
  try {
    parsed = parser.parse(body);
  } catch {
    throw new CxmlRefusal(400, 'The document could not be read');
  }
  const root = obj(obj(parsed).cXML);
  if (Object.keys(root).length === 0) throw new CxmlRefusal(400, 'The document is not cXML (no cXML root)');
  return root;
}

export interface Credential {
  domain: string;
  identity: string;
  secret: string;
}
/** A Header party's first credential (From, To, Sender). */
export function credentialOf(root: Node, party: 'From' | 'To' | 'Sender'): Credential {
  const c = arr(path(root, 'Header', party, 'Credential'))[0];
  return { domain: attr(c, 'domain'), identity: text(obj(c).Identity), secret: text(obj(c).SharedSecret) };
}

export const payloadIdOf = (root: Node): string => text(root['@payloadID']).slice(0, 300);

const escape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
export const x = (strings: TemplateStringsArray, ...values: Array<string | number>) =>
  strings.reduce((out, s, i) => out + s + (i < values.length ? escape(String(values[i])) : ''), '');

const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';
/** A cXML document around `inner` (raw XML already escaped by x``), with a fresh payloadID. */
export function cxmlDocument(inner: string, now = new Date()): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}\n${x`<cXML payloadID="${`${randomUUID()}@gluegun.shop`}" timestamp="${now.toISOString()}" xml:lang="en-US">`}${inner}</cXML>\n`;
}

/** A cXML Response with a Status (200 OK, or a refusal's code and words) and, for a success, its content. */
export const statusResponse = (code: number, message: string, content = '') =>
  cxmlDocument(
    `<Response>${x`<Status code="${code}" text="${code === 200 ? 'OK' : 'Refused'}">${message}</Status>`}${content}</Response>`,
  );

/** Maps a service refusal (AppError) onto the cXML status with the same meaning. */
export function refusalOf(e: unknown): CxmlRefusal {
  if (e instanceof CxmlRefusal) return e;
  if (e instanceof AppError) {
    const status =
      (
        {
          UNAUTHENTICATED: 401,
          FORBIDDEN: 403,
          NOT_FOUND: 404,
          BAD_USER_INPUT: 400,
          CONFLICT: 409,
          TOO_MANY_REQUESTS: 429,
        } as const
      )[e.code] ?? 400;
    return new CxmlRefusal(status, e.message);
  }
  throw e;
}
