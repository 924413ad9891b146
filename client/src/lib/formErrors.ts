/**
 * A form's messages from the shared Yup schemas (@gluegun/common) and from the server's refusals, under the form's own
 * field names. `fieldOf` maps a schema or server field (creditLimitCents) to the form's field (limit).
 */
import { ValidationError } from 'yup';

type FieldMap<F extends string> = Readonly<Partial<Record<string, F>>>;

/** The schema's first message for each field, added to `errors` (a field that already has one keeps it). */
export function schemaErrors<F extends string>(
  schema: { validateSync(value: unknown, options: { abortEarly: false }): unknown },
  input: unknown,
  fieldOf: FieldMap<F>,
  errors: Partial<Record<F, string>> = {},
): Partial<Record<F, string>> {
  try {
    schema.validateSync(input, { abortEarly: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    for (const inner of e.inner.length ? e.inner : [e]) {
      const field = fieldOf[inner.path ?? ''];
      if (field && !errors[field]) errors[field] = inner.message;
    }
  }
  return errors;
}

/** The form field a server refusal names (undefined: it belongs above the form). */
export function refusalField<F extends string>(refusal: { field?: string | null }, fieldOf: FieldMap<F>): F | undefined {
  return refusal.field ? fieldOf[refusal.field] : undefined;
}
