import { Router } from 'express';
import {
  FULFILMENT_STATUSES,
  PAYMENT_STATUSES,
  type FulfilmentStatusName,
  type PaymentStatusName,
} from '@gluegun/common';
import * as pos from '../modules/purchase-orders/purchase-order.service';
import * as invoicesService from '../modules/invoices/invoices.service';
import * as returnsService from '../modules/returns/returns';
import * as creditService from '../modules/credit/credit.service';
import * as paymentsService from '../modules/payments/payments.service';
import * as fulfilmentService from '../modules/fulfilment/fulfilment.service';
import * as wholesaleService from '../modules/wholesale/wholesale.service';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { invoicesCsv, purchaseOrderCsvRow, purchaseOrdersCsv } from '../modules/invoices/exports';
import { invoiceRemittanceOf, invoiceSellerOf } from '../modules/invoices/remittance';
import { badInput } from '../errors';
import type { Context } from '../context';
import { handle, sendCsv } from './handler';
import { bodyOf, optionalNumber, optionalText, queryText } from './body';
import { restCursorPage } from './cursor-pages';
import { myPurchaseOrderConnection, purchaseOrderConnection } from '../modules/purchase-orders/connections';
import { presentOrder } from './present';
import type { FulfilmentStatusView, PaymentStatusView } from '../modules/purchase-orders/purchase-order.type';

const CHECKOUT_FIELDS = [
  'poNumber',
  'companyName',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'postalCode',
  'country',
  'contactPhone',
  'notes',
  'requestedDeliveryDate',
] as const;

function filterOf(req: Parameters<Parameters<typeof handle>[1]>[1]): pos.PurchaseOrderFilter {
  const paymentStatus = queryText(req, 'paymentStatus') || undefined;
  const fulfilmentStatus = queryText(req, 'fulfilmentStatus') || undefined;
  if (paymentStatus && !(PAYMENT_STATUSES as readonly string[]).includes(paymentStatus)) {
    throw badInput(`paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}`, 'paymentStatus');
  }
  if (fulfilmentStatus && !(FULFILMENT_STATUSES as readonly string[]).includes(fulfilmentStatus)) {
    throw badInput(`fulfilmentStatus must be one of ${FULFILMENT_STATUSES.join(', ')}`, 'fulfilmentStatus');
  }
  const number = (field: string) => {
    const text = queryText(req, field);
    if (text === undefined || text === '') return undefined;
    if (!/^\d{1,6}$/.test(text)) throw badInput(`${field} must be a whole number`, field);
    return Number(text);
  };
  return {
    paymentStatus: paymentStatus as PaymentStatusName | undefined,
    fulfilmentStatus: fulfilmentStatus as FulfilmentStatusName | undefined,
    companyId: queryText(req, 'companyId') || undefined,
    take: number('take'),
    skip: number('skip'),
  };
}

/** A purchase order as REST answers it: with the seller and remittance block its invoice prints (as GraphQL). */
export const purchaseOrderAnswer = async (
  ctx: Context,
  po: Parameters<typeof invoicesService.purchaseOrderView>[1],
) => ({
  ...(await invoicesService.purchaseOrderView(ctx, po)),
  returns: await returnsService.returnsOf(ctx, po),
  seller: invoiceSellerOf(ctx.config),
  remittance: invoiceRemittanceOf(ctx.config, po.invoiceNumber),
});

/** The shop admins' purchase orders: the exports, the list, payments, fulfilment and customers' credit. */
function adminPurchaseOrderRoutes(r: Router): void {
  r.get(
    '/admin/purchase-orders.csv',
    handle('exportPurchaseOrdersCsv', async (ctx, req, res) => {
      const rows = await invoicesService.ordersForExport(ctx, 'exportPurchaseOrdersCsv', filterOf(req));
      sendCsv(res, 'purchase-orders.csv', purchaseOrdersCsv(rows.map(purchaseOrderCsvRow)));
    }),
  );
  r.get(
    '/admin/invoices.csv',
    handle('exportInvoicesCsv', async (ctx, req, res) => {
      const rows = await invoicesService.ordersForExport(ctx, 'exportInvoicesCsv', filterOf(req));
      sendCsv(res, 'invoices.csv', invoicesCsv(rows.map((row) => row.document)));
    }),
  );
  // With `?limit=&cursor=`: one cursor page of the same filtered list in the same shape, the next in a Link header.
  r.get(
    '/admin/purchase-orders',
    handle('purchaseOrders', async (ctx, req, res) => {
      const filter = filterOf(req);
      let total: (() => Promise<number>) | undefined;
      const cursorPage = await restCursorPage(req, res, async (args) => {
        const connection = await purchaseOrderConnection(ctx, {
          ...args,
          paymentStatus: filter.paymentStatus as PaymentStatusView | undefined,
          fulfilmentStatus: filter.fulfilmentStatus as FulfilmentStatusView | undefined,
          companyId: filter.companyId,
        });
        total = connection.count;
        return connection;
      });
      if (cursorPage && total)
        return {
          total: await total(),
          purchaseOrders: await Promise.all(cursorPage.map((po) => purchaseOrderAnswer(ctx, po))),
        };
      const page = await pos.purchaseOrders(ctx, filter);
      return {
        total: page.total,
        purchaseOrders: await Promise.all(page.rows.map((po) => purchaseOrderAnswer(ctx, po))),
      };
    }),
  );
  r.post(
    '/admin/purchase-orders/:id/payments',
    handle(
      'recordPayment',
      async (ctx, req) => {
        const body = bodyOf(req);
        const po = await paymentsService.recordPayment(ctx, String(req.params.id), {
          amountCents: optionalNumber(body, 'amountCents'),
          receivedOn: optionalText(body, 'receivedOn'),
          reference: optionalText(body, 'reference'),
        });
        return { success: true, purchaseOrder: await purchaseOrderAnswer(ctx, po) };
      },
      201,
    ),
  );
  r.put(
    '/admin/purchase-orders/:id/fulfilment',
    handle('updateFulfilment', async (ctx, req) => {
      const status = optionalText(bodyOf(req), 'status');
      if (!status || !(FULFILMENT_STATUSES as readonly string[]).includes(status)) {
        throw badInput(`status must be one of ${FULFILMENT_STATUSES.join(', ')}`, 'status');
      }
      const po = await fulfilmentService.updateFulfilment(
        ctx,
        String(req.params.id),
        status as FulfilmentStatusName,
      );
      return { success: true, purchaseOrder: await purchaseOrderAnswer(ctx, po) };
    }),
  );
  r.put(
    '/admin/users/:id/credit',
    handle('setCreditTerms', async (ctx, req) => {
      const body = bodyOf(req);
      const user = await creditService.setCreditTerms(ctx, String(req.params.id), {
        creditLimitCents: optionalNumber(body, 'creditLimitCents') ?? null,
        paymentTermsDays: optionalNumber(body, 'paymentTermsDays') ?? null,
      });
      return { success: true, credit: await creditService.creditOfUser(ctx, user.id) };
    }),
  );
  r.post(
    '/admin/users/:id/lift-hold',
    handle('liftCreditHold', async (ctx, req) => {
      const user = await creditService.liftCreditHold(ctx, String(req.params.id));
      return { success: true, credit: await creditService.creditOfUser(ctx, user.id) };
    }),
  );
}

/** Purchase orders, invoices, payments and credit over REST: the same services as GraphQL. */
export function purchaseOrderRoutes(): Router {
  const r = Router({ caseSensitive: true });

  r.post(
    '/checkout',
    handle(
      'checkout',
      async (ctx, req) => {
        const body = bodyOf(req);
        const details: Record<string, string | undefined> = {};
        for (const field of CHECKOUT_FIELDS) details[field] = optionalText(body, field);
        const po = await pos.checkout(ctx, {
          itemIds: body.itemIds,
          details,
          shippingMethodId: body.shippingMethodId,
          lineDeliveryDates: body.lineDeliveryDates,
        });
        return { success: true, purchaseOrder: await purchaseOrderAnswer(ctx, po) };
      },
      201,
    ),
  );

  r.get(
    '/purchase-orders',
    handle('myPurchaseOrders', async (ctx, req, res) => {
      const page = await restCursorPage(req, res, (args) => myPurchaseOrderConnection(ctx, args));
      return Promise.all(
        (page ?? (await pos.myPurchaseOrders(ctx))).map((po) => purchaseOrderAnswer(ctx, po)),
      );
    }),
  );
  r.get(
    '/purchase-orders/:id',
    handle('purchaseOrder', async (ctx, req) =>
      purchaseOrderAnswer(ctx, await pos.purchaseOrder(ctx, String(req.params.id))),
    ),
  );
  r.get(
    '/purchase-orders/:id/invoice.pdf',
    handle('invoiceDocument', async (ctx, req, res) => {
      const document = await invoicesService.invoiceDocument(ctx, String(req.params.id));
      const pdf = await renderInvoicePdf(document);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${document.invoiceNumber}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
    }),
  );
  r.post(
    '/purchase-orders/:id/reorder',
    handle('reorder', async (ctx, req) => {
      const result = await wholesaleService.reorder(ctx, String(req.params.id));
      return {
        success: true,
        addedCount: result.addedCount,
        orders: result.items.map((o) => presentOrder(o)),
        refused: result.refused,
        replaced: result.replaced,
      };
    }),
  );
  r.get(
    '/my-credit',
    handle('myCredit', async (ctx) => creditService.myCredit(ctx)),
  );

  // Admins. Registered before GET /admin/{email} (users.ts).
  adminPurchaseOrderRoutes(r);
  return r;
}
