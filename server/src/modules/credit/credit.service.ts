/**
 * A company's credit (docs/decisions/010): its limit, terms and open invoices, and the hold an overdue invoice puts
 * on new checkouts. Checkout asks it (assertCredit) inside its own transaction.
 */
export { type CreditView, creditOf } from './credit-figures';
export { myCredit, creditOfUser, setCreditTerms, liftCreditHold, liftHoldOf } from './credit';
