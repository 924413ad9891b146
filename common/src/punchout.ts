/**
 * A company's procurement PunchOut identity (docs/decisions/064): the cXML credentials its purchasing system sends
 * and the OCI sign-in, checked alike by the dashboard's form and the server.
 */
import * as yup from 'yup';
import { trimmedString } from './text';

export const MAX_PUNCHOUT_CREDENTIAL_LENGTH = 200;
/** A shared secret is typed into two systems once, so it can be long: shorter ones are guessable. */
export const MIN_PUNCHOUT_SECRET_LENGTH = 16;
export const MAX_PUNCHOUT_SECRET_LENGTH = 200;
export const MIN_OCI_PASSWORD_LENGTH = 12;
/**
 * Who a punch-out session may sign in: a customer who buys for the company (a buyer or a requester). Whoever holds the
 * shared secret drives the session, so it never becomes a company admin's (keys, members, invoices) or the shop's own.
 */
export const PUNCHOUT_COMPANY_ROLES = ['BUYER', 'REQUESTER'] as const;
export function mayPunchOut(user: { role: string; companyRole: string }): boolean {
  return user.role === 'CUSTOMER' && (PUNCHOUT_COMPANY_ROLES as readonly string[]).includes(user.companyRole);
}

/** Printable characters only: a credential is compared byte for byte and shown on the dashboard. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;

const credential = (label: string) =>
  trimmedString(label)
    .required(`${label} is required`)
    .max(
      MAX_PUNCHOUT_CREDENTIAL_LENGTH,
      `${label} must be at most ${MAX_PUNCHOUT_CREDENTIAL_LENGTH} characters`,
    )
    .matches(PRINTABLE, `${label} must be plain characters`);

const optionalText = (label: string, min: number, max: number) =>
  yup
    .string()
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v))
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .matches(PRINTABLE, `${label} must be plain characters`);

export const punchOutIdentitySchema = yup.object({
  fromDomain: credential('From domain'),
  fromIdentity: credential('From identity'),
  toDomain: credential('To domain'),
  toIdentity: credential('To identity'),
  senderDomain: credential('Sender domain'),
  senderIdentity: credential('Sender identity'),
  /** Left out to keep the stored one; required when the identity is first set up. */
  sharedSecret: optionalText('The shared secret', MIN_PUNCHOUT_SECRET_LENGTH, MAX_PUNCHOUT_SECRET_LENGTH),
  /** Empty turns OCI off for the company. */
  ociUsername: optionalText('The OCI user name', 1, MAX_PUNCHOUT_CREDENTIAL_LENGTH).transform((v: unknown) =>
    typeof v === 'string' ? v.trim() || null : v,
  ),
  ociPassword: optionalText('The OCI password', MIN_OCI_PASSWORD_LENGTH, MAX_PUNCHOUT_SECRET_LENGTH),
  punchOutUserId: yup
    .string()
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v)),
  enabled: yup.boolean().typeError('Say yes or no').default(true),
});

export type PunchOutIdentityValues = yup.InferType<typeof punchOutIdentitySchema>;
