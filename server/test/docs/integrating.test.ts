/**
 * Docs that run: every script in docs/integrating is run, as a reader would run it, against a
 * live test server (its own Node process, plain fetch, the shop's URL from SHOP_URL), and what it prints is checked.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createHarness, type Harness } from '../support/harness';
import { startJobRunner, type JobRunner } from '../../src/modules/events/job-runner';
import { jobHandlers } from '../../src/job-handlers';

const DIR = path.resolve(__dirname, '../../../docs/integrating');
let h: Harness;
let runner: JobRunner | undefined;
beforeAll(async () => {
  h = await createHarness({
    WEBHOOK_ALLOW_PRIVATE: '1',
    DISPATCH_INTERVAL_MS: '100',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
  });
});
// The database is shared with the suite's other files: start from empty rows (and again on a CI retry).
beforeEach(async () => {
  await h.reset();
});
afterAll(async () => {
  await runner?.stop(2000);
  await h.close();
});

/** Runs a script to its end (or until `until` sees its output), returns its JSON lines. */
function run(script: string, env: Record<string, string>, until?: (lines: any[]) => void): Promise<any[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(DIR, script)], {
      env: { ...process.env, SHOP_URL: h.url, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: any[] = [];
    let err = '';
    let buffered = '';
    child.stdout.on('data', (c: Buffer) => {
      buffered += c.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const p of parts) if (p.trim()) lines.push(JSON.parse(p));
      until?.(lines);
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(lines) : reject(new Error(`${script} exited ${code}: ${err}`)),
    );
  });
}

describe('docs/integrating, run as written', () => {
  it('creates a key, pages every order, places an order idempotently and verifies a signed webhook', async () => {
    const { token } = await h.signedIn('ADMIN');
    const [created] = await run('1-create-key.mjs', { ADMIN_TOKEN: token });
    expect(created.key).toMatch(/^gg_live_/);
    expect(created.scopes).toEqual(['read:orders', 'write:orders', 'read:products', 'manage:webhooks']);
    const key = created.key as string;

    // 230 order items of several customers: three pages.
    const product = await h.factories.createProduct(h.db, { quantity: 1_000_000 });
    for (let i = 0; i < 230; i++) {
      const buyer = await h.factories.createUser(h.db);
      await h.db.orderItem.create({
        data: {
          productId: product.id,
          userId: buyer.id,
          productName: product.name,
          imageUrl: product.imageUrl,
          unitPriceCents: product.priceCents,
          userName: 'Buyer',
          userEmail: buyer.email,
          userPhone: '+1 555 0100',
          quantity: 100,
        },
      });
    }
    const [paged] = await run('2-page-orders.mjs', { SHOP_KEY: key });
    expect(paged).toMatchObject({ items: 230, pages: 3 });
    expect(paged.pointsSpent).toBeGreaterThan(0);
    // Resuming from the last cursor finds nothing new, until there is.
    expect((await run('2-page-orders.mjs', { SHOP_KEY: key, AFTER: paged.resumeFrom }))[0]).toMatchObject({
      items: 0,
    });

    // Script 4 listens first (the order placed by script 3 is what it receives).
    runner = await startJobRunner(
      h.deps.config.databaseUrl!,
      h.deps.config.notify,
      h.deps.log,
      jobHandlers(h.deps),
    );
    let listening: (() => void) | undefined;
    const ready = new Promise<void>((r) => {
      listening = r;
    });
    const receiving = run(
      '4-receive-webhooks.mjs',
      { SHOP_KEY: key, PORT: '0', STOP_AFTER: '1' },
      (lines) => {
        if (lines.some((l) => l.listening !== undefined)) listening?.();
      },
    );
    await ready;

    const before = await h.db.orderItem.count();
    const [placed] = await run('3-place-order-idempotently.mjs', { SHOP_KEY: key, PRODUCT_ID: product.id });
    expect(placed).toMatchObject({ sameOrderOnRetry: true, replayed: true });
    expect(await h.db.orderItem.count()).toBe(before + 1);

    const received = await receiving;
    expect(received.find((l) => l.verified)).toMatchObject({
      verified: true,
      type: 'order_item.placed',
      webhookId: expect.any(String),
    });
  });
});
