/**
 * The company's approval rules: "orders over $X need approval by a role", with tiers (a higher amount
 * adding a second role). Saved together with setApprovalRules; a refusal of a rule's amount or role shows under
 * that rule's field, anything else above the button.
 */
import { useState } from 'react';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldArray, Form, Formik, type FormikErrors } from 'formik';
import {
  APPROVER_ROLES,
  COMPANY_ROLE_LABELS,
  MAX_APPROVAL_RULES,
  MAX_ORDER_TOTAL_CENTS,
} from '@gluegun/common';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { MoneyField } from '../../../components/form/TextField';
import { useRefusals } from '../../../components/form/formOutcome';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { centsToDollarsText, typedDollarsToCents } from '../../../lib/money';
import type { CompanyRole } from '../../../gql/graphql';
import { approvalSettingsCopy } from '../copy';
import { useSetApprovalRules } from '../api/approvalSettings';
import { SelectField } from './SelectField';

const t = approvalSettingsCopy.rules;
const ROLES = APPROVER_ROLES.map((r) => ({ value: r, label: COMPANY_ROLE_LABELS[r] }));

interface RuleValues {
  threshold: string;
  approverRole: string;
}
interface RulesValues {
  rules: RuleValues[];
}

export function validateRules(v: RulesValues): FormikErrors<RulesValues> {
  const rules = v.rules.map((r) =>
    Number.isNaN(typedDollarsToCents(r.threshold)) || r.threshold.trim() === ''
      ? { threshold: approvalSettingsCopy.limits.notDollars }
      : undefined,
  );
  return rules.some(Boolean) ? { rules: rules as FormikErrors<RuleValues>[] } : {};
}

/** The refused rule's field is found by refusedIndex, not by a name map. */
const NO_FIELDS = {} as const;

/** The rule a server refusal is about: the first whose amount is out of the server's range, else the first. */
function refusedIndex(v: RulesValues): number {
  const i = v.rules.findIndex((r) => {
    const cents = typedDollarsToCents(r.threshold);
    return cents === null || Number.isNaN(cents) || cents > MAX_ORDER_TOTAL_CENTS;
  });
  return Math.max(i, 0);
}

export function ApprovalRulesPanel({
  rules,
}: {
  rules: ReadonlyArray<{ thresholdCents: number; approverRole: string }>;
}) {
  const [save] = useSetApprovalRules();
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<RulesValues>(NO_FIELDS, validateRules);
  const initialValues: RulesValues = {
    rules: rules.map((r) => ({
      threshold: centsToDollarsText(r.thresholdCents),
      approverRole: r.approverRole,
    })),
  };
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t.intro}</Text>
      <Formik<RulesValues>
        initialValues={initialValues}
        enableReinitialize
        validate={refusals.validate}
        onSubmit={async (values, helpers) => {
          setFormError(null);
          try {
            await save({
              variables: {
                rules: values.rules.map((r) => ({
                  thresholdCents: typedDollarsToCents(r.threshold) ?? 0,
                  approverRole: r.approverRole as CompanyRole,
                })),
              },
            });
            notifySuccess(t.saved);
          } catch (e) {
            const shown = describeError(e);
            const field =
              shown.field === 'thresholdCents'
                ? 'threshold'
                : shown.field === 'approverRole'
                  ? 'approverRole'
                  : null;
            if (field && values.rules.length > 0)
              refusals.keep(`rules.${refusedIndex(values)}.${field}`, shown.message, values, helpers);
            else setFormError(shown.message);
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate onSubmitCapture={refusals.forget} aria-label={t.form}>
            <FocusFirstInvalid />
            <FieldArray name="rules">
              {({ push, remove }) => (
                <Stack gap="4">
                  {values.rules.length === 0 && <Text>{t.none}</Text>}
                  {values.rules.map((_, i) => (
                    <SimpleGrid
                      key={i}
                      columns={{ base: 1, sm: 3 }}
                      gap="3"
                      alignItems="end"
                      borderTopWidth="1px"
                      pt="3"
                    >
                      <MoneyField name={`rules.${i}.threshold`} label={t.threshold(i + 1)} required />
                      <SelectField
                        name={`rules.${i}.approverRole`}
                        label={t.approver(i + 1)}
                        options={ROLES}
                      />
                      <Button
                        variant="outline"
                        colorPalette="red"
                        aria-label={t.remove(i + 1)}
                        onClick={() => remove(i)}
                      >
                        {t.removeShort}
                      </Button>
                    </SimpleGrid>
                  ))}
                  {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
                  <HStack gap="3" wrap="wrap">
                    <Button
                      variant="outline"
                      disabled={values.rules.length >= MAX_APPROVAL_RULES}
                      onClick={() => push({ threshold: '', approverRole: 'COMPANY_ADMIN' })}
                    >
                      {t.add}
                    </Button>
                    <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                      {t.save}
                    </Button>
                  </HStack>
                </Stack>
              )}
            </FieldArray>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
