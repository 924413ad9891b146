import { ValidationError, type Schema, type InferType } from 'yup';
import { REFUSAL_REASONS, type RefusalReason } from '@gluegun/common';
import { AppError } from '../errors';

/** Validates with a shared yup schema; the first problem becomes a BAD_USER_INPUT error naming the field. */
export async function validate<S extends Schema>(schema: S, value: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(value, { abortEarly: true, stripUnknown: true });
  } catch (e) {
    if (e instanceof ValidationError) {
      // A yup test named after a refusal reason (e.g. BELOW_SHOP_MINIMUM) gives it; any other: INVALID_INPUT.
      const reason =
        typeof e.type === 'string' && e.type in REFUSAL_REASONS ? (e.type as RefusalReason) : undefined;
      throw new AppError('BAD_USER_INPUT', e.errors[0] ?? 'Invalid input', {
        ...(e.path ? { field: e.path } : {}),
        ...(reason ? { reason } : {}),
      });
    }
    throw e;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so it is reported as not found without a query. */
export function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}

/** Ids enter in any case (`/user/ABC...`); they are compared and stored lower-case. Non-UUIDs are null. */
export function normalizeId(id: unknown): string | null {
  return isUuid(id) ? id.toLowerCase() : null;
}

/** E-mails are compared and stored trimmed and lower-case (one rule for every path that takes one). */
export function normalizeEmail(email: unknown): string {
  return String(email ?? '')
    .trim()
    .toLowerCase();
}
