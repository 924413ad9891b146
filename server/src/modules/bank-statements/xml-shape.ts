/**
 * A bank statement's XML shape, checked in one pass before any parser reads it: camt.053 nests about a dozen
 * elements deep, so a document nested deeper than MAX_XML_DEPTH is refused (a parser that recurses, or counts
 * nesting itself, would otherwise fail with a stack overflow or its own error: a 500), and so is an element or
 * attribute named like a JavaScript object's own machinery (__proto__, constructor, prototype), which no statement has.
 */
import { badInput } from '../../errors';

export const MAX_XML_DEPTH = 64;
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);
/** A tag's name and the rest of it, up to its ">": comments, CDATA, declarations and instructions are skipped whole. */
const TAG = /<(!--[\s\S]*?-->|!\[CDATA\[[\s\S]*?\]\]>|![^>]*>|\?[\s\S]*?\?>|(\/?)([^\s/>]+)([^>]*)>)/g;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export function checkXmlShape(content: string): void {
  let depth = 0;
  for (const m of content.matchAll(TAG)) {
    const name = m[3];
    if (name === undefined) continue;
    if (RESERVED.has(localName(name)))
      throw badInput(
        `The XML file has an element named "${name.slice(0, 40)}": a bank statement has none, and it is not read`,
        'content',
      );
    for (const attr of (m[4] ?? '').matchAll(/([^\s=/]+)\s*=/g)) {
      if (RESERVED.has(localName(attr[1])))
        throw badInput(
          `The XML file has an attribute named "${attr[1].slice(0, 40)}": a bank statement has none, and it is not read`,
          'content',
        );
    }
    if (m[2]) depth -= 1;
    else if (!(m[4] ?? '').trimEnd().endsWith('/')) {
      depth += 1;
      if (depth > MAX_XML_DEPTH)
        throw badInput(
          `The XML file nests elements more than ${MAX_XML_DEPTH} deep: a bank statement nests about a dozen, and it is not read`,
          'content',
        );
    }
  }
}
