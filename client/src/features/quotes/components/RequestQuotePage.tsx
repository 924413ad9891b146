/** /my-quotes/new: a buyer asks the shop for prices on products and quantities (?sku= and ?quantity= fill the first line). */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../../components/toaster';
import { quoteCopy } from '../copy';
import { useRequestQuote } from '../api/quotes';
import { RequestLinesForm, emptyLine } from './RequestLinesForm';

const t = quoteCopy.request;

export default function RequestQuotePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [request] = useRequestQuote();
  return (
    <Stack gap="5" maxW="4xl">
      <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to="/my-quotes">{t.back}</RouterLink>
      </Link>
      <Heading as="h1" size="3xl">
        {t.title}
      </Heading>
      <Text>{t.intro}</Text>
      <RequestLinesForm
        initial={{ lines: [emptyLine(params.get('sku') ?? '', params.get('quantity') ?? '')], note: '' }}
        label={t.form}
        submitLabel={t.submit}
        onSubmit={async (input) => {
          const { data } = await request({
            variables: {
              lines: input.lines.map((l) => ({ ...l, note: l.note ?? '' })),
              note: input.note ?? '',
            },
          });
          if (!data) return;
          notifySuccess(t.sent(data.requestQuote.quoteNumber));
          navigate(`/my-quotes/${data.requestQuote.id}`);
        }}
      />
    </Stack>
  );
}
