// 4. Receive signed webhooks: register an endpoint, then check every delivery's signature with the
//    `standardwebhooks` package before trusting it. Answer 2xx quickly; the same webhook-id may come twice
//    (at-least-once): do the work once per id.
//    SHOP_KEY=gg_live_... PUBLIC_URL=https://erp.example.com/hooks [PORT=8787] [STOP_AFTER=1] node docs/integrating/4-receive-webhooks.mjs
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { graphql, required } from './lib.mjs';

const key = required('SHOP_KEY');
const port = Number(process.env.PORT || 8787);
const stopAfter = Number(process.env.STOP_AFTER || 0); // 0: run until stopped
let webhook; // set once the endpoint is registered (its secret is shown only in that answer)
const done = new Set();
let verified = 0;

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c)).on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      if (!webhook) throw new Error('not registered yet');
      event = webhook.verify(body, req.headers); // throws on a bad signature or a timestamp over 5 minutes old
    } catch {
      res.writeHead(400).end('bad signature');
      return;
    }
    res.writeHead(204).end();
    const id = req.headers['webhook-id'];
    if (done.has(id)) return; // a redelivery of what we already did
    done.add(id);
    verified += 1;
    console.log(JSON.stringify({ verified: true, webhookId: id, type: event.type }));
    if (stopAfter && verified >= stopAfter) {
      server.close();
      server.closeAllConnections();
    }
  });
});
server.listen(port, '127.0.0.1', async () => {
  const listening = server.address().port;
  const { data } = await graphql(
    `mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id } } }`,
    { i: { url: process.env.PUBLIC_URL || `http://127.0.0.1:${listening}/hooks`, eventTypes: (process.env.EVENT_TYPES || 'order_item.placed').split(',') } },
    { 'x-api-key': key },
  );
  webhook = new Webhook(data.createWebhookEndpoint.secret);
  console.log(JSON.stringify({ listening, endpointId: data.createWebhookEndpoint.endpoint.id }));
});
