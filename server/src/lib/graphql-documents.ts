import { LRUCache } from 'lru-cache';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { Parser } from 'graphql/language/parser';

/**
 * One parse per GraphQL document text: query text -> its parsed document and what the shop derives from
 * it, shared by the write gate (request-kind.ts), the answer cache's key (graphql-cache-key.ts) and Apollo's own
 * document store (graphql.ts). A text seen before is not parsed again by any of them; Apollo's validated document
 * replaces the shop's first parse, so one document per text is held.
 *
 * Bounded by entries and by bytes, in the instance's cache budget (docs/decisions/023): a flood of distinct texts
 * recycles this map, it does not grow it.
 */

/** The most tokens the shop's own parse reads (a longer text counts as a write and is never cached). */
export const MAX_CLASSIFY_TOKENS = 5_000;

export interface OperationFacts {
  name: string | undefined;
  mutation: boolean;
}

export interface DocumentEntry {
  readonly text: string;
  /**
   * The parsed document: the shop's parse (no locations) until Apollo has validated the text, then Apollo's.
   * null: the text did not parse within MAX_CLASSIFY_TOKENS; undefined: not parsed yet (a GET that only Apollo read).
   */
  doc?: DocumentNode | null;
  /** Tokens the parse read (graphql-js counts them as graphql-armor's token limit does), when it parsed. */
  tokens?: number;
  operations?: OperationFacts[];
  /** Derived facts kept with the document (the answer cache's key shape): computed once, by their owner. */
  derived: Map<symbol, unknown>;
  /** What the derived facts hold in memory (their own estimate), counted in the entry's size. */
  derivedBytes: number;
  /** Apollo's document-store key (schema hash + SHA-256 of this text) and the document Apollo validated under it. */
  hash?: string;
  storeKey?: string;
  validated?: DocumentNode;
}

/**
 * A parsed document's size in memory, per character of its text: graphql-js keeps every token (linked) and a location
 * on every node. Measured 2026-11-25: a 62-character text's document holds about 6.6 kB (106 B a character), a
 * 4,037-character one's about 492 kB (122 B). Counted high rather than low: the budget is what an instance holds.
 */
const DOC_BYTES_PER_CHAR = 130;

function sizeOf(entry: DocumentEntry, key: string): number {
  let size = key.length * 2 + 256;
  if (entry.doc || entry.validated) size += 1024 + key.length * DOC_BYTES_PER_CHAR;
  return size + entry.derivedBytes;
}

/**
 * What the LRU holds per text. A new slot is stored whenever an entry's size changes: lru-cache recounts a size only
 * when the value stored is another object (the same object set again keeps its first size).
 */
interface Slot {
  readonly entry: DocumentEntry;
}

/** sha256 (Apollo's document-store key without its schema prefix) -> the entry of that text, while it is cached. */
let byHash = new Map<string, DocumentEntry>();
let entries = newCache(1024 * 1024);

function newCache(maxBytes: number) {
  const index = new Map<string, DocumentEntry>();
  byHash = index;
  return new LRUCache<string, Slot>({
    max: 5_000,
    maxSize: maxBytes,
    // One text may take at most 1/32 of the budget (a 4 kB query's document counts about 530 kB at the default
    // 64 MiB): a long text, say one padded with a comment up to the body limit, is parsed each time instead of
    // pushing out everyone else's documents.
    maxEntrySize: Math.max(64 * 1024, Math.floor(maxBytes / 32)),
    sizeCalculation: (slot, key) => sizeOf(slot.entry, key),
    // A slot replaced by its entry's new size is the same text: its hash link stays.
    noDisposeOnSet: true,
    dispose: ({ entry }) => {
      if (entry.hash !== undefined && index.get(entry.hash) === entry) index.delete(entry.hash);
    },
  });
}

/** Called once at start with this instance's share of CACHE_MAX_BYTES. */
export function setDocumentCacheBytes(maxBytes: number): void {
  entries = newCache(maxBytes);
}

/** Texts found already parsed, and texts parsed (the metrics read them at scrape time). */
export const documentReads = { hits: 0, misses: 0 };

/** The entry of `text`, made (not parsed) if new; kept when it fits (else it lives for this request only). */
function entryOf(text: string): DocumentEntry {
  const slot = entries.get(text);
  if (slot) return slot.entry;
  const entry: DocumentEntry = { text, derived: new Map(), derivedBytes: 0 };
  entries.set(text, { entry });
  return entry;
}

const isCached = (entry: DocumentEntry) => entries.peek(entry.text)?.entry === entry;

/** Stored again in a new slot after a change, so that its size in the budget is recounted (or it leaves, too big). */
function resize(entry: DocumentEntry): void {
  if (isCached(entry)) entries.set(entry.text, { entry });
}

/**
 * The document of `text`, parsed at most once while it stays in the cache, with a token limit: untrusted text is
 * never read past MAX_CLASSIFY_TOKENS tokens. A text that does not parse has `doc: null` (Apollo answers the error
 * itself, in its own words).
 */
export function documentOf(text: string): DocumentEntry {
  const entry = entryOf(text);
  if (entry.doc !== undefined) documentReads.hits++;
  else documentReads.misses++;
  if (entry.doc === undefined) {
    try {
      const parser = new Parser(text, { maxTokens: MAX_CLASSIFY_TOKENS, noLocation: true });
      const doc = parser.parseDocument();
      entry.doc = doc;
      entry.tokens = parser.tokenCount;
      entry.operations = doc.definitions
        .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
        .map((o) => ({ name: o.name?.value, mutation: o.operation === 'mutation' }));
    } catch {
      entry.doc = null;
    }
    if (entry.doc === null) {
      // Text that does not parse is not kept: it would only push out documents that do (the next request with it
      // parses it again, as every request did before documents were shared).
      if (isCached(entry)) entries.delete(text);
    } else {
      resize(entry);
    }
  }
  return entry;
}

/**
 * A fact derived from a text's document, computed once per text by `compute` (null document: did not parse);
 * `bytes` estimates what it holds, for the cache's byte budget.
 */
export function derivedOf<T>(
  text: string,
  key: symbol,
  compute: (entry: DocumentEntry) => T,
  bytes: (value: T) => number = () => 0,
): T {
  const entry = documentOf(text);
  if (entry.derived.has(key)) return entry.derived.get(key) as T;
  const value = compute(entry);
  entry.derived.set(key, value);
  entry.derivedBytes += bytes(value);
  resize(entry);
  return value;
}

/**
 * True when `text` is known to parse within `maxTokens` tokens (graphql-armor's count: every token but the end):
 * armor's own token-counting parse would accept it, and need not run.
 */
export function parsedWithinTokens(text: string, maxTokens: number): boolean {
  const entry = entries.peek(text)?.entry;
  return entry?.doc != null && entry.tokens !== undefined && entry.tokens <= maxTokens;
}

/**
 * Apollo's `didResolveSource`: links Apollo's SHA-256 of the text to the text's entry (parsed here if new: a GET's
 * text has not met the write gate). Text that does not parse, or is too long to keep, is never linked or kept.
 */
export function linkQueryHash(text: string, hash: string): void {
  const entry = documentOf(text);
  // Only a cached entry is linked: its removal from the cache unlinks it (dispose); one too big to keep never is.
  if (entry.hash === hash || !isCached(entry)) return;
  if (entry.hash !== undefined && byHash.get(entry.hash) === entry) byHash.delete(entry.hash);
  entry.hash = hash;
  byHash.set(hash, entry);
}

const hashOfKey = (key: string) => key.slice(key.lastIndexOf(':') + 1);

/**
 * Apollo's document store (`documentStore` option) over these entries: Apollo stores a document only after it
 * validated it, under its schema's hash and the SHA-256 of the text, and gets back only what it stored under that
 * very key. The shop's own parse is never handed to Apollo: every text is validated by Apollo once.
 */
export const documentStore = {
  async get(key: string): Promise<DocumentNode | undefined> {
    const entry = byHash.get(hashOfKey(key));
    return entry && entry.storeKey === key ? entry.validated : undefined;
  },
  async set(key: string, doc: DocumentNode): Promise<void> {
    const entry = byHash.get(hashOfKey(key));
    if (!entry) return; // left the cache meanwhile: Apollo parses it again next time
    entry.storeKey = key;
    entry.validated = doc;
    // One document per text: the shop's facts were read from its own parse, which Apollo's now replaces.
    if (entry.doc) entry.doc = doc;
    resize(entry);
  },
  async delete(key: string): Promise<boolean | void> {
    const entry = byHash.get(hashOfKey(key));
    if (entry && entry.storeKey === key) {
      entry.storeKey = undefined;
      entry.validated = undefined;
    }
  },
};

/** For tests: the entry of `text` without touching its recency, and the cache's size against its budget. */
export function peekDocument(text: string): DocumentEntry | undefined {
  return entries.peek(text)?.entry;
}
export function documentSizeOf(text: string): number | undefined {
  return entries.info(text)?.size;
}
export function documentCacheStats(): { entries: number; bytes: number; maxBytes: number; hashes: number } {
  return {
    entries: entries.size,
    bytes: entries.calculatedSize,
    maxBytes: entries.maxSize,
    hashes: byHash.size,
  };
}
