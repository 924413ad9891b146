/**
 * What the buyer may do with a quote now (common's quoteMovesFor): accept or counter the shop's sent version,
 * decline while it is open. Accepting puts the lines in the buyer's open items; the page then links to My Orders.
 */
import { useState } from 'react';
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { quoteMovesFor, type QuoteStatusName } from '@gluegun/common';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { centsToDollarsText } from '../../../lib/money';
import { quoteCopy } from '../copy';
import { useAcceptQuote, useCounterQuote, useDeclineQuote } from '../api/quotes';
import { lastShopVersion, type QuoteRow } from '../quoteFacts';
import { RequestLinesForm } from './RequestLinesForm';

const t = quoteCopy.buyer;

function CounterForm({ quote, onDone }: { quote: QuoteRow; onDone(): void }) {
  const [counter] = useCounterQuote();
  const shop = lastShopVersion(quote);
  const initial = {
    note: '',
    lines: (shop?.lines ?? []).map((l) => ({
      sku: l.sku,
      quantity: String(l.quantity),
      target: l.unitPriceCents === null ? '' : centsToDollarsText(l.unitPriceCents),
      note: l.note,
    })),
  };
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p={{ base: '3', md: '5' }}>
      <Text fontWeight="semibold">{t.counterTitle}</Text>
      <RequestLinesForm
        initial={initial}
        label={t.counterTitle}
        submitLabel={t.counterSubmit}
        onCancel={onDone}
        onSubmit={async (input) => {
          await counter({
            variables: {
              id: quote.id,
              version: quote.currentVersion,
              note: input.note ?? '',
              lines: input.lines.map((l) => ({ ...l, note: l.note ?? '' })),
            },
          });
          notifySuccess(t.countered(quote.quoteNumber));
          onDone();
        }}
      />
    </Stack>
  );
}

export function BuyerActions({ quote }: { quote: QuoteRow }) {
  const [accept, accepting] = useAcceptQuote();
  const [decline, declining] = useDeclineQuote();
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const [countering, setCountering] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const moves = quoteMovesFor(quote.status as QuoteStatusName, 'BUYER');

  async function run(kind: 'accept' | 'decline') {
    setAsking(null);
    setRefusal(null);
    try {
      if (kind === 'accept') await accept({ variables: { id: quote.id, version: quote.currentVersion } });
      else await decline({ variables: { id: quote.id } });
      const message = kind === 'accept' ? t.accepted(quote.quoteNumber) : t.declined(quote.quoteNumber);
      notifySuccess(message);
      setDone(message);
    } catch (e) {
      setRefusal(describeError(e).message);
    }
  }

  return (
    <Stack gap="3">
      <LiveStatus>{done && <Text fontWeight="medium">{done}</Text>}</LiveStatus>
      {quote.status === 'ACCEPTED' && (
        <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
          <RouterLink to="/my-orders">{t.acceptedLink}</RouterLink>
        </Link>
      )}
      {refusal && <FormErrorAlert revealKey={refusal}>{refusal}</FormErrorAlert>}
      {moves.length > 0 && !countering && (
        <HStack gap="3" wrap="wrap">
          {moves.includes('ACCEPT') && (
            <Button colorPalette="orange" loading={accepting.loading} onClick={() => setAsking('accept')}>
              {t.accept}
            </Button>
          )}
          {moves.includes('COUNTER') && (
            <Button variant="outline" onClick={() => setCountering(true)}>
              {t.counter}
            </Button>
          )}
          {moves.includes('DECLINE') && (
            <Button
              variant="outline"
              colorPalette="red"
              loading={declining.loading}
              onClick={() => setAsking('decline')}
            >
              {t.decline}
            </Button>
          )}
        </HStack>
      )}
      {countering && <CounterForm quote={quote} onDone={() => setCountering(false)} />}
      <ConfirmDialog
        open={asking === 'accept'}
        title={t.acceptTitle(quote.quoteNumber)}
        text={t.acceptBody}
        keepLabel={t.cancel}
        confirmLabel={t.accept}
        palette="orange"
        onKeep={() => setAsking(null)}
        onConfirm={() => void run('accept')}
      />
      <ConfirmDialog
        open={asking === 'decline'}
        title={t.declineTitle(quote.quoteNumber)}
        text={t.declineBody}
        keepLabel={t.cancel}
        confirmLabel={t.decline}
        palette="red"
        onKeep={() => setAsking(null)}
        onConfirm={() => void run('decline')}
      />
    </Stack>
  );
}
