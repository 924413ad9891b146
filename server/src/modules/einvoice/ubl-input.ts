/**
 * Our e-invoice facts as @e-invoice-eu/core's input (its JSON form of a UBL 2.1 invoice, which the library writes as
 * UBL, as CII or into a Factur-X PDF): only the mapping is ours, never the XML (docs/decisions/067).
 */
import type { Invoice } from '@e-invoice-eu/core';
import {
  amountOf,
  isVatNumber,
  percentOf,
  type EInvoiceAddress,
  type EInvoiceFacts,
  type EInvoiceParty,
} from './einvoice-facts';

type UblInvoice = Invoice['ubl:Invoice'];
type Address = UblInvoice['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress'];
type Country = Address['cac:Country']['cbc:IdentificationCode'];
type Line = UblInvoice['cac:InvoiceLine'][number];

/** Invoice (UNTDID 1001 code 380) and credit note (381). */
const TYPE_CODES = { INVOICE: '380', CREDIT_NOTE: '381' } as const;

/** One piece (UN/ECE Recommendation 20). */
const UNIT = 'C62';

/** Electronic addresses are e-mail addresses (EAS code EM): neither party has a Peppol participant id here. */
const EMAIL_SCHEME = 'EM';

/** Credit transfer (UNTDID 4461 code 30); 1 (not defined) when the shop has no bank account configured. */
const CREDIT_TRANSFER = '30';
const NOT_DEFINED = '1';

function addressOf(a: EInvoiceAddress): Address {
  const [street, additional, ...rest] = a.lines;
  return {
    ...(street ? { 'cbc:StreetName': street } : {}),
    ...(additional ? { 'cbc:AdditionalStreetName': additional } : {}),
    ...(a.city ? { 'cbc:CityName': a.city } : {}),
    ...(a.postalCode ? { 'cbc:PostalZone': a.postalCode } : {}),
    ...(a.region ? { 'cbc:CountrySubentity': a.region } : {}),
    ...(rest.length > 0 ? { 'cac:AddressLine': { 'cbc:Line': rest.join(', ') } } : {}),
    'cac:Country': { 'cbc:IdentificationCode': a.country as Country },
  };
}

/**
 * A tax number is the party's VAT identifier when it looks like one and the document is in the VAT (not outside
 * it: rule BR-O-02); otherwise the seller's is a tax registration and the buyer's a legal registration id.
 */
const vatIdOf = (party: EInvoiceParty, f: EInvoiceFacts): string | null =>
  party.taxId && isVatNumber(party.taxId) && f.tax.category !== 'O' ? party.taxId : null;

function sellerOf(f: EInvoiceFacts): UblInvoice['cac:AccountingSupplierParty'] {
  const s = f.seller;
  const vat = vatIdOf(s, f);
  return {
    'cac:Party': {
      'cbc:EndpointID': s.email,
      'cbc:EndpointID@schemeID': EMAIL_SCHEME,
      'cac:PartyName': { 'cbc:Name': s.name },
      'cac:PostalAddress': addressOf(s.address),
      'cac:PartyTaxScheme': s.taxId
        ? [{ 'cbc:CompanyID': s.taxId, 'cac:TaxScheme': { 'cbc:ID': vat ? 'VAT' : 'TAX' } }]
        : [],
      // A tax number that is not the VAT identifier also identifies the seller as its registration (rule BR-CO-26).
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': s.name,
        ...(s.taxId && !vat ? { 'cbc:CompanyID': s.taxId } : {}),
      },
      'cac:Contact': {
        ...(s.contactName ? { 'cbc:Name': s.contactName } : {}),
        ...(s.phone ? { 'cbc:Telephone': s.phone } : {}),
        'cbc:ElectronicMail': s.email,
      },
    },
  };
}

function buyerOf(f: EInvoiceFacts): UblInvoice['cac:AccountingCustomerParty'] {
  const b = f.buyer;
  const vat = vatIdOf(b, f);
  return {
    'cac:Party': {
      'cbc:EndpointID': b.email,
      'cbc:EndpointID@schemeID': EMAIL_SCHEME,
      'cac:PartyName': { 'cbc:Name': b.name },
      'cac:PostalAddress': addressOf(b.address),
      ...(vat
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': vat, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
        : {}),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': b.name,
        ...(b.taxId && !vat ? { 'cbc:CompanyID': b.taxId } : {}),
      },
      'cac:Contact': {
        ...(b.contactName ? { 'cbc:Name': b.contactName } : {}),
        ...(b.phone ? { 'cbc:Telephone': b.phone } : {}),
        'cbc:ElectronicMail': b.email,
      },
    },
  };
}

function paymentMeansOf(f: EInvoiceFacts): UblInvoice['cac:PaymentMeans'] {
  const p = f.payment;
  if (!p) return undefined;
  if (!p.accountId) return [{ 'cbc:PaymentMeansCode': NOT_DEFINED, 'cbc:PaymentID': p.reference }];
  return [
    {
      'cbc:PaymentMeansCode': CREDIT_TRANSFER,
      'cbc:PaymentID': p.reference,
      'cac:PayeeFinancialAccount': {
        'cbc:ID': p.accountId,
        'cbc:Name': p.accountName,
        ...(p.bankId ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': p.bankId } } : {}),
      },
    },
  ];
}

/** The line's and the breakdown's tax category: a rate for S, 0 for E, none for O unless asked (rules BR-E-05, BR-O-05). */
function categoryOf(f: EInvoiceFacts, zeroRateOutsideTax = false) {
  const { category, rateMillionths } = f.tax;
  return {
    'cbc:ID': category,
    ...(category === 'O' && !zeroRateOutsideTax ? {} : { 'cbc:Percent': percentOf(rateMillionths) }),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
}

function linesOf(f: EInvoiceFacts): UblInvoice['cac:InvoiceLine'] {
  const money = (cents: number) => amountOf(cents);
  const lines: Line[] = f.lines.map((l) => ({
    'cbc:ID': String(l.position),
    'cbc:InvoicedQuantity': String(l.quantity),
    'cbc:InvoicedQuantity@unitCode': UNIT,
    'cbc:LineExtensionAmount': money(l.lineTotalCents),
    'cbc:LineExtensionAmount@currencyID': f.currency,
    'cac:Item': {
      'cbc:Name': l.productName,
      ...(l.customerPartNumber ? { 'cac:BuyersItemIdentification': { 'cbc:ID': l.customerPartNumber } } : {}),
      'cac:SellersItemIdentification': { 'cbc:ID': l.sku },
      'cac:ClassifiedTaxCategory': categoryOf(f) as Line['cac:Item']['cac:ClassifiedTaxCategory'],
    },
    'cac:Price': { 'cbc:PriceAmount': money(l.unitPriceCents), 'cbc:PriceAmount@currencyID': f.currency },
  }));
  if (lines.length === 0) throw new Error(`${f.number} has no lines: an e-invoice needs at least one`);
  return lines as UblInvoice['cac:InvoiceLine'];
}

/**
 * The library's input for one invoice or credit note. XRechnung wants a rate in every VAT breakdown (rule BR-DE-14),
 * so outside tax it states 0 there, as KoSIT's own examples do; lines and charges stay without one (BR-O-05).
 */
export function ublInputOf(f: EInvoiceFacts, opts: { xrechnung?: boolean } = {}): Invoice {
  const c = f.currency;
  // Freight is a document-level charge (reason FC) in the lines' category, so the totals equal the PDF's (docs/decisions/076).
  const freight = f.freightCents ?? 0;
  const taxable = f.netCents + freight;
  const charges =
    freight > 0
      ? {
          'cac:AllowanceCharge': [
            {
              'cbc:ChargeIndicator': 'true',
              'cbc:AllowanceChargeReasonCode': 'FC',
              'cbc:AllowanceChargeReason': f.freightLabel ?? 'Freight',
              'cbc:Amount': amountOf(freight),
              'cbc:Amount@currencyID': c,
              'cac:TaxCategory': categoryOf(f),
            },
          ] as UblInvoice['cac:AllowanceCharge'],
        }
      : {};
  const breakdown = {
    'cbc:TaxableAmount': amountOf(taxable),
    'cbc:TaxableAmount@currencyID': c,
    'cbc:TaxAmount': amountOf(f.taxCents),
    'cbc:TaxAmount@currencyID': c,
    'cac:TaxCategory': {
      ...categoryOf(f, opts.xrechnung),
      ...(f.tax.exemptionReason ? { 'cbc:TaxExemptionReason': f.tax.exemptionReason } : {}),
    },
  } as NonNullable<UblInvoice['cac:TaxTotal'][0]['cac:TaxSubtotal']>[number];
  const invoice: UblInvoice = {
    'cbc:ID': f.number,
    'cbc:IssueDate': f.issuedOn,
    ...(f.dueOn ? { 'cbc:DueDate': f.dueOn } : {}),
    'cbc:InvoiceTypeCode': TYPE_CODES[f.kind],
    ...(f.notes.length > 0 ? { 'cbc:Note': f.notes } : {}),
    'cbc:DocumentCurrencyCode': c,
    // The reference frozen on the order when placed (a Leitweg-ID routes it inside a German authority); the same rule
    // (the PO number, else the order number) for facts made without one.
    'cbc:BuyerReference': f.buyerReference ?? f.poNumber ?? f.orderNumber,
    'cac:OrderReference': {
      ...(f.poNumber ? { 'cbc:ID': f.poNumber } : {}),
      'cbc:SalesOrderID': f.orderNumber,
    },
    ...(f.creditsInvoice
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': f.creditsInvoice.number,
                'cbc:IssueDate': f.creditsInvoice.issuedOn,
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': sellerOf(f),
    'cac:AccountingCustomerParty': buyerOf(f),
    ...(f.deliverTo || f.deliveredOn
      ? {
          'cac:Delivery': {
            ...(f.deliveredOn ? { 'cbc:ActualDeliveryDate': f.deliveredOn } : {}),
            ...(f.deliverTo ? { 'cac:DeliveryLocation': { 'cac:Address': addressOf(f.deliverTo) } } : {}),
          },
        }
      : {}),
    'cac:PaymentMeans': paymentMeansOf(f),
    'cac:PaymentTerms': { 'cbc:Note': f.paymentTerms },
    ...charges,
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amountOf(f.taxCents),
        'cbc:TaxAmount@currencyID': c,
        'cac:TaxSubtotal': [breakdown],
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amountOf(f.netCents),
      'cbc:LineExtensionAmount@currencyID': c,
      'cbc:TaxExclusiveAmount': amountOf(taxable),
      'cbc:TaxExclusiveAmount@currencyID': c,
      'cbc:TaxInclusiveAmount': amountOf(f.totalCents),
      'cbc:TaxInclusiveAmount@currencyID': c,
      ...(freight > 0
        ? { 'cbc:ChargeTotalAmount': amountOf(freight), 'cbc:ChargeTotalAmount@currencyID': c }
        : {}),
      ...(f.prepaidCents !== 0
        ? { 'cbc:PrepaidAmount': amountOf(f.prepaidCents), 'cbc:PrepaidAmount@currencyID': c }
        : {}),
      'cbc:PayableAmount': amountOf(f.payableCents),
      'cbc:PayableAmount@currencyID': c,
    },
    'cac:InvoiceLine': linesOf(f),
  };
  // XRechnung wants payment instructions on every document (rule BR-DE-1): a credit note's money moves as its terms say.
  if (!invoice['cac:PaymentMeans'] && opts.xrechnung)
    invoice['cac:PaymentMeans'] = [{ 'cbc:PaymentMeansCode': NOT_DEFINED }];
  if (!invoice['cac:PaymentMeans']) delete invoice['cac:PaymentMeans'];
  return { 'ubl:Invoice': invoice };
}
