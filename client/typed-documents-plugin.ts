import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Build-time twin of graphql-codegen's Babel/SWC plugin for the client preset. `graphql(\`...\`)` looks
 * each document up in src/gql/gql.ts, a map of every operation in the app: importing it puts every
 * document (the dashboard's too) into the first bundle, about 50 kB gzip. This rewrites each call to an
 * import of that one document (a virtual module cut from src/gql/graphql.ts, which holds them all on one
 * line each), so a chunk carries only the documents it uses.
 * Types are unchanged (they come from the same generated files); Jest keeps the plain runtime lookup.
 */
const PREFIX = 'virtual:typed-document/';

export function typedDocuments(): Plugin {
  const gqlDir = path.resolve(__dirname, 'src', 'gql');
  return {
    name: 'gluegun:typed-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const imports = new Map<string, string>();
      let out = code.replace(/\bgraphql\(\s*`([\s\S]*?)`\s*\)/g, (_all, doc: string) => {
        const m = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/.exec(doc);
        if (!m) throw new Error(`${file}: a graphql() document needs a named operation or fragment`);
        const exported = m[1] === 'fragment' ? `${m[2]}FragmentDoc` : `${m[2]}Document`;
        const local = `__typed_${exported}`;
        imports.set(exported, local);
        return local;
      });
      if (imports.size === 0) return null;
      out = out.replace(/import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/gql['"];?/, '');
      const header = [...imports].map(([e, l]) => `import ${l} from '${PREFIX}${e}';\n`).join('');
      return { code: header + out, map: null };
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const generated = path.join(gqlDir, 'graphql.ts');
      this.addWatchFile(generated);
      const line = fs
        .readFileSync(generated, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`export const ${name} = {`));
      const json = line && /^export const \w+ = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line)?.[1];
      if (!json) throw new Error(`src/gql/graphql.ts has no document ${name}: run npm run codegen`);
      return `export default ${json};`;
    },
  };
}
