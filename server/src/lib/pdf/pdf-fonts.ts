/**
 * Fonts for PDFs that print what people type (docs/decisions/021): Noto Sans (Latin, Latin
 * extended, Cyrillic, Greek, Vietnamese, Devanagari) and Noto Sans JP (Japanese kana and kanji, most Chinese
 * characters in use, full-width forms), both from the npm registry (@fontsource), so a newcomer's `npm ci` has them.
 *
 * Fontsource ships each family as many small subset files, each for a set of code points listed in its CSS
 * (`unicode-range`). The CSS is read once per process and indexes the files; a subset is read from disk only when a
 * character needs it, and each character's face is remembered. The .woff files are used: fontkit reads .woff2 as
 * well, but unpacking Brotli took about ten times longer per file (measured: 23 ms against 2 ms).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type * as fontkit from 'fontkit';
import { fontkitLibrary } from './pdfkit';

export type Weight = 'regular' | 'bold';

export interface Face {
  /** The subset file's stem, e.g. noto-sans-latin-400-normal: the name the face is registered under in a PDF. */
  id: string;
  file: string;
  /** Inclusive code point ranges, from the CSS `unicode-range`. */
  ranges: Array<[number, number]>;
}

/** Families in order of preference: a character Noto Sans has is never drawn from the Japanese font. */
const PACKAGES = ['@fontsource/noto-sans', '@fontsource/noto-sans-jp'];
const CSS_WEIGHT: Record<Weight, string> = { regular: '400', bold: '700' };

function parseRanges(text: string): Array<[number, number]> {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)] as [number, number];
  });
}

/** The faces of one weight of one package, read from its CSS (e.g. @fontsource/noto-sans/400.css). */
function facesOf(pkg: string, weight: Weight): Face[] {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const css = fs.readFileSync(path.join(dir, `${CSS_WEIGHT[weight]}.css`), 'utf8');
  const faces: Face[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+?)\.woff2\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;}]+)/.exec(block)?.[1];
    if (!file || !range) continue;
    faces.push({ id: file, file: path.join(dir, 'files', `${file}.woff`), ranges: parseRanges(range) });
  }
  return faces;
}

const facesByWeight = new Map<Weight, Face[]>();
const loaded = new Map<string, fontkit.Font | null>();
const faceByCodePoint: Record<Weight, Map<number, Face | null>> = { regular: new Map(), bold: new Map() };

function faces(weight: Weight): Face[] {
  let list = facesByWeight.get(weight);
  if (!list) {
    list = PACKAGES.flatMap((pkg) => facesOf(pkg, weight));
    if (list.length === 0) throw new Error(`No ${weight} PDF fonts found in ${PACKAGES.join(', ')}`);
    facesByWeight.set(weight, list);
  }
  return list;
}

/**
 * A WOFF file unpacked to the plain font it wraps (same tables, same bytes): fontkit reads a WOFF's glyf table by
 * inflating the whole table again for every glyph it touches, half of an invoice's drawing time otherwise.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((d) =>
      woff.readUInt32BE(at + d),
    );
    const packed = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? zlib.inflateSync(packed) : packed };
  });
  const log2 = Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's flavor (TrueType or CFF)
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(16 * 2 ** log2, 6);
  head.writeUInt16BE(log2, 8);
  head.writeUInt16BE(16 * count - 16 * 2 ** log2, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    head.writeUInt32BE(t.tag, 12 + i * 16);
    head.writeUInt32BE(t.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** The parsed font of a face, read once; null if its file cannot be read (its characters then fall back). */
export function fontOf(face: Face): fontkit.Font | null {
  if (!loaded.has(face.id)) {
    let font: fontkit.Font | null = null;
    const library = fontkitLibrary(); // outside the try: a library that cannot load is an error, not a missing face
    try {
      const created = library.create(sfntOfWoff(fs.readFileSync(face.file)));
      font = 'fonts' in created ? (created.fonts[0] ?? null) : created;
    } catch {
      font = null;
    }
    loaded.set(face.id, font);
  }
  return loaded.get(face.id) ?? null;
}

const inRanges = (ranges: Array<[number, number]>, cp: number) =>
  ranges.some(([from, to]) => cp >= from && cp <= to);

/** The first face whose range lists `cp` and whose font really has a glyph for it; null when none has. */
export function faceFor(cp: number, weight: Weight): Face | null {
  const cache = faceByCodePoint[weight];
  const known = cache.get(cp);
  if (known !== undefined) return known;
  const face =
    faces(weight).find((f) => inRanges(f.ranges, cp) && fontOf(f)?.hasGlyphForCodePoint(cp)) ?? null;
  cache.set(cp, face);
  return face;
}

/** The face everything falls back to (Noto Sans Latin): it draws '?' for characters no face has. */
export function baseFace(weight: Weight): Face {
  const face = faceFor(0x41, weight); // 'A'
  if (!face) throw new Error(`The ${weight} Latin PDF font cannot be read`);
  return face;
}
