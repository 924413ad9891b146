/**
 * An order's money and ship-to as the approvals screens and the Pay dialog show it: Net, Tax (with the rate's
 * label), Total, each labelled, then where it ships. The figures come from the server (its tax quote), never
 * computed here.
 */
import { DataList, Text } from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import { figuresCopy as t } from '../../approvalsCopy';
import { freightCopy } from '../../freightCopy';

export interface Figures {
  netCents: number;
  taxCents: number;
  totalCents: number;
  taxLabel?: string | null;
  /** Freight by the shipping method (docs/decisions/076): a row when there is any, or while it is to be quoted. */
  freightCents?: number | null;
  freightPending?: boolean;
}
export interface ShipToFields {
  companyName?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** The ship-to in one line ("To be confirmed" without a street). */
export function shipToText(s: ShipToFields | null | undefined): string {
  if (!s?.addressLine1) return t.toBeConfirmed;
  const place = [s.city, s.region, s.postalCode].filter(Boolean).join(' ');
  return [s.companyName, s.addressLine1, s.addressLine2, place, s.country].filter(Boolean).join(', ');
}

function Row({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word" fontWeight={strong ? 'bold' : undefined}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Rows for a DataList already open (the request's summary). */
export function FigureRows({ figures, shipTo }: { figures: Figures; shipTo?: ShipToFields | null }) {
  return (
    <>
      <Row label={t.net}>{formatCents(figures.netCents)}</Row>
      {(figures.freightPending || (figures.freightCents ?? 0) > 0) && (
        <Row label={freightCopy.freight}>
          {figures.freightPending ? freightCopy.toBeQuoted : formatCents(figures.freightCents ?? 0)}
        </Row>
      )}
      <Row label={t.tax(figures.taxLabel)}>{formatCents(figures.taxCents)}</Row>
      <Row label={t.total} strong>
        {formatCents(figures.totalCents)}
      </Row>
      {shipTo !== undefined && (
        <Row label={t.shipTo}>
          <Text>{shipToText(shipTo)}</Text>
        </Row>
      )}
    </>
  );
}

/** The figures (and ship-to) on their own: a banner, a dialog. */
export function OrderFigures({
  figures,
  shipTo,
  label,
}: {
  figures: Figures;
  shipTo?: ShipToFields | null;
  label?: string;
}) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1" aria-label={label}>
      <FigureRows figures={figures} shipTo={shipTo} />
    </DataList.Root>
  );
}
