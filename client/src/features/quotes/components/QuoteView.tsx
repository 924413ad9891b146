/**
 * One quote as both its buyer and the shop read it: number, status and last valid day, a PDF download, then every
 * version newest first with its lines (SKU, quantity, target or unit price, line net) and the money rows.
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatCents, formatDay } from '@gluegun/common';
import { LiveStatus } from '../../../components/LiveStatus';
import { downloadMessage, downloadWithSession } from '../../../lib/download';
import { quoteCopy } from '../copy';
import type { QuoteDetailsQuery } from '../../../gql/graphql';
import {
  quotePdfName,
  quotePdfPath,
  validUntilText,
  type QuoteRow,
  type QuoteVersionRow,
} from '../quoteFacts';

const t = quoteCopy.view;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value}</Text>
    </Box>
  );
}

function VersionLines({ version }: { version: QuoteVersionRow }) {
  const shop = version.side === 'STAFF';
  return (
    <Stack
      as="ul"
      listStyleType="none"
      gap="2"
      aria-label={`${t.version(version.number, version.authorName)}: lines`}
    >
      {version.lines.map((l) => (
        <Box as="li" key={l.position} borderWidth="1px" rounded="md" p="3" aria-label={l.sku}>
          <Text fontWeight="semibold" wordBreak="break-word">
            {l.productName}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" mt="1">
            <Fact label={t.sku} value={l.sku} />
            <Fact label={t.quantity} value={l.quantity.toLocaleString('en-US')} />
            {shop ? (
              <Fact
                label={t.unitPrice}
                value={l.unitPriceCents === null ? '–' : formatCents(l.unitPriceCents)}
              />
            ) : (
              <Fact
                label={t.target}
                value={l.targetPriceCents === null ? '–' : formatCents(l.targetPriceCents)}
              />
            )}
            {shop && (
              <Fact
                label={t.lineNet}
                value={l.lineTotalCents === null ? '–' : formatCents(l.lineTotalCents)}
              />
            )}
          </SimpleGrid>
          {l.note && (
            <Text mt="1" fontSize="sm">
              {l.note}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** The offer's freight, by the company's method: what the quote's page and its PDF print. */
export type QuoteFreightRow = NonNullable<QuoteDetailsQuery['quoteDetails']['freight']>;

function freightText(f: QuoteFreightRow): string {
  if (f.chosenAtCheckout) return t.freightAtCheckout;
  if (!f.shippingMethodName) return t.freightNoMethod;
  if (f.pending) return t.freightPending(f.shippingMethodName);
  return t.freightBy(formatCents(f.freightCents), f.shippingMethodName);
}

function MoneyRows({ version, freight }: { version: QuoteVersionRow; freight?: QuoteFreightRow | null }) {
  const rows: Array<[string, string, boolean]> = freight
    ? [
        [t.net, formatCents(version.totalCents), false],
        [t.freight, freightText(freight), false],
        ...(version.freightNote
          ? [[t.freightTerms, version.freightNote, false] as [string, string, boolean]]
          : []),
        [t.tax, t.taxNotIncluded, false],
        [t.total, formatCents(version.totalCents + freight.freightCents), true],
      ]
    : [
        [t.net, formatCents(version.totalCents), false],
        [t.tax, t.taxNotIncluded, false],
        [t.freight, version.freightNote || t.freightNone, false],
        [t.total, formatCents(version.totalCents), true],
      ];
  return (
    <Box as="dl" maxW="md" ml={{ md: 'auto' }}>
      {rows.map(([label, value, strong]) => (
        <HStack key={label} justify="space-between" gap="4" fontWeight={strong ? 'bold' : undefined}>
          <Text as="dt">{label}</Text>
          <Text as="dd" textAlign="right">
            {value}
          </Text>
        </HStack>
      ))}
    </Box>
  );
}

function VersionCard({ version, freight }: { version: QuoteVersionRow; freight?: QuoteFreightRow | null }) {
  const shop = version.side === 'STAFF';
  const title = t.version(version.number, version.authorName);
  return (
    <Stack as="section" aria-label={title} gap="3" borderTopWidth="1px" pt="4">
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Badge colorPalette={shop ? 'orange' : 'gray'}>{shop ? t.shop : t.buyer}</Badge>
        <Text color="fg.muted" fontSize="sm">
          {formatDay(version.createdAt)}
        </Text>
      </HStack>
      {shop && version.expiresAt && (
        <Text>
          {t.validUntil}: <strong>{validUntilText(version.expiresAt)}</strong>
        </Text>
      )}
      {version.approvalNeeded && !version.approvedByName && (
        <Text color="orange.800">{t.waitingApproval}</Text>
      )}
      {version.note && (
        <Text wordBreak="break-word">
          <strong>{t.note}:</strong> {version.note}
        </Text>
      )}
      <VersionLines version={version} />
      {shop && <MoneyRows version={version} freight={freight} />}
    </Stack>
  );
}

export function QuotePdfButton({ quote }: { quote: QuoteRow }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    setMessage('');
    try {
      await downloadWithSession(quotePdfPath(quote.id), quotePdfName(quote));
    } catch (e) {
      setMessage(downloadMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="1">
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        loading={busy}
        onClick={download}
        aria-label={t.pdf(quote.quoteNumber)}
      >
        {t.pdfShort}
      </Button>
      <LiveStatus>{message && <Text color="red.700">{message}</Text>}</LiveStatus>
    </Stack>
  );
}

/** `freight`: the shop's newest offer's freight, printed with that version's money rows (the details read asks it). */
export function QuoteView({ quote, freight }: { quote: QuoteRow; freight?: QuoteFreightRow | null }) {
  const offer = quote.versions.filter((v) => v.side === 'STAFF').at(-1)?.number;
  const until = quote.status === 'SENT' ? validUntilText(quote.expiresAt) : null;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Fact label={quoteCopy.list.status} value={quote.statusLabel} />
        <Fact label={quoteCopy.list.created} value={formatDay(quote.createdAt)} />
        {until && <Fact label={t.validUntil} value={until} />}
      </SimpleGrid>
      <QuotePdfButton quote={quote} />
      <Heading as="h2" size="lg">
        {t.versions}
      </Heading>
      {[...quote.versions].reverse().map((v) => (
        <VersionCard key={v.number} version={v} freight={v.number === offer ? freight : null} />
      ))}
    </Stack>
  );
}
