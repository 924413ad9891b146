/**
 * How every form ends a submit. After a success that empties it, `resetAfterSuccess`: values, touched and errors
 * back to the start, and a field nobody edits again stays quiet when it loses focus (`useFormField`). The field
 * typed in last keeps focus through the click on the submit button (FocusFirstInvalid); its blur after the reset
 * would otherwise mark it touched and show "... is required" under a form just saved, and that line pushes what is
 * below it (the list the form adds to, its Revoke buttons) down under the next click, which then misses.
 * After a refusal, `useRefusals`: the server's message stays under the field it names until that field changes or
 * the form is sent again.
 */
import { useCallback, useEffect, useMemo, useRef, type FocusEvent } from 'react';
import {
  useField,
  useFormikContext,
  type FieldHelperProps,
  type FieldInputProps,
  type FieldMetaProps,
  type FormikErrors,
  type FormikHelpers,
} from 'formik';
import type { ShownError } from '../../lib/errors';
import { keepRefusal, refusalField, withRefusals, type RefusalMemory } from '../../lib/formErrors';

/** The form's status from a reset after a success until its next submit. */
export const RESET_AFTER_SUCCESS = 'reset-after-success';

/** Empties a form after a successful save (to `values`, default its initial values) with nothing touched or refused. */
export function resetAfterSuccess<V>(helpers: Pick<FormikHelpers<V>, 'resetForm'>, values?: V): void {
  helpers.resetForm({
    ...(values === undefined ? {} : { values }),
    touched: {},
    errors: {},
    status: RESET_AFTER_SUCCESS,
  });
}

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * useField, except that after resetAfterSuccess a field still holding its start value, neither touched nor edited
 * since, is not marked touched (nor validated) when it loses focus: the save emptied it, not the person.
 */
export function useFormField<T>(name: string): [FieldInputProps<T>, FieldMetaProps<T>, FieldHelperProps<T>] {
  const [field, meta, helpers] = useField<T>(name);
  const { status } = useFormikContext();
  // Typed in and emptied again without leaving it: edited, so its blur says what is missing as usual.
  const edited = useRef(false);
  useEffect(() => {
    if (meta.touched) edited.current = false;
    else if (!same(field.value, meta.initialValue)) edited.current = true;
  }, [meta.touched, field.value, meta.initialValue]);
  const { onBlur } = field;
  const guardedBlur = useCallback(
    (e: FocusEvent) => {
      if (
        status === RESET_AFTER_SUCCESS &&
        !meta.touched &&
        !edited.current &&
        same(field.value, meta.initialValue)
      )
        return;
      onBlur(e);
    },
    [status, meta.touched, field.value, meta.initialValue, onBlur],
  );
  return [{ ...field, onBlur: guardedBlur }, meta, helpers];
}

interface RefusalHelpers {
  setFieldError(field: string, message: string | undefined): void;
  setFieldTouched(field: string, touched?: boolean, validate?: boolean): unknown;
}

export interface Refusals<V> {
  /** The form's validate: its own checks (if any) plus the kept refusals. Pass it beside a validationSchema too. */
  validate(values: V): FormikErrors<V>;
  /** Shows a refusal under the field the server names (mapped by `fieldOf`); returns its message when no field of the form takes it. */
  show(error: ShownError, values: V, helpers: RefusalHelpers): string | null;
  /** Shows `message` under `field` (a form field path) and keeps it there while the field holds its value. */
  keep(field: string, message: string, values: V, helpers: RefusalHelpers): void;
  /**
   * Forgets every refusal: the form's onSubmitCapture (a new submit asks the server again, whose answer may have
   * changed: a kept refusal never blocks it) and a dialog's close.
   */
  forget(): void;
}

/** The server's refusals of one form, kept under their fields through the form's own checks. */
export function useRefusals<V>(
  fieldOf: Readonly<Partial<Record<string, string>>>,
  own?: (values: V) => FormikErrors<V>,
): Refusals<V> {
  const memory = useRef<RefusalMemory>(new Map());
  const ownRef = useRef(own);
  ownRef.current = own;
  return useMemo(() => {
    const keep = (field: string, message: string, values: V, helpers: RefusalHelpers) => {
      keepRefusal(memory.current, field, message, values);
      void helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, message);
    };
    return {
      validate: (values: V) => withRefusals(memory.current, values, ownRef.current?.(values) ?? {}),
      show(error: ShownError, values: V, helpers: RefusalHelpers) {
        const field = refusalField(error, fieldOf);
        if (!field) return error.message;
        keep(field, error.message, values, helpers);
        return null;
      },
      keep,
      forget: () => memory.current.clear(),
    };
  }, [fieldOf]);
}
