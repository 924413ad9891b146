/**
 * Checkout's totals: the chosen items' net subtotal, the tax line for the ship-to country and
 * region being typed, and the total, in the server's figures (checkoutTaxQuote: the same rule checkout freezes).
 * The box keeps its height while the answer comes, so nothing below it moves.
 */
import { Box, Grid, Text } from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import { useFormikContext } from 'formik';
import { useDeferredValue } from 'react';
import { describeError } from '../../../lib/errors';
import { useCheckoutTaxQuote } from '../api/taxQuote';
import { purchaseOrderCopy } from '../copy';
import type { CheckoutFormValues } from './CheckoutForm';

const t = purchaseOrderCopy.checkout;
const inv = purchaseOrderCopy.invoice;

export function TaxQuotePanel({ itemIds }: { itemIds: string[] }) {
  const { values } = useFormikContext<CheckoutFormValues>();
  const country = useDeferredValue(values.country.trim().toUpperCase());
  const region = useDeferredValue(values.region);
  const { data, previousData, error, loading } = useCheckoutTaxQuote(itemIds, country, region);
  const quote = (data ?? previousData)?.checkoutTaxQuote;
  if (itemIds.length === 0) return null;
  const rows: Array<[string, number, boolean]> = quote
    ? [[inv.net, quote.subtotalCents, false], ...(quote.tax.label ? [[inv.tax(quote.tax.label), quote.tax.taxCents, false] as [string, number, boolean]] : []), [inv.total, quote.totalCents, true]]
    : [];
  return (
    <Box role="status" aria-label={t.totalsLabel} aria-busy={loading} borderWidth="1px" rounded="md" p="3" minH="20">
      {!quote && !error && <Text color="fg.muted">{t.totalsChecking}</Text>}
      {error && !quote && <Text color="red.700">{describeError(error).message}</Text>}
      {quote && (
        <Grid as="dl" templateColumns="1fr auto" columnGap="4" rowGap="1" maxW="sm">
          {rows.map(([label, cents, bold]) => (
            <Box key={label} display="contents" fontWeight={bold ? 'bold' : 'normal'}>
              <Text as="dt">{label}</Text>
              <Text as="dd" textAlign="end">{formatCents(cents)}</Text>
            </Box>
          ))}
        </Grid>
      )}
      {quote?.tax.exemptionCertificate && <Text fontSize="sm" mt="1">{inv.exempt(quote.tax.exemptionCertificate)}</Text>}
      {quote && !quote.tax.label && !quote.tax.exemptionCertificate && <Text fontSize="sm" color="fg.muted" mt="1">{t.noTax}</Text>}
    </Box>
  );
}
