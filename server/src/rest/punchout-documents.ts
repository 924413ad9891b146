import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Context } from '../context';
import { handle } from './handler';
import { CxmlRefusal, readCxml, refusalOf, statusResponse } from '../modules/punchout/cxml';
import { cxmlSetup, startSession } from '../modules/punchout/setup';
import { cxmlOrder } from '../modules/punchout/order';
import { transferCart } from '../modules/punchout/transfer';
import { ociSetup } from '../modules/punchout/oci';

/** A cXML document is a few kilobytes; a megabyte is room for a 500-line order. */
export const CXML_BODY_LIMIT = 1024 * 1024;
const XML_TYPES = ['text/xml', 'application/xml', 'application/*+xml', 'text/plain'];

/** Reads the body as text or form fields; too large or unreadable is answered as a cXML Status, not the app's JSON. */
function body(kind: 'xml' | 'form'): RequestHandler {
  const parse =
    kind === 'xml'
      ? express.text({ type: XML_TYPES, limit: CXML_BODY_LIMIT })
      : express.urlencoded({ extended: false, limit: CXML_BODY_LIMIT, parameterLimit: 50 });
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const tooLarge = (err as { type?: string }).type === 'entity.too.large';
      res
        .status(tooLarge ? 413 : 400)
        .type('text/xml')
        .send(
          statusResponse(
            tooLarge ? 413 : 400,
            tooLarge ? 'The document is too large' : 'The document could not be read',
          ),
        );
    });
}

const baseUrlOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
const sendCxml = (res: Response, status: number, xml: string) =>
  res.status(status).type('text/xml').send(xml);

/** A cXML request route: the document read safely, the service's answer a 200 Status, any refusal its cXML Status. */
function cxmlRoute(
  run: (
    ctx: Context,
    root: ReturnType<typeof readCxml>,
    req: Request,
  ) => Promise<{ message: string; content?: string }>,
) {
  return async (ctx: Context, req: Request, res: Response) => {
    try {
      const raw = typeof req.body === 'string' ? req.body : '';
      if (!raw.trim())
        throw new CxmlRefusal(400, 'Send the cXML document as the body (Content-Type: text/xml)');
      if (raw.includes('\u0000')) throw new CxmlRefusal(400, 'The document holds a NUL character');
      const { message, content } = await run(ctx, readCxml(raw), req);
      sendCxml(res, 200, statusResponse(200, message, content));
    } catch (e) {
      const refusal = refusalOf(e);
      sendCxml(res, refusal.status, statusResponse(refusal.status, refusal.message));
    }
  };
}

const page = (res: Response, status: number, words: string) =>
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PunchOut</title></head><body><p>${words}</p></body></html>`,
    );

/** Where the storefront takes over: the token and the punch-out session in the fragment, never sent to a server again. */
const storefront = (res: Response, started: { token: string; sessionId: string }) =>
  res.redirect(
    303,
    `/punchout/started#token=${encodeURIComponent(started.token)}&session=${encodeURIComponent(started.sessionId)}`,
  );

/** The cart's self-posting page: its one script by nonce, and a form allowed to post to the purchasing system only. */
async function sendTransfer(ctx: Context, req: Request, res: Response) {
  const fields = (req.body ?? {}) as Record<string, unknown>;
  try {
    const { html, nonce, returnUrl } = await transferCart(
      ctx,
      String(fields.token ?? ''),
      String(fields.session ?? ''),
    );
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${new URL(returnUrl).origin}; base-uri 'none'; frame-ancestors 'none'`,
    );
    res.status(200).type('html').send(html);
  } catch (e) {
    page(res, refusalOf(e).status, refusalOf(e).message);
  }
}

/** Procurement PunchOut documents (docs/decisions/064): cXML setup and order, the start link, the cart's transfer, OCI. */
export function punchOutDocumentRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/punchout/cxml/setup',
    body('xml'),
    handle(
      'punchOutSetup',
      cxmlRoute(async (ctx, root, req) => ({
        message: 'OK',
        content: await cxmlSetup(ctx, root, baseUrlOf(req)),
      })),
    ),
  );
  r.post(
    '/punchout/cxml/order',
    body('xml'),
    handle(
      'punchOutOrder',
      cxmlRoute(async (ctx, root) => ({ message: await cxmlOrder(ctx, root) })),
    ),
  );
  r.get(
    '/punchout/start/:token',
    handle(
      'punchOutStart',
      async (ctx, req, res) => {
        const started = await startSession(ctx, String(req.params.token));
        if (!started)
          return page(
            res,
            410,
            'This PunchOut link was already used or has expired. Start again from your purchasing system.',
          );
        storefront(res, started);
      },
      303,
    ),
  );
  r.post('/punchout/transfer', body('form'), handle('punchOutTransfer', sendTransfer));
  const oci = handle(
    'punchOutOci',
    async (ctx, req, res) => {
      const fields = {
        ...(req.query as Record<string, unknown>),
        ...((req.body ?? {}) as Record<string, unknown>),
      };
      try {
        storefront(res, await ociSetup(ctx, fields));
      } catch (e) {
        page(res, refusalOf(e).status, refusalOf(e).message);
      }
    },
    303,
  );
  r.get('/punchout/oci', oci);
  r.post('/punchout/oci', body('form'), oci);
  return r;
}

const xml = (description: string) => ({
  description,
  content: { 'text/xml': { schema: { type: 'string', description: 'A cXML Response with its Status' } } },
});
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
const seeOther = {
  description: 'To the storefront, signed in as the buyer in punch-out mode',
  headers: { Location: { schema: { type: 'string' } } },
};

/** The PunchOut routes' answers for /openapi.json: cXML in and out, HTML pages and redirects rather than JSON. */
export function punchOutOpenApi(path: string): Record<string, unknown> | undefined {
  if (path.startsWith('/punchout/cxml/')) {
    return {
      requestBody: {
        required: true,
        content: { 'text/xml': { schema: { type: 'string', description: 'A cXML 1.2 document' } } },
      },
      responses: {
        200: xml('cXML Status 200'),
        400: xml('Malformed'),
        401: xml('Credentials not accepted'),
        403: xml('PunchOut off'),
        404: xml('Nothing matches'),
        409: xml('Replayed or changed'),
        413: xml('Too large'),
      },
    };
  }
  if (path === '/punchout/start/{token}')
    return { responses: { 303: seeOther, 410: html('Link used or expired') } };
  if (path === '/punchout/transfer')
    return {
      responses: {
        200: html('A form posting the cart to the purchasing system'),
        401: html('Session ended'),
        404: html('Unknown session'),
      },
    };
  if (path === '/punchout/oci')
    return {
      responses: {
        303: seeOther,
        400: html('HOOK_URL refused'),
        401: html('User name or password not accepted'),
        403: html('PunchOut off'),
      },
    };
  return undefined;
}
