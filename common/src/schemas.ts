import * as yup from 'yup';
import {
  MAX_NAME_LENGTH, MAX_ORDER_QUANTITY, MAX_PHONE_LENGTH, MAX_PRICE_CENTS, MAX_STOCK, MAX_TEXT_LENGTH,
  MAX_URL_LENGTH, MIN_ORDER_QUANTITY, MIN_PASSWORD_LENGTH, isHttpUrl,
} from './rules';
import { MESSAGES } from './messages';

const httpUrl = (label: string) =>
  yup
    .string()
    .trim()
    .required(`${label} is required`)
    .max(MAX_URL_LENGTH, `${label} must be at most ${MAX_URL_LENGTH} characters`)
    .test('http-url', `${label} must be an http(s) link`, (v) => v == null || isHttpUrl(v));

const requiredText = (label: string, max: number) =>
  yup.string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);

const wholeNumber = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`);

/** Product create/update (spec §5: name, price, quantity, img, des all required). Price in cents. */
export const productInputSchema = yup.object({
  name: requiredText('Name', MAX_NAME_LENGTH),
  description: requiredText('Description', MAX_TEXT_LENGTH),
  imageUrl: httpUrl('Image URL'),
  priceCents: wholeNumber('Price').min(1, 'Price must be positive').max(MAX_PRICE_CENTS, 'Price is too large'),
  quantity: wholeNumber('Quantity').min(0, 'Quantity cannot be negative').max(MAX_STOCK, 'Quantity is too large'),
});

/** Order placement (spec §5 and §9: minimum 100 units). */
export const orderInputSchema = yup.object({
  quantity: wholeNumber('Quantity')
    .min(MIN_ORDER_QUANTITY, MESSAGES.minOrderQuantity)
    .max(MAX_ORDER_QUANTITY, `Quantity must be at most ${MAX_ORDER_QUANTITY}`),
  phone: yup
    .string()
    .trim()
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
  email: yup.string().trim().email('Enter a valid e-mail').required('E-mail is required'),
  password: yup.string().required('Password is required').min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
});

export const signUpSchema = loginSchema.shape({
  name: yup.string().trim().required('Name is required').max(MAX_NAME_LENGTH, 'Name is too long'),
});
