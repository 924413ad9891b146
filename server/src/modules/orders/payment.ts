import crypto from 'node:crypto';

/**
 * The payment step behind one interface. Wholesale buyers pay by invoice today; a card provider can be
 * added later by implementing this and choosing it in app wiring.
 */
export interface PaymentRequest {
  orderItemId: string;
  amountCents: number;
  customerEmail: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Returns the reference the customer pays against (an invoice number, a card charge id...). */
  createPayment(request: PaymentRequest): Promise<{ reference: string }>;
}

/** Net-30 invoice: the reference is an invoice number the customer quotes on their bank transfer. */
export class InvoicePaymentProvider implements PaymentProvider {
  readonly name = 'invoice';
  async createPayment(): Promise<{ reference: string }> {
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const suffix = crypto.randomBytes(4).toString('hex').toUpperCase();
    return { reference: `INV-${day}-${suffix}` };
  }
}
