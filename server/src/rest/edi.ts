import express, { Router, type RequestHandler } from 'express';
import { handle } from './handler';
import { bodyOf } from './body';
import { AppError, HTTP_STATUS, badInput } from '../errors';
import * as edi from '../modules/edi/edi.service';

/** An interchange of a few hundred 850 lines is tens of kilobytes; a megabyte is far beyond any real one. */
export const X12_BODY_LIMIT = 1024 * 1024;
const X12_TYPES = ['text/plain', 'application/edi-x12', 'application/x12'];

/** The raw interchange as text; too large or unreadable is the app's usual JSON refusal (413 or 400). */
const x12Body: RequestHandler = (req, res, next) =>
  express.text({ type: X12_TYPES, limit: X12_BODY_LIMIT })(req, res, (err?: unknown) => {
    if (!err) return next();
    const tooLarge = (err as { type?: string }).type === 'entity.too.large';
    res.status(tooLarge ? 413 : 400).json({
      error: {
        code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT',
        message: tooLarge ? 'The interchange is larger than 1 MB' : 'The interchange could not be read',
      },
    });
  });

const present = <T extends { createdAt: Date }>(d: T) => ({ ...d, createdAt: d.createdAt.toISOString() });

/** X12 EDI over REST (docs/decisions/075): the inbound interchange, each company's ISA sender, the documents kept. */
export function ediRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/edi/x12',
    x12Body,
    handle(
      'ediInbound',
      async (ctx, req, res) => {
        if (typeof req.body !== 'string' || !req.body.trim())
          throw badInput(
            'Send the X12 interchange as the body (Content-Type: application/edi-x12 or text/plain)',
            'body',
          );
        let answer: Awaited<ReturnType<typeof edi.receiveInterchange>>;
        try {
          answer = await edi.receiveInterchange(ctx, req.body);
        } catch (e) {
          // An envelope refused, or a replay, with the TA1 that answers it: the usual error body and the TA1 beside it.
          const ta1 = e instanceof AppError ? e.extensions.interchangeAcknowledgement : undefined;
          if (!(e instanceof AppError) || typeof ta1 !== 'string') throw e;
          res.status(HTTP_STATUS[e.code]).json({
            error: { code: e.code, reason: e.reason, message: e.message, field: 'body' },
            interchangeAcknowledgement: ta1,
          });
          return;
        }
        // Read and acknowledged either way: 200 when an order was made, 422 when every set was refused (the 997 says why).
        res.status(answer.accepted > 0 ? 200 : 422).json(answer);
      },
      200,
    ),
  );
  r.put(
    '/admin/companies/:id/edi',
    handle('saveEdiPartner', async (ctx, req) => {
      const partner = await edi.saveEdiPartner(ctx, String(req.params.id), bodyOf(req));
      return {
        success: true,
        partner: {
          ...partner,
          createdAt: partner.createdAt.toISOString(),
          updatedAt: partner.updatedAt.toISOString(),
        },
      };
    }),
  );
  r.get(
    '/admin/edi/documents',
    handle('ediDocuments', async (ctx, req) => ({
      documents: (
        await edi.ediDocuments(ctx, {
          companyId: req.query.companyId,
          kind: req.query.kind,
          take: req.query.take,
        })
      ).map(present),
    })),
  );
  return r;
}

const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/EdiAnswer' } } },
});
const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** POST /edi/x12 for /openapi.json: raw X12 in; the 997 (and an 855 per order) in JSON out, 422 when every set was refused. */
export function ediOpenApi(path: string): Record<string, unknown> | undefined {
  if (path !== '/edi/x12') return undefined;
  return {
    requestBody: {
      required: true,
      content: {
        'application/edi-x12': { schema: { type: 'string', description: 'One X12 interchange of 850s' } },
        'text/plain': { schema: { type: 'string' } },
      },
    },
    responses: {
      200: answer('Read: at least one order made (or waiting for approval); the 997 and each 855'),
      422: answer('Read, but every transaction set was refused: the 997 says which and why'),
      400: refusal('Not a readable X12 interchange'),
      401: refusal('No valid session token or API key'),
      403: refusal('The ISA sender is not set up for EDI with your company, or not allowed'),
      409: refusal('This interchange (ISA13 from this sender) was already received'),
      413: refusal('Larger than 1 MB'),
    },
  };
}
