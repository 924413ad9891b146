/**
 * A customer's credit on the All User page: limit, open, available, terms and hold; an admin edits the
 * limit (dollars, sent as cents) and terms (days), empty meaning the shop's default, and lifts a hold. Checked
 * with the server's creditTermsSchema; the server's refusals show under their field.
 */
import { useState } from 'react';
import { Alert, Button, DataList } from '@chakra-ui/react';
import { creditSummary, formatCents, termsLabel } from '@gluegun/common';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import type { AdminUsersQuery } from '../../../gql/graphql';
import { useLiftCreditHold, useSetCreditTerms } from '../api/credit';
import { FormDialog } from '../../../components/form/FormDialog';
import { MoneyField, TextField } from '../../../components/form/TextField';
import {
  CREDIT_FORM_FIELDS,
  creditFormValues,
  toCreditTerms,
  validateCreditForm,
  type CreditFormValues,
} from '../../../lib/creditTermsForm';

const t = dashboardCopy.credit;
export type UserCredit = NonNullable<AdminUsersQuery['userConnection']['nodes'][number]['credit']>;
export interface CreditTarget {
  id: string;
  email: string;
  credit: UserCredit;
}
type Values = CreditFormValues;
const FIELD_OF = CREDIT_FORM_FIELDS;
const validate = validateCreditForm;

/** Two short lines: "$46,325.00 of $50,000.00 available" and "Open $3,675.00 · Net 30". */
export function creditLines(c: UserCredit): [string, string] {
  return [
    creditSummary(c.availableCents, c.limitCents),
    `${t.open} ${formatCents(c.openCents)} · ${termsLabel(c.termsDays)}`,
  ];
}

export function CreditDialog({ target, onClose }: { target: CreditTarget | null; onClose(): void }) {
  const [save] = useSetCreditTerms();
  const [lift, liftState] = useLiftCreditHold();
  const [liftError, setLiftError] = useState<string | null>(null);
  const close = () => {
    setLiftError(null);
    onClose();
  };

  const submit = async (values: Values) => {
    if (!target) return;
    setLiftError(null);
    await save({ variables: { id: target.id, terms: toCreditTerms(values) } });
    notifySuccess(t.saved);
  };

  const liftHold = async () => {
    if (!target) return;
    setLiftError(null);
    try {
      await lift({ variables: { id: target.id } });
      notifySuccess(t.holdLifted);
    } catch (e) {
      setLiftError(describeError(e).message);
    }
  };

  const c = target?.credit;
  return (
    <FormDialog<Values>
      open={target !== null && c !== undefined}
      onClose={close}
      title={target ? t.title(target.email) : ''}
      initialValues={creditFormValues(c)}
      validate={validate}
      fieldOf={FIELD_OF}
      onSubmit={submit}
      cancelLabel={t.close}
      submitLabel={t.save}
      outsideError={liftError}
    >
      {c && (
        <DataList.Root orientation="horizontal" size="sm">
          {[
            [t.limit, formatCents(c.limitCents)],
            [t.open, formatCents(c.openCents)],
            [t.available, formatCents(c.availableCents)],
            [t.terms, `${termsLabel(c.termsDays)}${c.custom ? '' : ` ${t.defaults}`}`],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
      {c?.onHold && (
        <Alert.Root status="warning" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t.holdText(c.overdueCount, c.overdueCents)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" loading={liftState.loading} onClick={() => void liftHold()}>
            {t.liftHold}
          </Button>
        </Alert.Root>
      )}
      <MoneyField name="limit" label={t.limitLabel} hint={t.limitHint} />
      <TextField name="terms" label={t.termsLabel} hint={t.termsHint} inputMode="numeric" />
    </FormDialog>
  );
}
