/** The totals an e-invoice states (UBL or CII), read back as cents, and the CII a Factur-X PDF carries. */
import zlib from 'node:zlib';

export interface XmlTotals {
  netCents: number;
  taxCents: number;
  totalCents: number;
  prepaidCents: number;
  payableCents: number;
  lineNetCents: number[];
}

const cents = (text: string | undefined) => (text === undefined ? 0 : Math.round(Number(text) * 100));
const first = (xml: string, tag: string) =>
  new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`).exec(xml)?.[1];
const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);

export function ublTotals(xml: string): XmlTotals {
  const monetary = /<cac:LegalMonetaryTotal>([\s\S]*?)<\/cac:LegalMonetaryTotal>/.exec(xml)?.[1] ?? '';
  const taxTotal = /<cac:TaxTotal>([\s\S]*?)<\/cac:TaxTotal>/.exec(xml)?.[1] ?? '';
  const lines = [
    ...xml.matchAll(/<cac:(?:Invoice|CreditNote)Line>([\s\S]*?)<\/cac:(?:Invoice|CreditNote)Line>/g),
  ].map((m) => m[1]);
  return {
    netCents: cents(first(monetary, 'cbc:TaxExclusiveAmount')),
    taxCents: cents(first(taxTotal, 'cbc:TaxAmount')),
    totalCents: cents(first(monetary, 'cbc:TaxInclusiveAmount')),
    prepaidCents: cents(first(monetary, 'cbc:PrepaidAmount')),
    payableCents: cents(first(monetary, 'cbc:PayableAmount')),
    lineNetCents: lines.map((l) => cents(first(l, 'cbc:LineExtensionAmount'))),
  };
}

export function ciiTotals(xml: string): XmlTotals {
  const summation =
    /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>([\s\S]*?)<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/.exec(
      xml,
    )?.[1] ?? '';
  const lines = [
    ...xml.matchAll(
      /<ram:IncludedSupplyChainTradeLineItem>([\s\S]*?)<\/ram:IncludedSupplyChainTradeLineItem>/g,
    ),
  ].map((m) => m[1]);
  return {
    netCents: cents(first(summation, 'ram:TaxBasisTotalAmount')),
    taxCents: cents(first(summation, 'ram:TaxTotalAmount')),
    totalCents: cents(first(summation, 'ram:GrandTotalAmount')),
    prepaidCents: cents(first(summation, 'ram:TotalPrepaidAmount')),
    payableCents: cents(first(summation, 'ram:DuePayableAmount')),
    lineNetCents: lines.map((l) => cents(all(l, 'ram:LineTotalAmount')[0])),
  };
}

/** Every stream of a PDF, inflated where it is compressed (the embedded XML and the XMP metadata are among them). */
export function pdfStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    const raw = pdf.subarray(start, end);
    try {
      out.push(zlib.inflateSync(raw).toString('utf8'));
    } catch {
      out.push(raw.toString('utf8'));
    }
  }
  return out;
}
