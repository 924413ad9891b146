/**
 * A small procurement system for the punch-out journey, on loopback: it sends the cXML PunchOutSetupRequest, receives
 * the cart the shop's Transfer cart posts back (BrowserFormPost) and shows it as a purchasing system's page, and when
 * the person submits it there, sends the shop the cXML OrderRequest made from that cart (as Ariba or Coupa would,
 * after their own approval) and shows the shop's answer. Its documents are the shapes of the server suite's fixtures.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

export interface Credentials {
  network: string;
  duns: string;
  secret: string;
}

const header = (c: Credentials) => `<Header>
<From><Credential domain="NetworkID"><Identity>${c.network}</Identity></Credential></From>
<To><Credential domain="DUNS"><Identity>${c.duns}</Identity></Credential></To>
<Sender><Credential domain="NetworkID"><Identity>${c.network}</Identity><SharedSecret>${c.secret}</SharedSecret></Credential><UserAgent>Journey Procurement 1.0</UserAgent></Sender>
</Header>`;

const cxml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${randomUUID()}@procurement.test" timestamp="${new Date().toISOString()}" version="1.2.014" xml:lang="en-US">${body}</cXML>`;

export function setupRequest(c: Credentials, email: string, returnUrl: string): string {
  return cxml(`${header(c)}<Request deploymentMode="production"><PunchOutSetupRequest operation="create">
<BuyerCookie>${randomUUID()}</BuyerCookie><Extrinsic name="UserEmail">${email}</Extrinsic>
<BrowserFormPost><URL>${returnUrl}</URL></BrowserFormPost><Contact role="endUser"><Name xml:lang="en">Journey Buyer</Name><Email>${email}</Email></Contact>
</PunchOutSetupRequest></Request>`);
}

const SHIP_TO = `<ShipTo><Address addressID="1000"><Name xml:lang="en">Plant 1000</Name><PostalAddress name="default"><DeliverTo>Receiving</DeliverTo>
<Street>1 Mill Road</Street><City>Leeds</City><PostalCode>LS1 1AA</PostalCode><Country isoCountryCode="GB">United Kingdom</Country></PostalAddress>
<Phone name="work"><TelephoneNumber><CountryCode isoCountryCode="GB">44</CountryCode><AreaOrCityCode>113</AreaOrCityCode><Number>4960000</Number></TelephoneNumber></Phone></Address></ShipTo>`;

export interface CartLine {
  quantity: string;
  sku: string;
  aux: string;
  price: string;
  description: string;
}

/** The lines of a PunchOutOrderMessage. */
export function cartLines(message: string): CartLine[] {
  return [...message.matchAll(/<ItemIn quantity="(\d+)"[^>]*>([\s\S]*?)<\/ItemIn>/g)].map(
    ([, quantity, body]) => ({
      quantity,
      sku: body.match(/<SupplierPartID>([^<]*)</)?.[1] ?? '',
      aux: body.match(/<SupplierPartAuxiliaryID>([^<]*)</)?.[1] ?? '',
      price: body.match(/<UnitPrice><Money[^>]*>([^<]*)</)?.[1] ?? '',
      description: body.match(/<Description[^>]*>([^<]*)</)?.[1] ?? '',
    }),
  );
}

function orderRequest(c: Credentials, poNumber: string, lines: CartLine[]): string {
  const items = lines
    .map(
      (l, i) =>
        `<ItemOut quantity="${l.quantity}" lineNumber="${i + 1}"><ItemID><SupplierPartID>${l.sku}</SupplierPartID>` +
        `<SupplierPartAuxiliaryID>${l.aux}</SupplierPartAuxiliaryID></ItemID><ItemDetail><UnitPrice><Money currency="USD">${l.price}</Money></UnitPrice>` +
        `<Description xml:lang="en">${l.description}</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemOut>`,
    )
    .join('');
  return cxml(`${header(c)}<Request deploymentMode="production"><OrderRequest><OrderRequestHeader orderID="${poNumber}" orderDate="${new Date().toISOString().slice(0, 10)}" type="new">
<Total><Money currency="USD">0.00</Money></Total>${SHIP_TO}</OrderRequestHeader>${items}</OrderRequest></Request>`);
}

const unescapeXml = (s: string) =>
  s
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the procurement system; `shopUrl` is where it sends its cXML. Close it at the end of the test. */
export async function startProcurement(shopUrl: string, c: Credentials, poNumber: string) {
  let cart = '';
  const server = http.createServer(async (req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (req.method === 'POST' && req.url === '/cart') {
      cart = (await readForm(req)).get('cxml-urlencoded') ?? '';
      const rows = cartLines(cart)
        .map(
          (l) =>
            `<tr><td>${escape(l.sku)}</td><td>${escape(l.description)}</td><td>${l.quantity}</td><td>${l.price}</td></tr>`,
        )
        .join('');
      res.end(
        page(
          'Requisition from Glue Gun Wholesale',
          `<table aria-label="Cart received"><tr><th>Part</th><th>Description</th><th>Quantity</th><th>Unit price</th></tr>${rows}</table>
<form method="post" action="/order"><button type="submit">Submit purchase order ${poNumber}</button></form>`,
        ),
      );
      return;
    }
    if (req.method === 'POST' && req.url === '/order') {
      await readForm(req);
      const answer = await fetch(new URL('/punchout/cxml/order', shopUrl), {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: orderRequest(c, poNumber, cartLines(cart)),
      });
      const xml = await answer.text();
      const status = xml.match(/<Status code="(\d+)" text="([^"]*)"[^>]*>([^<]*)</);
      res.end(
        page(
          `Purchase order ${poNumber}`,
          `<p role="status">The supplier answered ${status?.[1] ?? answer.status}: ${escape(unescapeXml(status?.[3] || status?.[2] || xml.slice(0, 200)))}</p>`,
        ),
      );
      return;
    }
    res.statusCode = 404;
    res.end(page('Not found', ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    returnUrl: `${url}/cart`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The OCI sign-in a purchasing system keeps for the shop, and the requester it names. */
export interface OciLogin {
  username: string;
  password: string;
  email: string;
}

/**
 * A small SAP-like purchasing system for the OCI journey, on loopback: its requisition page opens the shop's catalog
 * the way SAP SRM does (a form post of USERNAME, PASSWORD, HOOK_URL and the requester's EMAIL), and its HOOK_URL
 * receives the cart's NEW_ITEM-* fields, keeps them in order for the test and shows them as a shopping cart.
 */
export async function startOciProcurement(shopUrl: string, login: OciLogin) {
  const received: Array<[string, string]> = [];
  const hookPath = '/sap/bc/gui/sap/its/bbpsc02';
  let hookUrl = '';
  const server = http.createServer(async (req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/') {
      const fields = {
        USERNAME: login.username,
        PASSWORD: login.password,
        HOOK_URL: hookUrl,
        EMAIL: login.email,
      };
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
        .join('');
      res.end(
        page(
          'Create shopping cart',
          `<p>Find goods in a supplier's catalog.</p><form method="post" action="${escape(new URL('/punchout/oci', shopUrl).href)}">${inputs}<button type="submit">Open the Glue Gun Wholesale catalog</button></form>`,
        ),
      );
      return;
    }
    if (req.method === 'POST' && url.pathname === hookPath) {
      received.push(...(await readForm(req)).entries());
      const field = (name: string, i: number) => received.find(([n]) => n === `${name}[${i}]`)?.[1] ?? '';
      const count = received.filter(([n]) => n.startsWith('NEW_ITEM-DESCRIPTION[')).length;
      const rows = Array.from({ length: count }, (_, n) => n + 1)
        .map(
          (i) =>
            `<tr><td>${escape(field('NEW_ITEM-VENDORMAT', i))}</td><td>${escape(field('NEW_ITEM-DESCRIPTION', i))}</td><td>${escape(field('NEW_ITEM-QUANTITY', i))} ${escape(field('NEW_ITEM-UNIT', i))}</td><td>${escape(field('NEW_ITEM-PRICE', i))} ${escape(field('NEW_ITEM-CURRENCY', i))}</td></tr>`,
        )
        .join('');
      res.end(
        page(
          'Shopping cart from Glue Gun Wholesale',
          `<table aria-label="Cart received"><tr><th>Supplier part</th><th>Description</th><th>Quantity</th><th>Price</th></tr>${rows}</table>`,
        ),
      );
      return;
    }
    res.statusCode = 404;
    res.end(page('Not found', ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // SAP's hook carries its own query (the caller and the code to add items), which the shop must post back to as given.
  hookUrl = `${url}${hookPath}?~caller=CTLG&~OkCode=ADDI&~target=_top`;
  return {
    url,
    hookUrl,
    /** The NEW_ITEM-* fields the shop posted, in the order they arrived. */
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
