/**
 * Checkout's totals: the chosen items' net subtotal, the freight by the chosen shipping method, the tax line for the
 * ship-to country and region being typed, and the total, in the server's figures (checkoutTaxQuote: the same rules
 * checkout freezes; the freight is never worked out here).
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
import { freightCopy } from '../freightCopy';

const t = purchaseOrderCopy.checkout;
const inv = purchaseOrderCopy.invoice;

export function TaxQuotePanel({
  itemIds,
  shippingMethodId = null,
}: {
  itemIds: string[];
  shippingMethodId?: string | null;
}) {
  const { values } = useFormikContext<CheckoutFormValues>();
  const country = useDeferredValue(values.country.trim().toUpperCase());
  const region = useDeferredValue(values.region);
  const { data, previousData, error, loading } = useCheckoutTaxQuote(
    itemIds,
    country,
    region,
    shippingMethodId,
  );
  const quote = (data ?? previousData)?.checkoutTaxQuote;
  if (itemIds.length === 0) return null;
  const freight: Array<[string, string, boolean]> = !quote?.shippingMethodName
    ? []
    : [
        [
          freightCopy.freight,
          quote.freightPending ? freightCopy.toBeQuoted : formatCents(quote.freightCents),
          false,
        ],
      ];
  const rows: Array<[string, string, boolean]> = quote
    ? [
        [inv.net, formatCents(quote.subtotalCents), false],
        ...freight,
        ...(quote.tax.label
          ? [[inv.tax(quote.tax.label), formatCents(quote.tax.taxCents), false] as [string, string, boolean]]
          : []),
        [inv.total, formatCents(quote.totalCents), true],
      ]
    : [];
  return (
    <Box
      role="status"
      aria-label={t.totalsLabel}
      aria-busy={loading}
      borderWidth="1px"
      rounded="md"
      p="3"
      minH="20"
    >
      {!quote && !error && <Text color="fg.muted">{t.totalsChecking}</Text>}
      {error && !quote && <Text color="red.700">{describeError(error).message}</Text>}
      {quote && (
        <Grid as="dl" templateColumns="1fr auto" columnGap="4" rowGap="1" maxW="sm">
          {rows.map(([label, amount, bold]) => (
            <Box key={label} display="contents" fontWeight={bold ? 'bold' : 'normal'}>
              <Text as="dt">{label}</Text>
              <Text as="dd" textAlign="end">
                {amount}
              </Text>
            </Box>
          ))}
        </Grid>
      )}
      {quote?.freightNote && (
        <Text fontSize="sm" mt="1">
          {quote.freightNote}
        </Text>
      )}
      {quote?.freightPending && (
        <Text fontSize="sm" mt="1">
          {freightCopy.quotedNote}
        </Text>
      )}
      {quote?.tax.exemptionCertificate && (
        <Text fontSize="sm" mt="1">
          {inv.exempt(quote.tax.exemptionCertificate)}
        </Text>
      )}
      {quote && !quote.tax.label && !quote.tax.exemptionCertificate && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t.noTax}
        </Text>
      )}
    </Box>
  );
}
