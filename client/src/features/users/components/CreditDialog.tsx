/**
 * A customer's credit on the All User page (issue #20): limit, open, available, terms and hold; an admin edits the
 * limit (dollars, sent as cents) and terms (days), empty meaning the shop's default, and lifts a hold. Checked
 * with the server's creditTermsSchema; the server's refusals show under their field.
 */
import { useState } from 'react';
import { Alert, Button, CloseButton, DataList, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { creditSummary, formatCents, termsLabel } from '@gluegun/common';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import type { AdminUsersQuery } from '../../../gql/graphql';
import { creditTermsSchema, useLiftCreditHold, useSetCreditTerms } from '../api/credit';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { MoneyField, TextField } from '../../../components/form/TextField';
import { refusalField, schemaErrors } from '../../../lib/formErrors';
import { centsToDollarsText, typedDollarsToCents } from '../../../lib/money';

const t = dashboardCopy.credit;
export type UserCredit = NonNullable<AdminUsersQuery['users'][number]['credit']>;
export interface CreditTarget { id: string; email: string; credit: UserCredit }
interface Values { limit: string; terms: string }

const FIELD_OF: Record<string, keyof Values> = { creditLimitCents: 'limit', paymentTermsDays: 'terms' };

function toCreditTerms(values: Values) {
  const terms = values.terms.trim();
  return { creditLimitCents: typedDollarsToCents(values.limit), paymentTermsDays: terms === '' ? null : Number(terms) };
}

function validate(values: Values): FormikErrors<Values> {
  const input = toCreditTerms(values);
  const errors: FormikErrors<Values> = {};
  if (input.creditLimitCents !== null && Number.isNaN(input.creditLimitCents)) errors.limit = t.limitInvalid;
  return schemaErrors(creditTermsSchema, input, FIELD_OF, errors);
}

/** Two short lines: "$46,325.00 of $50,000.00 available" and "Open $3,675.00 · Net 30". */
export function creditLines(c: UserCredit): [string, string] {
  return [creditSummary(c.availableCents, c.limitCents), `${t.open} ${formatCents(c.openCents)} · ${termsLabel(c.termsDays)}`];
}

export function CreditDialog({ target, onClose }: { target: CreditTarget | null; onClose(): void }) {
  const [save] = useSetCreditTerms();
  const [lift, liftState] = useLiftCreditHold();
  const [formError, setFormError] = useState<string | null>(null);
  const close = () => { setFormError(null); onClose(); };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (!target) return;
    setFormError(null);
    try {
      await save({ variables: { id: target.id, terms: toCreditTerms(values) } });
      notifySuccess(t.saved);
      close();
    } catch (e) {
      const shown = describeError(e);
      const field = refusalField(shown, FIELD_OF);
      if (field) helpers.setFieldError(field, shown.message);
      else setFormError(shown.message);
    }
  };

  const liftHold = async () => {
    if (!target) return;
    setFormError(null);
    try {
      await lift({ variables: { id: target.id } });
      notifySuccess(t.holdLifted);
    } catch (e) {
      setFormError(describeError(e).message);
    }
  };

  const c = target?.credit;
  return (
    <Dialog.Root open={target !== null} onOpenChange={(d) => { if (!d.open) close(); }} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {target && c && (
              <Formik<Values> initialValues={{ limit: c.custom ? centsToDollarsText(c.limitCents) : '', terms: c.custom ? String(c.termsDays) : '' }}
                validate={validate} onSubmit={submit}>
                {({ isSubmitting }) => (
                  <Form noValidate aria-label={t.title(target.email)}>
                    <FocusFirstInvalid />
                    <Dialog.Header><Dialog.Title wordBreak="break-all">{t.title(target.email)}</Dialog.Title></Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        <DataList.Root orientation="horizontal" size="sm">
                          {[[t.limit, formatCents(c.limitCents)], [t.open, formatCents(c.openCents)], [t.available, formatCents(c.availableCents)],
                            [t.terms, `${termsLabel(c.termsDays)}${c.custom ? '' : ` ${t.defaults}`}`]].map(([label, value]) => (
                            <DataList.Item key={label}><DataList.ItemLabel>{label}</DataList.ItemLabel><DataList.ItemValue>{value}</DataList.ItemValue></DataList.Item>
                          ))}
                        </DataList.Root>
                        {c.onHold && (
                          <Alert.Root status="warning" alignItems="center">
                            <Alert.Indicator />
                            <Alert.Content><Alert.Description>{t.holdText(c.overdueCount, c.overdueCents)}</Alert.Description></Alert.Content>
                            <Button size="sm" variant="outline" loading={liftState.loading} onClick={() => void liftHold()}>{t.liftHold}</Button>
                          </Alert.Root>
                        )}
                        <MoneyField name="limit" label={t.limitLabel} hint={t.limitHint} />
                        <TextField name="terms" label={t.termsLabel} hint={t.termsHint} inputMode="numeric" />
                        {formError && <Text role="alert" color="red.700">{formError}</Text>}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={close} disabled={isSubmitting}>{t.close}</Button>
                      <Button type="submit" colorPalette="orange" loading={isSubmitting}>{t.save}</Button>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            )}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t.close} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
