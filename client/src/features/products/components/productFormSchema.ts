/**
 * The Post/Update Product form: the admin types dollars, the API takes integer cents. The form's own
 * rules only cover what the form adds (price as dollars); every field rule after the conversion is
 * the shared productInputSchema, the same one the server applies.
 */
import * as yup from 'yup';
import { dollarsToCents, productInputSchema } from '@gluegun/common';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { refusalField } from '../../../lib/formErrors';
import { centsToDollarsText } from '../../../lib/money';
import {
  emptyWholesaleForm,
  toWholesaleForm,
  toWholesaleInput,
  wholesaleFields,
  wholesaleProblem,
  type WholesaleFormValues,
} from './wholesaleTermsSchema';

export interface ProductFormValues extends WholesaleFormValues {
  name: string;
  price: string;
  quantity: string;
  img: string;
  des: string;
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  price: '',
  quantity: '',
  img: '',
  des: '',
  ...emptyWholesaleForm,
};

export interface ProductInputValues {
  name: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  quantity: number;
}

/** Form -> API input. Create leaves default wholesale terms out; update sends them all. */
export function toProductInput(values: ProductFormValues, mode: 'create' | 'update' = 'create') {
  return {
    name: values.name.trim(),
    description: values.des.trim(),
    imageUrl: values.img.trim(),
    priceCents: dollarsToCents(values.price),
    quantity: Number(values.quantity),
    ...toWholesaleInput(values, mode),
  };
}

export function toProductForm(
  p: ProductInputValues & Parameters<typeof toWholesaleForm>[0],
): ProductFormValues {
  return {
    name: p.name,
    price: centsToDollarsText(p.priceCents),
    quantity: String(p.quantity),
    img: p.imageUrl,
    des: p.description,
    ...toWholesaleForm(p),
  };
}

const shared = productInputSchema.fields;

/** True when the shared schema accepts `value` for one field (used after the dollars/text conversion). */
function sharedAccepts(path: 'priceCents' | 'quantity', value: number): boolean {
  try {
    productInputSchema.validateSyncAt(path, { [path]: value });
    return true;
  } catch {
    return false;
  }
}

/** Field names follow the spec's form (name, price, quantity, img, des); rules come from the shared schema. */
export const productFormSchema = yup
  .object({
    name: shared.name,
    price: yup
      .string()
      .trim()
      .required('Price is required')
      .test(
        'dollars',
        dashboardCopy.productForm.priceInvalid,
        (v) => v == null || !Number.isNaN(dollarsToCents(v)),
      )
      .test(
        'cents',
        'Price must be between $0.01 and $1,000,000',
        (v) => v == null || Number.isNaN(dollarsToCents(v)) || sharedAccepts('priceCents', dollarsToCents(v)),
      ),
    quantity: yup
      .string()
      .trim()
      .required('Quantity is required')
      .test('whole', 'Quantity must be a whole number', (v) => v == null || /^\d+$/.test(v))
      .test(
        'range',
        'Quantity is too large',
        (v) => v == null || !/^\d+$/.test(v) || sharedAccepts('quantity', Number(v)),
      ),
    img: shared.imageUrl,
    des: shared.description,
    ...wholesaleFields,
  })
  .test('wholesale-terms', 'Invalid wholesale terms', function check(values) {
    const problem = values
      ? wholesaleProblem(values as ProductFormValues, dollarsToCents(values.price ?? ''))
      : null;
    return problem ? this.createError({ path: problem.path, message: problem.message }) : true;
  });

/** The server's field names (ProductInput) to this form's (spec names). */
const FORM_FIELD: Record<string, keyof ProductFormValues> = {
  name: 'name',
  description: 'des',
  imageUrl: 'img',
  priceCents: 'price',
  quantity: 'quantity',
  restockOn: 'restockOn',
  backordersAllowed: 'backordersAllowed',
};

/** A server refusal naming an input becomes that field's message; true when it did. */
export function showFieldError(
  error: { field?: string; message: string },
  setFieldError: (field: string, message: string) => void,
): boolean {
  const field = refusalField(error, FORM_FIELD);
  if (!field) return false;
  setFieldError(field, error.message);
  return true;
}
