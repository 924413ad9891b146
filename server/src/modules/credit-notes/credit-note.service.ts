/** Credit notes, refunds and customer credit: the services GraphQL and REST both call (docs/decisions/038). */
export { issueCreditNote } from './issue';
export { applyCustomerCredit, customerCredit, recordRefund } from './customer-credit';
export { creditNoteDocument, creditNotes } from './reads';
export { presentCreditNote } from './present';
export { renderCreditNotePdf } from './credit-note-pdf';
