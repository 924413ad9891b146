/**
 * A form's messages from the shared Yup schemas (@gluegun/common) and from the server's refusals, under the form's own
 * field names. `fieldOf` maps a schema or server field (creditLimitCents) to the form's field (limit).
 */
import { getIn, setIn } from 'formik';
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
export function refusalField<F extends string>(
  refusal: { field?: string | null },
  fieldOf: FieldMap<F>,
): F | undefined {
  return refusal.field ? fieldOf[refusal.field] : undefined;
}

/**
 * The server's refusals a form keeps: each under its form field with the value the server refused. Formik replaces
 * every error each time the form's own checks run (a blur, a keystroke, focus moving to the refused field), so a
 * refusal set only once would vanish before it is read; kept here, it is added back until its field changes.
 */
export type RefusalMemory = Map<string, { message: string; value: string }>;

const valueKey = (values: unknown, field: string): string => JSON.stringify(getIn(values, field) ?? null);

/** Keeps a refusal of `field` (a form field, nested paths like rules.0.threshold too) while it holds its value now. */
export function keepRefusal(memory: RefusalMemory, field: string, message: string, values: unknown): void {
  memory.set(field, { message, value: valueKey(values, field) });
}

/**
 * The form's own errors plus every kept refusal whose field still holds the refused value (the form's own message
 * for that field comes first); a refusal whose field has changed is forgotten.
 */
export function withRefusals<E extends object>(memory: RefusalMemory, values: unknown, errors: E): E {
  let out = errors;
  for (const [field, kept] of memory) {
    if (valueKey(values, field) !== kept.value) memory.delete(field);
    else if (!getIn(out, field)) out = setIn(out, field, kept.message) as E;
  }
  return out;
}
