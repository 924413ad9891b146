/** A credit note as every surface shows it (GraphQL, REST, PDF): its number as text, the day it was issued. */
import { creditNoteNumberText, isoDay } from '@gluegun/common';
import type { CreditNote, CreditNoteLine } from '../../generated/prisma/client';

export type CreditNoteWithLines = CreditNote & { lines: CreditNoteLine[] };

export function presentCreditNote(note: CreditNoteWithLines) {
  return {
    ...note,
    creditNoteNumber: creditNoteNumberText(note.number),
    issuedOn: isoDay(note.issuedAt),
    lines: [...note.lines].sort((a, b) => a.position - b.position),
  };
}
