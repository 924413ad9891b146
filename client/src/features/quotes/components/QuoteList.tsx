/** Quotes as cards (any width): number, status, total and last valid day, each opening its page. */
import { Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay } from '@gluegun/common';
import { quoteCopy } from '../copy';
import { quoteTotalText, validUntilText, type QuoteRow } from '../quoteFacts';

const t = quoteCopy.list;

export function QuoteList({
  quotes,
  linkTo,
  label,
  companyName,
}: {
  quotes: readonly QuoteRow[];
  linkTo(q: QuoteRow): string;
  label: string;
  companyName?: (q: QuoteRow) => string | null;
}) {
  if (quotes.length === 0) return <Text>{quoteCopy.none}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={label}>
      {quotes.map((q) => {
        const until = q.status === 'SENT' ? validUntilText(q.expiresAt) : null;
        const company = companyName?.(q);
        return (
          <Box as="li" key={q.id} aria-label={q.quoteNumber} borderWidth="1px" rounded="md" p="3">
            <Link asChild color="blue.700" textDecoration="underline" fontWeight="semibold">
              <RouterLink to={linkTo(q)} aria-label={t.open(q.quoteNumber)}>
                {q.quoteNumber}
              </RouterLink>
            </Link>
            <SimpleGrid columns={{ base: 2, md: company ? 5 : 4 }} gap="2" mt="2">
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t.status}
                </Text>
                <Text>{q.statusLabel}</Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t.total}
                </Text>
                <Text>{quoteTotalText(q) ?? t.notPriced}</Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t.expires}
                </Text>
                <Text>{until ?? '–'}</Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t.created}
                </Text>
                <Text>{formatDay(q.createdAt)}</Text>
              </Box>
              {company && (
                <Box>
                  <Text fontSize="sm" color="fg.muted">
                    {t.company}
                  </Text>
                  <Text wordBreak="break-word">{company}</Text>
                </Box>
              )}
            </SimpleGrid>
          </Box>
        );
      })}
    </Stack>
  );
}
