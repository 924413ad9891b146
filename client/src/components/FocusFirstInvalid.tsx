/**
 * Put inside a Formik <Form>: when a submit ends with errors (the form's own checks, or a field error the server
 * gave back through setFieldError), the first invalid field takes focus and comes into view.
 *
 * Pressing the submit button with the mouse does not first blur the field being typed in: that blur
 * would show the field's message (it is touched now), the message pushes the button down between mousedown and
 * mouseup, and the click then lands beside the button, so the form is never submitted and nothing takes focus.
 * The keyboard and the click itself are unchanged.
 */
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { focusFirstInvalid } from './revealError';

/** mousedown on a submit button: no blur of the field, so no layout shift under the pointer. */
export function keepFieldFocused(event: MouseEvent): void {
  if ((event.target as Element | null)?.closest?.('button[type="submit"]')) event.preventDefault();
}

export function FocusFirstInvalid() {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    const form = marker.current?.closest('form');
    form?.addEventListener('mousedown', keepFieldFocused);
    return () => form?.removeEventListener('mousedown', keepFieldFocused);
  }, []);

  useEffect(() => {
    if (isSubmitting || submitCount === handled.current || !hasErrors) return undefined;
    // One frame later: the fields have rendered with aria-invalid by then. Marked handled only then: a render that
    // cancels the frame schedules it again.
    const frame = requestAnimationFrame(() => {
      handled.current = submitCount;
      focusFirstInvalid(marker.current?.closest('form') ?? null);
    });
    return () => cancelAnimationFrame(frame);
  }, [submitCount, isSubmitting, hasErrors]);

  return <span ref={marker} hidden />;
}
