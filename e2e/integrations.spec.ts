/**
 * Integrations: the admin opens the shop at /, creates an API key and sees it once,
 * registers a webhook to a receiver this test runs on 127.0.0.1 (the e2e server allows private webhook URLs:
 * support/start-app.mjs), a buyer places an order, and the admin watches the delivery arrive in the log, redelivers
 * it, and the receiver gets the same webhook-id twice. After opening / the admin's page is only clicked and typed in.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, apiPlaceOrder, firstProductId, useSession } from './support/api';
import { clickNav, uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen } from './support/people';

interface Received {
  webhookId: string;
  body: string;
}

/** A webhook receiver: answers 200 and keeps every request's webhook-id and body. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ webhookId: String(req.headers['webhook-id'] ?? ''), body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/${Date.now()}`,
    received,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

async function expectConfirmed(page: Page, text: string) {
  const message = page.getByText(text).first();
  await expectSeen(message);
  await expectAnnounced(page.getByText(text));
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

async function createKeyOnce(page: Page, name: string) {
  await menu(page).getByRole('link', { name: 'API Keys' }).click();
  await expectSeen(page.getByRole('heading', { name: 'API Keys', exact: true }));
  await page.getByRole('form', { name: 'Create a key' }).getByLabel('Name').fill(name);
  const form = page.getByRole('form', { name: 'Create a key' });
  await form.getByText('read:orders', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'read:orders' })).toBeChecked();
  await page.getByRole('form', { name: 'Create a key' }).getByRole('button', { name: 'Create key' }).click();
  await expectConfirmed(page, `API key "${name}" created`);
  const shown = page.getByRole('region', { name: `Your new key "${name}"` });
  await expectSeen(shown.getByText('Store it now: it is not shown again.'));
  const key = await shown.getByRole('textbox').inputValue();
  expect(key).toMatch(/^gg_live_/);
  await expect(
    page.getByRole('table', { name: 'Keys' }).getByRole('row').filter({ hasText: name }),
  ).toContainText(key.slice(0, 20));
  await shown.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByText(key)).toHaveCount(0);
  // Leaving and coming back: the key is not shown again, only its prefix.
  await menu(page).getByRole('link', { name: 'Webhooks' }).click();
  await menu(page).getByRole('link', { name: 'API Keys' }).click();
  // The list sits below the create form: a person scrolls down to it.
  const row = page.getByRole('table', { name: 'Keys' }).getByRole('row').filter({ hasText: name });
  await row.scrollIntoViewIfNeeded();
  await expectSeen(row);
  await expect(page.locator(`input[value="${key}"]`)).toHaveCount(0);
}

async function registerWebhook(page: Page, url: string) {
  await menu(page).getByRole('link', { name: 'Webhooks' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Webhooks', exact: true }));
  await expect(
    page.getByRole('region', { name: 'Outbox' }).or(page.getByText('Events waiting')).first(),
  ).toBeVisible();
  await page.getByRole('form', { name: 'Register an endpoint' }).getByLabel('URL').fill(url);
  const form = page.getByRole('form', { name: 'Register an endpoint' });
  await form.getByText('order_item.placed', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'order_item.placed' })).toBeChecked();
  await page
    .getByRole('form', { name: 'Register an endpoint' })
    .getByRole('button', { name: 'Register endpoint' })
    .click();
  await expectConfirmed(page, `Webhook endpoint ${url} registered`);
  const shown = page.getByRole('region', { name: `Signing secret of ${url}` });
  await expectSeen(shown.getByText('Store it now: it is not shown again.'));
  await expect(shown.getByRole('textbox')).toHaveValue(/^whsec_/);
  await shown.getByRole('button', { name: 'I have stored it' }).click();
  await expect(shown).toHaveCount(0);
}

test('an admin creates an API key, registers a webhook, sees the delivery and redelivers it', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    await useSession(page, await apiAdmin(request));
    await page.goto('/');
    await clickNav(page, 'Dashboard');
    await expectSeen(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await createKeyOnce(page, `ERP sync ${Date.now()}`);
    await registerWebhook(page, receiver.url);

    // A buyer orders meanwhile (their own session, not the admin's page).
    const buyer = await apiCustomer(request, uniqueEmail('hook-buyer'), 'Hook Buyer', true);
    await apiPlaceOrder(request, buyer, (await firstProductId(request, 0)).id);

    const card = page.getByRole('listitem').filter({ hasText: receiver.url });
    await card.getByRole('button', { name: `Show deliveries ${receiver.url}` }).click();
    const log = card.getByRole('table', { name: `Delivery log ${receiver.url}` });
    const delivered = log
      .getByRole('row')
      .filter({ hasText: 'order_item.placed' })
      .filter({ hasText: 'SUCCEEDED' })
      .first();
    await expect(async () => {
      await card.getByRole('button', { name: `Refresh Delivery log ${receiver.url}` }).click();
      await expect(delivered).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(delivered).toContainText('200');
    expect(receiver.received.length).toBeGreaterThan(0);

    await delivered.getByRole('button', { name: 'Redeliver order_item.placed' }).click();
    await expectConfirmed(page, 'Delivery of order_item.placed queued again');
    await expect
      .poll(
        () => {
          const counts = new Map<string, number>();
          for (const r of receiver.received) counts.set(r.webhookId, (counts.get(r.webhookId) ?? 0) + 1);
          return [...counts.values()].some((n) => n >= 2);
        },
        { timeout: 30_000, message: 'the receiver got the same webhook-id twice' },
      )
      .toBe(true);
    expect(receiver.received.every((r) => r.webhookId.startsWith('msg_'))).toBe(true);
  } finally {
    await receiver.close();
  }
});
