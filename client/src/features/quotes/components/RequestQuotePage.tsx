/**
 * /my-quotes/new: a buyer asks the shop for prices on products and quantities (?sku= and ?quantity= fill the first
 * line); with ?from=open-items the lines are their open items, still editable, and the server keeps which items were
 * asked about (docs/decisions/130).
 */
import type { ReactNode } from 'react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../../components/toaster';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { quoteCopy } from '../copy';
import { useOpenItemsForQuote, useRequestQuote } from '../api/quotes';
import { RequestLinesForm, emptyLine, type LineValues } from './RequestLinesForm';

const t = quoteCopy.request;

/** The open items a quote may be asked on: not checked out, not waiting in an approval request, still sold. */
function FromOpenItems({ form }: { form(lines: LineValues[]): ReactNode }) {
  const { data, error } = useOpenItemsForQuote();
  if (error) return <ErrorAlert error={error} />;
  if (!data) return <PageSpinner label={t.loadingOpenItems} />;
  const waiting = new Set(
    data.myOrderRequestConnection.nodes
      .filter((r) => r.status === 'AWAITING_APPROVAL')
      .flatMap((r) => r.items.map((i) => i.id)),
  );
  const lines = data.myOrderConnection.nodes
    .filter((i) => i.status === 'PENDING' && !i.purchaseOrder && !waiting.has(i.id) && i.product)
    .map((i) => emptyLine(i.product!.sku, String(i.quantity)));
  if (lines.length === 0) return <Text role="status">{t.noOpenItems}</Text>;
  return form(lines);
}

export default function RequestQuotePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [request] = useRequestQuote();
  const fromOpenItems = params.get('from') === 'open-items';
  const form = (lines: LineValues[]) => (
    <RequestLinesForm
      initial={{ lines, note: '' }}
      label={t.form}
      submitLabel={t.submit}
      onSubmit={async (input) => {
        const { data } = await request({
          variables: {
            lines: input.lines.map((l) => ({ ...l, note: l.note ?? '' })),
            note: input.note ?? '',
            fromOpenItems,
          },
        });
        if (!data) return;
        notifySuccess(t.sent(data.requestQuote.quoteNumber));
        navigate(`/my-quotes/${data.requestQuote.id}`);
      }}
    />
  );
  return (
    <Stack gap="5" maxW="4xl">
      <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to="/my-quotes">{t.back}</RouterLink>
      </Link>
      <Heading as="h1" size="3xl">
        {fromOpenItems ? t.fromOpenItemsTitle : t.title}
      </Heading>
      <Text>{fromOpenItems ? t.fromOpenItemsIntro : t.intro}</Text>
      {fromOpenItems ? (
        <FromOpenItems form={form} />
      ) : (
        form([emptyLine(params.get('sku') ?? '', params.get('quantity') ?? '')])
      )}
    </Stack>
  );
}
