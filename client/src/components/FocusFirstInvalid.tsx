/**
 * Put inside a Formik <Form>: when a submit ends with errors (the form's own checks, or a field error the server
 * gave back through setFieldError), the first invalid field takes focus and comes into view (issue #26, item 7).
 */
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { focusFirstInvalid } from './revealError';

export function FocusFirstInvalid() {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (isSubmitting || submitCount === handled.current || !hasErrors) return undefined;
    handled.current = submitCount;
    // One frame later: the fields have rendered with aria-invalid by then.
    const frame = requestAnimationFrame(() => focusFirstInvalid(marker.current?.closest('form') ?? null));
    return () => cancelAnimationFrame(frame);
  }, [submitCount, isSubmitting, hasErrors]);

  return <span ref={marker} hidden />;
}
