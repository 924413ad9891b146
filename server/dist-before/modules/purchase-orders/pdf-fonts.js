"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.fontOf = fontOf;
exports.faceFor = faceFor;
exports.baseFace = baseFace;
/**
 * Fonts for PDFs that print what people type (issue #26 item 8, docs/decisions/021): Noto Sans (Latin, Latin
 * extended, Cyrillic, Greek, Vietnamese, Devanagari) and Noto Sans JP (Japanese kana and kanji, most Chinese
 * characters in use, full-width forms), both from the npm registry (@fontsource), so a newcomer's `npm ci` has them.
 *
 * Fontsource ships each family as many small subset files, each for a set of code points listed in its CSS
 * (`unicode-range`). The CSS is read once per process and indexes the files; a subset is read from disk only when a
 * character needs it, and each character's face is remembered. The .woff files are used: fontkit reads .woff2 as
 * well, but unpacking Brotli took about ten times longer per file (measured: 23 ms against 2 ms).
 */
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const fontkit = __importStar(require("fontkit"));
/** Families in order of preference: a character Noto Sans has is never drawn from the Japanese font. */
const PACKAGES = ['@fontsource/noto-sans', '@fontsource/noto-sans-jp'];
const CSS_WEIGHT = { regular: '400', bold: '700' };
function parseRanges(text) {
    return text.split(',').map((part) => {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(from, 16), parseInt(to ?? from, 16)];
    });
}
/** The faces of one weight of one package, read from its CSS (e.g. @fontsource/noto-sans/400.css). */
function facesOf(pkg, weight) {
    const dir = node_path_1.default.dirname(require.resolve(`${pkg}/package.json`));
    const css = node_fs_1.default.readFileSync(node_path_1.default.join(dir, `${CSS_WEIGHT[weight]}.css`), 'utf8');
    const faces = [];
    for (const block of css.split('@font-face').slice(1)) {
        const file = /url\(\.\/files\/([^)]+?)\.woff2\)/.exec(block)?.[1];
        const range = /unicode-range:\s*([^;}]+)/.exec(block)?.[1];
        if (!file || !range)
            continue;
        faces.push({ id: file, file: node_path_1.default.join(dir, 'files', `${file}.woff`), ranges: parseRanges(range) });
    }
    return faces;
}
const facesByWeight = new Map();
const loaded = new Map();
const faceByCodePoint = { regular: new Map(), bold: new Map() };
function faces(weight) {
    let list = facesByWeight.get(weight);
    if (!list) {
        list = PACKAGES.flatMap((pkg) => facesOf(pkg, weight));
        if (list.length === 0)
            throw new Error(`No ${weight} PDF fonts found in ${PACKAGES.join(', ')}`);
        facesByWeight.set(weight, list);
    }
    return list;
}
/** The parsed font of a face, read once; null if its file cannot be read (its characters then fall back). */
function fontOf(face) {
    if (!loaded.has(face.id)) {
        let font = null;
        try {
            const created = fontkit.create(node_fs_1.default.readFileSync(face.file));
            font = 'fonts' in created ? created.fonts[0] ?? null : created;
        }
        catch {
            font = null;
        }
        loaded.set(face.id, font);
    }
    return loaded.get(face.id) ?? null;
}
const inRanges = (ranges, cp) => ranges.some(([from, to]) => cp >= from && cp <= to);
/** The first face whose range lists `cp` and whose font really has a glyph for it; null when none has. */
function faceFor(cp, weight) {
    const cache = faceByCodePoint[weight];
    const known = cache.get(cp);
    if (known !== undefined)
        return known;
    const face = faces(weight).find((f) => inRanges(f.ranges, cp) && fontOf(f)?.hasGlyphForCodePoint(cp)) ?? null;
    cache.set(cp, face);
    return face;
}
/** The face everything falls back to (Noto Sans Latin): it draws '?' for characters no face has. */
function baseFace(weight) {
    const face = faceFor(0x41, weight); // 'A'
    if (!face)
        throw new Error(`The ${weight} Latin PDF font cannot be read`);
    return face;
}
//# sourceMappingURL=pdf-fonts.js.map