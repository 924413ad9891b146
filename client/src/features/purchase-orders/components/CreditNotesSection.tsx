/**
 * The credit notes of an invoice on its web page: how the balance is reached (invoiced - credited
 * - paid = balance, as the PDF and exports say), then each credit note with its lines, what became of money already
 * paid, and its PDF. Nothing at all while an invoice has no credit note.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CREDIT_SETTLEMENT_LABELS, formatCents, formatDay, type CreditSettlement } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DownloadButton } from './DownloadButton';
import { creditNoteEInvoicePath, creditNotePdfPath } from '../download';
import { EInvoiceButtons } from './EInvoiceButtons';
import { creditNoteCopy as t } from '../creditNoteCopy';
import { useCreditNotes } from '../api/creditNotes';

/** receivedCents: what was paid (the invoice's "Paid"); givenBackCents: of it, what credit notes returned. */
export interface CreditFigures {
  id: string;
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  balanceCents: number;
  receivedCents?: number;
  givenBackCents?: number;
}

export function CreditNotesSection({ po }: { po: CreditFigures }) {
  const { data, error, refetch } = useCreditNotes(po.id);
  const notes = data?.creditNotes ?? [];
  if (po.creditedCents === 0 && notes.length === 0 && !error) return null;
  return (
    <Box as="section" aria-labelledby="credit-notes-title" mt="6">
      <Heading id="credit-notes-title" as="h2" size="sm" mb="1">
        {t.heading}
      </Heading>
      <Text fontWeight="semibold" overflowWrap="anywhere" mb="2">
        {t.summary(
          formatCents(po.totalCents),
          formatCents(po.creditedCents),
          formatCents(po.receivedCents ?? po.paidCents),
          formatCents(po.balanceCents),
          po.givenBackCents ? formatCents(po.givenBackCents) : null,
        )}
      </Text>
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      <Stack as="ul" listStyleType="none" gap="3">
        {notes.map((note) => (
          <Box as="li" key={note.id} borderWidth="1px" rounded="md" p="3" aria-label={note.creditNoteNumber}>
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <Stack gap="0" minW="0">
                <Text fontWeight="bold">{t.noteTitle(note.creditNoteNumber, formatDay(note.issuedOn))}</Text>
                <Text overflowWrap="anywhere">{note.reason}</Text>
              </Stack>
              <Text fontWeight="semibold">{t.amount(formatCents(note.amountCents))}</Text>
            </HStack>
            <Stack as="ul" listStyleType="none" gap="0" mt="2" fontSize="sm">
              {note.lines.map((l) => (
                <Text as="li" key={l.id} overflowWrap="anywhere">
                  {t.line(l.quantity, l.sku, l.productName, formatCents(l.lineTotalCents))}
                </Text>
              ))}
            </Stack>
            {note.taxCents > 0 && (
              <Text fontSize="sm">
                {t.tax(formatCents(note.amountCents - note.taxCents), formatCents(note.taxCents))}
              </Text>
            )}
            {note.returnStock && (
              <Text fontSize="sm" color="fg.muted">
                {t.stockReturned}
              </Text>
            )}
            {note.releasedCents > 0 && (
              <Text fontSize="sm">
                {t.released(
                  formatCents(note.releasedCents),
                  CREDIT_SETTLEMENT_LABELS[note.settlement as CreditSettlement].toLowerCase(),
                )}
              </Text>
            )}
            <Box mt="2" _print={{ display: 'none' }}>
              <DownloadButton
                size="xs"
                path={creditNotePdfPath(po.id, note.id)}
                fileName={`${note.creditNoteNumber}.pdf`}
                what={t.pdfWhat}
                aria-label={t.pdfLabel(note.creditNoteNumber)}
              >
                {t.pdf}
              </DownloadButton>
              <Box mt="2">
                <EInvoiceButtons
                  size="xs"
                  number={note.creditNoteNumber}
                  pathFor={(format) => creditNoteEInvoicePath(po.id, note.id, format)}
                />
              </Box>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
