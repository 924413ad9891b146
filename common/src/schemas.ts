import * as yup from 'yup';
import {
  MAX_NAME_LENGTH,
  MAX_ORDER_QUANTITY,
  MAX_PHONE_LENGTH,
  MAX_PRICE_CENTS,
  MAX_STOCK,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
  MIN_ORDER_QUANTITY,
  MIN_PASSWORD_LENGTH,
  isHttpUrl,
} from './rules';
import { trimmedString } from './text';
import { MESSAGES } from './messages';
import { DEFAULT_QUANTITY_RULE, quantityRuleProblem, type QuantityRule } from './quantity-rule';
import { MAX_PRICE_BREAKS, priceBreaksProblem, type PriceBreak } from './price-breaks';
import { backorderFields } from './backorders';

/** SKUs: 2 to 32 capital letters, digits or hyphens (typed in any case, stored upper-case). */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,31}$/;
export const SKU_MESSAGE = 'SKU must be 2 to 32 letters, digits or hyphens, like GS-11-CLR';

const httpUrl = (label: string) =>
  trimmedString(label)
    .required(`${label} is required`)
    .max(MAX_URL_LENGTH, `${label} must be at most ${MAX_URL_LENGTH} characters`)
    .test('http-url', `${label} must be an http(s) link`, (v) => v == null || isHttpUrl(v));

const requiredText = (label: string, max: number) =>
  trimmedString(label)
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const wholeNumber = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`);

const quantityRuleSchema = yup
  .object({
    minimum: wholeNumber('Minimum order'),
    increment: wholeNumber('Case pack'),
    maximum: yup
      .number()
      .typeError('Maximum per order must be a number')
      .integer('Maximum per order must be a whole number')
      .nullable()
      .default(null),
  })
  .nullable()
  .default(undefined)
  .test('quantity-rule', 'Invalid quantity rule', function check(rule) {
    if (!rule) return true;
    const problem = quantityRuleProblem({ ...rule, maximum: rule.maximum ?? null });
    return problem
      ? this.createError({ path: `${this.path}.${problem.field}`, message: problem.message })
      : true;
  });

const priceBreakSchema = yup.object({
  minQuantity: wholeNumber('Price break quantity'),
  unitPriceCents: wholeNumber('Price break price'),
});

/**
 * Product create/update (spec §5: name, price, quantity, img, des all required). Price in cents.
 * Wholesale fields are optional: sku (generated when absent), quantityRule (default: 100 minimum,
 * case of 1, no maximum) and priceBreaks (default none); the rule and the breaks are checked together.
 */
export const productInputSchema = yup
  .object({
    name: requiredText('Name', MAX_NAME_LENGTH),
    description: requiredText('Description', MAX_TEXT_LENGTH),
    imageUrl: httpUrl('Image URL'),
    priceCents: wholeNumber('Price')
      .min(1, 'Price must be positive')
      .max(MAX_PRICE_CENTS, 'Price is too large'),
    quantity: wholeNumber('Quantity')
      .min(0, 'Quantity cannot be negative')
      .max(MAX_STOCK, 'Quantity is too large'),
    sku: yup
      .string()
      .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v))
      .nullable()
      .optional()
      .matches(SKU_PATTERN, SKU_MESSAGE),
    quantityRule: quantityRuleSchema,
    priceBreaks: yup
      .array(priceBreakSchema)
      .nullable()
      .optional()
      .max(MAX_PRICE_BREAKS, `At most ${MAX_PRICE_BREAKS} price breaks`),
    // Whether it may be ordered beyond stock and when stock is expected (docs/decisions/088).
    ...backorderFields,
  })
  .test('price-breaks', 'Invalid price breaks', function check(product) {
    if (!product?.priceBreaks?.length || !Number.isSafeInteger(product.priceCents)) return true;
    const rule: QuantityRule = product.quantityRule
      ? { ...product.quantityRule, maximum: product.quantityRule.maximum ?? null }
      : DEFAULT_QUANTITY_RULE;
    const problem = priceBreaksProblem(product.priceCents, product.priceBreaks as PriceBreak[], rule);
    return problem ? this.createError({ path: 'priceBreaks', message: problem }) : true;
  });

/** Order placement (spec §5 and §9: minimum 100 units). */
export const orderInputSchema = yup.object({
  // A test named after a refusal reason (common/src/refusals.ts) gives the server's refusal that reason.
  quantity: wholeNumber('Quantity')
    .test('BELOW_SHOP_MINIMUM', MESSAGES.minOrderQuantity, (v) => v == null || v >= MIN_ORDER_QUANTITY)
    .max(MAX_ORDER_QUANTITY, `Quantity must be at most ${MAX_ORDER_QUANTITY}`),
  phone: trimmedString('Phone')
    .required('Phone is required')
    .max(MAX_PHONE_LENGTH, 'Phone number is too long')
    .matches(/^\+?[0-9][0-9 ()-]{3,}$/, 'Phone must be a phone number'),
});

/** Review (spec §5: photoUrl and description required, no length limit shown; we cap it to keep rows sane). */
export const reviewInputSchema = yup.object({
  photoUrl: httpUrl('Photo URL'),
  description: requiredText('Description', MAX_TEXT_LENGTH),
});

export const loginSchema = yup.object({
  email: trimmedString('E-mail').email('Enter a valid e-mail').required('E-mail is required'),
  password: yup.string().required('Password is required').min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
});

export const signUpSchema = loginSchema.shape({
  name: trimmedString('Name').required('Name is required').max(MAX_NAME_LENGTH, 'Name is too long'),
});
