/**
 * The admin form's wholesale terms: SKU, quantity rule and price breaks as typed text, converted to the
 * API's input and checked with the same functions the server runs (quantityRuleProblem, priceBreaksProblem).
 */
import * as yup from 'yup';
import {
  DEFAULT_QUANTITY_RULE,
  SKU_MESSAGE,
  SKU_PATTERN,
  backorderFields,
  dollarsToCents,
  priceBreaksProblem,
  quantityRuleProblem,
  type PriceBreak,
  type QuantityRule,
} from '@gluegun/common';
import { centsToDollarsText } from '../../../lib/money';

export interface BreakRow {
  minQuantity: string;
  price: string;
}
export interface WholesaleFormValues {
  sku: string;
  minimum: string;
  increment: string;
  maximum: string;
  breaks: BreakRow[];
  /** May be ordered beyond stock; the expected restock day, YYYY-MM-DD or empty (docs/decisions/088). */
  backordersAllowed: boolean;
  restockOn: string;
}

export const emptyWholesaleForm: WholesaleFormValues = {
  sku: '',
  minimum: '100',
  increment: '1',
  maximum: '',
  breaks: [],
  backordersAllowed: false,
  restockOn: '',
};

// Formik hands yup '' as undefined: every reader takes a missing value as empty text.
const text = (v: string | undefined) => (v ?? '').trim();
const whole = (v: string | undefined) => (/^\d+$/.test(text(v)) ? Number(text(v)) : NaN);

function toQuantityRule(v: WholesaleFormValues): QuantityRule {
  return {
    minimum: whole(v.minimum),
    increment: whole(v.increment),
    maximum: text(v.maximum) === '' ? null : whole(v.maximum),
  };
}

function toPriceBreaks(v: WholesaleFormValues): PriceBreak[] {
  return (v.breaks ?? []).map((b) => ({
    minQuantity: whole(b?.minQuantity),
    unitPriceCents: dollarsToCents(text(b?.price)),
  }));
}

/** Create: defaults are left out (the server applies them). Update: everything is sent (left out = unchanged). */
export function toWholesaleInput(v: WholesaleFormValues, mode: 'create' | 'update') {
  const rule = toQuantityRule(v);
  const breaks = toPriceBreaks(v);
  const isDefault =
    rule.minimum === DEFAULT_QUANTITY_RULE.minimum && rule.increment === 1 && rule.maximum === null;
  return {
    ...(text(v.sku) ? { sku: text(v.sku).toUpperCase() } : {}),
    ...(mode === 'update' || !isDefault ? { quantityRule: rule } : {}),
    ...(mode === 'update' || breaks.length > 0 ? { priceBreaks: breaks } : {}),
    ...(mode === 'update' || v.backordersAllowed ? { backordersAllowed: Boolean(v.backordersAllowed) } : {}),
    ...(mode === 'update' || text(v.restockOn) ? { restockOn: text(v.restockOn) || null } : {}),
  };
}

export function toWholesaleForm(p: {
  sku: string;
  quantityRule: { minimum: number; increment: number; maximum?: number | null };
  priceBreaks: readonly PriceBreak[];
  backordersAllowed?: boolean | null;
  restockOn?: string | null;
}): WholesaleFormValues {
  return {
    sku: p.sku,
    minimum: String(p.quantityRule.minimum),
    increment: String(p.quantityRule.increment),
    maximum: p.quantityRule.maximum == null ? '' : String(p.quantityRule.maximum),
    breaks: p.priceBreaks.map((b) => ({
      minQuantity: String(b.minQuantity),
      price: centsToDollarsText(b.unitPriceCents),
    })),
    backordersAllowed: Boolean(p.backordersAllowed),
    restockOn: p.restockOn ?? '',
  };
}

const wholeText = (label: string, required = true) => {
  const base = yup.string().trim();
  return (required ? base.required(`${label} is required`) : base).test(
    'whole',
    `${label} must be a whole number`,
    (v) => !v || /^\d+$/.test(v),
  );
};

/** Field rules, then the rule and the breaks together, with the server's messages on the fields they concern. */
export const wholesaleFields = {
  sku: yup
    .string()
    .trim()
    .test('sku', SKU_MESSAGE, (v) => !v || SKU_PATTERN.test(v.toUpperCase())),
  minimum: wholeText('Minimum order'),
  increment: wholeText('Case pack'),
  maximum: wholeText('Maximum per order', false),
  breaks: yup.array(
    yup.object({
      minQuantity: wholeText('Break quantity'),
      price: yup
        .string()
        .trim()
        .required('Break price is required')
        .test(
          'dollars',
          'Break price must be in dollars, e.g. 5.90',
          (v) => !v || !Number.isNaN(dollarsToCents(v)),
        ),
    }),
  ),
  // The server's own rules: a real day, not in the past.
  backordersAllowed: yup.boolean(),
  restockOn: backorderFields.restockOn,
};

/** For the form's object-level test: the first problem with the rule or the breaks, as {path, message}. */
export function wholesaleProblem(
  v: WholesaleFormValues,
  priceCents: number,
): { path: string; message: string } | null {
  const rule = toQuantityRule(v);
  if ([rule.minimum, rule.increment, rule.maximum ?? 0].some(Number.isNaN)) return null; // field rules speak first
  const ruleProblem = quantityRuleProblem(rule);
  if (ruleProblem) return { path: ruleProblem.field, message: ruleProblem.message };
  const breaks = toPriceBreaks(v);
  if (
    Number.isNaN(priceCents) ||
    breaks.some((b) => Number.isNaN(b.minQuantity) || Number.isNaN(b.unitPriceCents))
  )
    return null;
  const breakProblem = priceBreaksProblem(priceCents, breaks, rule);
  return breakProblem ? { path: 'breaksError', message: breakProblem } : null;
}
