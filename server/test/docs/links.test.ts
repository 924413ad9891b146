/**
 * The README is a front door: short, and every page it and the docs link to is there, down to the heading a link
 * names. A page moved or a heading renamed fails here instead of leaving a reader at a dead link.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

function markdownFiles(): string[] {
  const docs = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return docs(rel);
      return e.name.endsWith('.md') ? [rel] : [];
    });
  return ['README.md', 'CONTRIBUTING.md', ...docs('docs')];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1])));
}

describe('the docs', () => {
  it('keep the README short (a front door, about 150 lines at most)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(160);
  });

  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [ref, anchor] = target.split('#');
        const linked = ref ? path.normalize(path.join(path.dirname(file), ref)) : file;
        if (!fs.existsSync(path.join(ROOT, linked))) {
          broken.push(`${file}: ${target} (no file)`);
          continue;
        }
        if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor))
          broken.push(`${file}: ${target} (no heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the README links every page of docs/ (nothing moved out of sight)', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const pages = fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
    expect(pages.filter((f) => !readme.includes(`docs/${f}`))).toEqual([]);
  });

  it('the decisions index lists every record, with a Status line under each title', () => {
    const dir = path.join(ROOT, 'docs/decisions');
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const records = fs.readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f));
    expect(records.filter((f) => !index.includes(`](${f})`))).toEqual([]);
    expect(records.filter((f) => !/^Status: /m.test(fs.readFileSync(path.join(dir, f), 'utf8')))).toEqual([]);
  });
});
