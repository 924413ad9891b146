/**
 * Freight (shipping charges), docs/decisions/076: one pure rule from a shipping method, the lines' weights, the
 * order's net and the company's free-freight threshold to the freight in cents, or "quoted by us" with a reason a
 * person reads. The server computes it at checkout; the client only shows the server's answer.
 */
import * as yup from 'yup';
import { formatCents } from './rules';
import { trimmedString } from './text';

export const SHIPPING_KINDS = ['WEIGHT', 'PALLET', 'FLAT', 'QUOTED'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

export const SHIPPING_KIND_LABELS: Record<ShippingKind, string> = {
  WEIGHT: 'By weight',
  PALLET: 'Parcel, then pallets',
  FLAT: 'Flat rate',
  QUOTED: 'Freight quoted by us',
};

export const MAX_SHIPPING_METHOD_NAME_LENGTH = 80;
export const MAX_WEIGHT_BANDS = 20;
/** Most shipping methods the shop keeps (the list every checkout reads). */
export const MAX_SHIPPING_METHODS = 200;
/** Most companies one shipping method can be limited to (docs/decisions/123). */
export const MAX_SHIPPING_METHOD_COMPANIES = 100;
/** Most one order's freight can be: well inside an Int column beside the order's total. */
export const MAX_FREIGHT_CENTS = 10_000_000;
/** 1,000 tonnes in grams: more than any order of glue guns weighs. */
export const MAX_WEIGHT_GRAMS = 1_000_000_000;

/** `up to upToGrams -> priceCents`; a method's bands ascend by weight. */
export interface WeightBand {
  upToGrams: number;
  priceCents: number;
}

export interface ShippingMethodRule {
  name: string;
  kind: ShippingKind;
  /** WEIGHT: the rate table; PALLET: the parcel table (up to parcelLimitGrams). */
  bands: WeightBand[];
  flatCents: number | null;
  parcelLimitGrams: number | null;
  palletCapacityGrams: number | null;
  palletPriceCents: number | null;
}

export interface FreightLine {
  name: string;
  quantity: number;
  unitWeightGrams: number | null;
}

export type FreightAnswer =
  | {
      status: 'CHARGED';
      freightCents: number;
      weightGrams: number;
      explanation: string;
      missingWeight: string[];
    }
  | {
      status: 'QUOTED';
      freightCents: null;
      weightGrams: number;
      explanation: string;
      missingWeight: string[];
    };

const kgNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Grams as a person reads kilograms: 12500 -> "12.5 kg" (one formatter: building one per call costs 25 us). */
export function kgText(grams: number): string {
  return `${kgNumber.format(Math.round(grams) / 1000)} kg`;
}

/** The order's weight: each line's quantity times its unit weight, a missing weight counted as 0. */
export const orderWeightGrams = (lines: FreightLine[]): number =>
  lines.reduce((sum, l) => sum + l.quantity * Math.max(0, l.unitWeightGrams ?? 0), 0);

/** The band that carries `grams`: the first whose limit is at or above it (bands sorted ascending), else none. */
export function bandFor(bands: WeightBand[], grams: number): WeightBand | null {
  const sorted = [...bands].sort((a, b) => a.upToGrams - b.upToGrams);
  return sorted.find((b) => grams <= b.upToGrams) ?? null;
}

/** Pallets needed for `grams`: whole pallets of `capacity`, at least one. */
export const palletsFor = (grams: number, capacity: number): number =>
  Math.max(1, Math.ceil(grams / capacity));

const quoted = (weightGrams: number, missingWeight: string[], explanation: string): FreightAnswer => ({
  status: 'QUOTED',
  freightCents: null,
  weightGrams,
  explanation,
  missingWeight,
});
const charged = (
  freightCents: number,
  weightGrams: number,
  missingWeight: string[],
  explanation: string,
): FreightAnswer => ({ status: 'CHARGED', freightCents, weightGrams, explanation, missingWeight });

/** The sentence naming lines without a weight (they count as 0 kg), or ''. */
export function missingWeightText(names: string[]): string {
  if (names.length === 0) return '';
  const shown =
    names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return `No weight is known for ${shown}: counted as 0 kg.`;
}

/**
 * The freight of an order. Free freight first (net at or over the company's threshold: 0, whatever the method);
 * then FLAT one price, WEIGHT the band of the total weight, PALLET the parcel band up to its limit and whole pallets
 * above it, QUOTED (or a weight past every band) pending until staff set it.
 */
export function freightFor(o: {
  method: ShippingMethodRule;
  lines: FreightLine[];
  netCents: number;
  freeFreightThresholdCents: number | null;
}): FreightAnswer {
  const { method } = o;
  const weightGrams = orderWeightGrams(o.lines);
  const missing = o.lines
    .filter((l) => l.unitWeightGrams === null || l.unitWeightGrams === undefined)
    .map((l) => l.name);
  const weight = `Weight ${kgText(weightGrams)}`;
  if (o.freeFreightThresholdCents !== null && o.netCents >= o.freeFreightThresholdCents) {
    return charged(
      0,
      weightGrams,
      missing,
      `Free freight: your company's orders from ${formatCents(o.freeFreightThresholdCents)} net ship free.`,
    );
  }
  switch (method.kind) {
    case 'FLAT':
      return charged(method.flatCents ?? 0, weightGrams, missing, `${method.name}: one price for the order.`);
    case 'QUOTED':
      return quoted(
        weightGrams,
        missing,
        `${method.name}: we quote the freight after you order and e-mail you the figure.`,
      );
    case 'WEIGHT': {
      const band = bandFor(method.bands, weightGrams);
      if (!band)
        return quoted(
          weightGrams,
          missing,
          `${weight} is over the largest band of ${method.name}: we quote the freight after you order and e-mail you the figure.`,
        );
      return charged(
        band.priceCents,
        weightGrams,
        missing,
        `${weight}: band up to ${kgText(band.upToGrams)}.`,
      );
    }
    case 'PALLET': {
      const limit = method.parcelLimitGrams ?? 0;
      if (weightGrams <= limit) {
        const band = bandFor(method.bands, weightGrams);
        if (band)
          return charged(
            band.priceCents,
            weightGrams,
            missing,
            `${weight}: parcel, band up to ${kgText(band.upToGrams)}.`,
          );
      }
      const capacity = method.palletCapacityGrams ?? 0;
      if (capacity <= 0 || method.palletPriceCents === null) {
        return quoted(
          weightGrams,
          missing,
          `${weight} is over what ${method.name} sends as parcels: we quote the freight after you order and e-mail you the figure.`,
        );
      }
      const pallets = palletsFor(weightGrams, capacity);
      return charged(
        pallets * method.palletPriceCents,
        weightGrams,
        missing,
        `${weight}: ${pallets} pallet${pallets === 1 ? '' : 's'} of up to ${kgText(capacity)} at ${formatCents(method.palletPriceCents)} each.`,
      );
    }
  }
}

/** What a buyer reads under Freight: the explanation, then any lines without a weight. */
export const freightNote = (a: Pick<FreightAnswer, 'explanation' | 'missingWeight'>): string =>
  [a.explanation, missingWeightText(a.missingWeight)].filter(Boolean).join(' ');

/** Freight on documents: the figure, or "to be quoted" while staff have not set it. */
export const freightText = (freightCents: number, pending: boolean): string =>
  pending ? 'To be quoted' : formatCents(freightCents);

const cents = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_FREIGHT_CENTS, `${label} can be at most ${formatCents(MAX_FREIGHT_CENTS)}`);
const grams = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be whole grams`)
    .min(1, `${label} must be more than 0`)
    .max(MAX_WEIGHT_GRAMS, `${label} is too large`);

/** A shop admin's shipping method; what each kind needs is required for that kind only. */
export const shippingMethodSchema = yup.object({
  name: trimmedString('Name')
    .required('Name the shipping method')
    .max(MAX_SHIPPING_METHOD_NAME_LENGTH, `At most ${MAX_SHIPPING_METHOD_NAME_LENGTH} characters`),
  kind: yup
    .mixed<ShippingKind>()
    .oneOf([...SHIPPING_KINDS], 'Choose a kind')
    .required('Choose a kind'),
  active: yup.boolean().default(true),
  isDefault: yup.boolean().default(false),
  bands: yup
    .array(
      yup.object({
        upToGrams: grams("A band's weight").required('Give each band its weight'),
        priceCents: cents("A band's price").required('Give each band its price'),
      }),
    )
    .max(MAX_WEIGHT_BANDS, `At most ${MAX_WEIGHT_BANDS} bands`)
    .default([])
    .test(
      'ascending',
      'Each band must weigh more than the one before',
      (b) => !b || b.every((x, i) => i === 0 || x.upToGrams > b[i - 1].upToGrams),
    )
    .when('kind', {
      is: (k: string) => k === 'WEIGHT' || k === 'PALLET',
      then: (s) => s.min(1, 'Give at least one weight band'),
    }),
  flatCents: cents('The flat price')
    .nullable()
    .default(null)
    .when('kind', { is: 'FLAT', then: (s) => s.required('Give the flat price') }),
  parcelLimitGrams: grams('The parcel limit')
    .nullable()
    .default(null)
    .when('kind', { is: 'PALLET', then: (s) => s.required('Give the parcel weight limit') }),
  palletCapacityGrams: grams('The pallet capacity')
    .nullable()
    .default(null)
    .when('kind', { is: 'PALLET', then: (s) => s.required('Give the pallet capacity') }),
  palletPriceCents: cents('The pallet price')
    .nullable()
    .default(null)
    .when('kind', { is: 'PALLET', then: (s) => s.required('Give the price per pallet') }),
});
export type ShippingMethodInput = yup.InferType<typeof shippingMethodSchema>;

/** Staff set a pending order's freight in cents. */
export const orderFreightSchema = yup.object({ freightCents: cents('Freight').required('Give the freight') });
/** A company's free-freight threshold (net, cents); null = none. */
export const freeFreightSchema = yup.object({
  freeFreightThresholdCents: cents('The free-freight threshold').nullable().default(null),
});
