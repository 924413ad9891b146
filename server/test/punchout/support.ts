/** PunchOut test helpers: a company with an identity, fixture documents filled in, and the procurement side's posts. */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Harness } from '../support/harness';

export const SECRET = 'ariba-shared-secret-for-tests';
export const OCI_PASSWORD = 'an-oci-password-for-tests';
/** Where the cart is posted back: a loopback address nobody listens on (the browser journey serves its own). */
export const RETURN_URL = 'http://127.0.0.1:9/punchout-return';

export function fixture(name: string, values: Record<string, string>): string {
  const raw = fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
  return raw.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => values[key] ?? '');
}

const SAVE = `mutation($c: ID!, $i: PunchOutIdentityInput!) { savePunchOutIdentity(companyId: $c, input: $i) { id } }`;

/** A company with a buyer, contract prices for one product, and a PunchOut identity set up by a shop admin. */
export async function punchOutWorld(h: Harness) {
  const admin = await h.signedIn('ADMIN');
  const buyer = await h.signedIn('CUSTOMER', { email: 'jdoe@acme.example' });
  const companyId = buyer.user.companyId;
  await h.db.company.update({ where: { id: companyId }, data: { name: 'Acme', personal: false } });
  // A punch-out session signs in buyers and requesters only: the company's admin is someone else.
  await h.db.user.update({ where: { id: buyer.user.id }, data: { companyRole: 'BUYER' } });
  await h.factories.createUser(h.db, {
    email: 'boss@acme.example',
    company: { connect: { id: companyId } },
    companyRole: 'COMPANY_ADMIN',
  });
  const product = await h.factories.createProduct(h.db, {
    name: 'Sticks 11 mm',
    sku: 'GG-STICK-11',
    priceCents: 1_000,
    quantity: 100_000,
  });
  const list = await h.gql(
    'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
    { i: { name: 'Acme contract', priority: 1, companyIds: [companyId] } },
    admin.token,
  );
  await h.gql(
    'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }',
    { id: list.data.savePriceList.id, e: [{ sku: 'GG-STICK-11', unitPriceCents: 850 }] },
    admin.token,
  );
  const saved = await h.gql(
    SAVE,
    {
      c: companyId,
      i: {
        fromDomain: 'NetworkID',
        fromIdentity: 'AN01000000001',
        toDomain: 'DUNS',
        toIdentity: '123456789',
        senderDomain: 'NetworkID',
        senderIdentity: 'AN01000000001',
        sharedSecret: SECRET,
        ociUsername: 'SAPBUYER',
        ociPassword: OCI_PASSWORD,
      },
    },
    admin.token,
  );
  if (saved.errors) throw new Error(JSON.stringify(saved.errors));
  return { admin, buyer, companyId, product };
}

export const postXml = (h: Harness, url: string, xml: string) =>
  h.http().post(url).set('content-type', 'text/xml').send(xml);

export const setupDocument = (
  values: Partial<Record<'PAYLOAD_ID' | 'SECRET' | 'EMAIL' | 'BUYER_COOKIE' | 'RETURN_URL', string>> = {},
  name = 'ariba-setup-request.xml',
) =>
  fixture(name, {
    PAYLOAD_ID: `${randomUUID()}@ariba.test`,
    SECRET,
    EMAIL: 'jdoe@acme.example',
    BUYER_COOKIE: randomUUID(),
    RETURN_URL,
    ...values,
  });

/** The start link's path and the session the storefront is handed, from a setup response. */
export async function start(h: Harness, setupResponse: string) {
  const url = setupResponse.match(/<URL>([^<]+)<\/URL>/)?.[1] ?? '';
  const res = await h.http().get(new URL(url).pathname);
  const fragment = new URLSearchParams(String(res.headers.location ?? '').split('#')[1] ?? '');
  return {
    res,
    path: new URL(url).pathname,
    token: fragment.get('token') ?? '',
    session: fragment.get('session') ?? '',
  };
}

/** The cxml-urlencoded document of the transfer page's form. */
export function transferredDocument(html: string): string {
  const value = html.match(/name="cxml-urlencoded" value="([^"]*)"/)?.[1] ?? '';
  return value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
