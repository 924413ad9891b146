/** Money received against an invoice, by an admin or from a confirmed bank line (docs/decisions/016, 036). */
export { recordPayment, applyPayment, type PaymentFacts } from './payments';
