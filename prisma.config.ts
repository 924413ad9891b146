/* eslint-disable @typescript-eslint/no-explicit-any -- duck-typed patch of node-postgres internals for prisma/orm#27403 */
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

/**
 * Prisma CLI configuration. `engine: "js"` + an adapter makes `migrate` use the bundled WebAssembly
 * schema engine: no engine binary is downloaded (none can be here). See docs/decisions/002-prisma-offline.md.
 * The wrapper works around prisma/orm#27403 ("Column type 'name' could not be deserialized").
 */
function textifyNames(result: any) {
  for (const f of result?.fields ?? []) if (f.dataTypeID === 19 || f.dataTypeID === 18) f.dataTypeID = 25;
  return result;
}

function patchPool(pool: any) {
  const query = pool.query.bind(pool);
  pool.query = (...args: any[]) => {
    const last = args[args.length - 1];
    if (typeof last === 'function')
      return query(...args.slice(0, -1), (e: any, r: any) => last(e, textifyNames(r)));
    return query(...args).then(textifyNames);
  };
  const connect = pool.connect.bind(pool);
  pool.connect = (...args: any[]) => {
    if (args.length) return connect(...args);
    return connect().then((client: any) => {
      const cq = client.query.bind(client);
      client.query = (...qa: any[]) => {
        const l = qa[qa.length - 1];
        if (typeof l === 'function') return cq(...qa.slice(0, -1), (e: any, r: any) => l(e, textifyNames(r)));
        const p = cq(...qa);
        return p && typeof p.then === 'function' ? p.then(textifyNames) : p;
      };
      return client;
    });
  };
}

function adapterFactory(url: string) {
  const factory: any = new PrismaPg({ connectionString: url });
  for (const method of ['connect', 'connectToShadowDb']) {
    const orig = factory[method]?.bind(factory);
    if (!orig) continue;
    factory[method] = async (...args: any[]) => {
      const adapter = await orig(...args);
      const pool = adapter?.client ?? adapter?.pool;
      if (pool) patchPool(pool);
      return adapter;
    };
  }
  return factory;
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  async adapter() {
    return adapterFactory(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/gluegun_dev');
  },
});
