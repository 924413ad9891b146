/**
 * The checkout details: PO number, company, delivery address, contact phone and notes, checked with
 * the server's own schema (@gluegun/common checkoutDetailsSchema), so a field's message here is the one the server
 * would give. The server's refusals come back through `onSubmit`: a field's under that field, the rest at the top.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import {
  earliestDeliveryDay,
  formatDay,
  requestedDeliveryProblem,
  utcToday,
  type CheckoutDetails,
  type Holidays,
} from '@gluegun/common';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import type { ShownError } from '../../../lib/errors';
import type { ShipToAnswer } from '../api/shipToLocations';
import { purchaseOrderCopy } from '../copy';
import { checkoutDetailsSchema } from '../api/checkout';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { TextField } from '../../../components/form/TextField';
import { RegionField } from '../../../components/form/RegionField';
import { refusalField } from '../../../lib/formErrors';
import { countryOptions, SELECT_STYLE } from '../../../lib/countries';
import {
  LineDeliveryDates,
  lineDateErrors,
  lineDateField,
  lineDeliveryDatesOf,
  type DeliveryLine,
} from './LineDeliveryDates';

const t = purchaseOrderCopy.checkout;

export interface CheckoutFormValues {
  poNumber: string;
  companyName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  contactPhone: string;
  notes: string;
  requestedDeliveryDate: string;
  /** A requested day per line, by item id (kept in the draft; only the items being checked out are sent). */
  lineDates?: Record<string, string>;
}

type FormValues = CheckoutFormValues & { lineDates: Record<string, string> };

export const emptyCheckoutForm: CheckoutFormValues = {
  poNumber: '',
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  contactPhone: '',
  notes: '',
  requestedDeliveryDate: '',
};

/** The server names the same fields as the form. */
const FIELD_OF = Object.fromEntries(
  Object.keys(emptyCheckoutForm).map((k) => [k, k as keyof CheckoutFormValues]),
);

export { countryOptions };

/** What is sent: trimmed, optional blanks as null, the country upper-case (the schema's own transforms). */
function toCheckoutDetails(values: CheckoutFormValues): CheckoutDetails {
  return checkoutDetailsSchema.validateSync(values, { stripUnknown: true });
}

function CountryField() {
  const [field, meta] = useField<string>('country');
  const options = useMemo(() => countryOptions(), []);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label>
        {t.country}
        <Field.RequiredIndicator />
      </Field.Label>
      {/* The browser's own select (and arrow): the shop's theme carries no native-select recipe (app/theme.ts). */}
      <NativeSelect.Root>
        <NativeSelect.Field {...field} autoComplete="country" {...SELECT_STYLE}>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A saved ship-to address of the buyer's company. A location has a label of its own ("Leeds warehouse") but no
 * company name: `companyName` is the name of the company it belongs to, the one the order is delivered to.
 */
export interface ShipToLocation {
  id: string;
  label: string;
  companyName: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  region?: string | null;
  postalCode: string;
  country: string;
}

/**
 * "Ship to": choosing a location fills the company name and the address fields, which stay editable, and makes it
 * the location the buyer's prices follow (`onChosen`: the server's refusal in words, or what it did to the open
 * items' prices), said beside it.
 */
function ShipToField({
  locations,
  onChosen,
}: {
  locations: readonly ShipToLocation[];
  onChosen?(id: string): Promise<ShipToAnswer>;
}) {
  const { setValues } = useFormikContext<CheckoutFormValues>();
  const [chosen, setChosen] = useState('');
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (id: string) => {
    setChosen(id);
    const l = locations.find((x) => x.id === id);
    if (!l) return;
    void setValues((v) => ({
      ...v,
      companyName: l.companyName,
      addressLine1: l.addressLine1,
      addressLine2: l.addressLine2 ?? '',
      city: l.city,
      region: l.region ?? '',
      postalCode: l.postalCode,
      country: l.country,
    }));
    if (!onChosen) return;
    setSaid('');
    setProblem(null);
    const answer = await onChosen(id);
    if ('problem' in answer) setProblem(answer.problem);
    else setSaid([t.shipToPriced(l.label), answer.repriced].filter(Boolean).join(' '));
  };
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label>{t.shipTo}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={chosen} onChange={(e) => void choose(e.target.value)} {...SELECT_STYLE}>
          <option value="">{t.shipToNone}</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Field.HelperText>{t.shipToHint}</Field.HelperText>
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
      <LiveStatus>
        {said && (
          <Text fontSize="sm" fontWeight="medium" color="green.800">
            {said}
          </Text>
        )}
      </LiveStatus>
    </Field.Root>
  );
}

/** Reports every change of the values (the page keeps them as a draft). */
function WatchValues({ onChange }: { onChange(values: CheckoutFormValues): void }) {
  const { values } = useFormikContext<CheckoutFormValues>();
  useEffect(() => onChange(values), [values, onChange]);
  return null;
}

interface Props {
  initialValues?: CheckoutFormValues;
  /** Called with the values as they are typed. */
  onValuesChange?(values: CheckoutFormValues): void;
  /** False while nothing is selected (or the account is on hold): the button stays off. */
  canSubmit: boolean;
  /** Places the order with the days asked per line; resolves to the server's refusal (null on success). */
  onSubmit(
    details: CheckoutDetails,
    lineDeliveryDates: Array<{ itemId: string; requestedDeliveryDate: string }>,
  ): Promise<ShownError | null>;
  /** Shown above the fields (the items to choose). */
  children?: ReactNode;
  /** Shown between the fields and the button (the totals with tax for the address typed). */
  summary?: ReactNode;
  /** The company's ship-to locations, offered as "Ship to" (none: no choice shown). */
  shipTo?: readonly ShipToLocation[];
  /** Makes a location chosen as "Ship to" the one the buyer's prices follow; resolves to the refusal's words or null. */
  onShipToChosen?(locationId: string): Promise<ShipToAnswer>;
  /** The button's words when not the default (the order will be submitted for approval). */
  submitLabel?: string;
  /** The chosen items' lead times in working days: the earliest delivery day is shown, and an earlier request refused. */
  leadTimesDays?: readonly number[];
  /** The chosen items, each offered a requested day of its own. */
  lines?: readonly DeliveryLine[];
  /** The shop's holidays, which the earliest days skip. */
  holidays?: Holidays;
}

const NO_HOLIDAYS: Holidays = new Set();
const LINE_REFUSAL = /^lineDeliveryDates\[(\d+)\]\.requestedDeliveryDate$/;

/** The requested days against the chosen items' lead times and stock (the server's own rules, shown before sending). */
const deliveryErrors =
  (leadTimesDays: readonly number[], lines: readonly DeliveryLine[], holidays: Holidays) =>
  (values: FormValues) => {
    const problem = values.requestedDeliveryDate
      ? requestedDeliveryProblem(values.requestedDeliveryDate, utcToday(new Date()), leadTimesDays, holidays)
      : null;
    const lineDates = lineDateErrors(lines, values.lineDates, holidays);
    return {
      ...(problem ? { requestedDeliveryDate: problem } : {}),
      ...(Object.keys(lineDates).length ? { lineDates } : {}),
    };
  };

export function CheckoutForm({
  initialValues = emptyCheckoutForm,
  onValuesChange,
  canSubmit,
  onSubmit,
  children,
  summary,
  shipTo = [],
  onShipToChosen,
  submitLabel = t.submit,
  leadTimesDays = [],
  lines = [],
  holidays = NO_HOLIDAYS,
}: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  // A second click before React re-renders the disabled button must not send a second order.
  const inFlight = useRef(false);

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    try {
      const sent = lineDeliveryDatesOf(lines, values.lineDates);
      const refused = await onSubmit(toCheckoutDetails(values), sent);
      const line = refused?.field?.match(LINE_REFUSAL);
      const field = line
        ? lineDateField(sent[Number(line[1])]?.itemId ?? '')
        : refused
          ? refusalField(refused, FIELD_OF)
          : undefined;
      if (field && refused) helpers.setFieldError(field, refused.message);
      else if (refused) setFormError(refused.message);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Formik<FormValues>
      initialValues={{
        ...initialValues,
        // Every line starts empty unless the draft kept its day; a day kept for an item chosen later waits for it.
        lineDates: { ...Object.fromEntries(lines.map((l) => [l.id, ''])), ...initialValues.lineDates },
      }}
      validationSchema={checkoutDetailsSchema}
      validate={deliveryErrors(leadTimesDays, lines, holidays)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.title}>
          <FocusFirstInvalid />
          {onValuesChange && <WatchValues onChange={onValuesChange} />}
          <Stack gap="5">
            {formError && (
              <FormErrorAlert title={t.refusedTitle} revealKey={formError}>
                {formError}
              </FormErrorAlert>
            )}
            {children}
            <Stack as="fieldset" gap="4">
              <Text as="legend" fontSize="lg" fontWeight="bold" mb="2">
                {t.detailsLegend}
              </Text>
              <TextField name="poNumber" label={t.poNumber} />
              {shipTo.length > 0 && <ShipToField locations={shipTo} onChosen={onShipToChosen} />}
              <TextField name="companyName" label={t.companyName} required autoComplete="organization" />
              <TextField name="addressLine1" label={t.addressLine1} required autoComplete="address-line1" />
              <TextField name="addressLine2" label={t.addressLine2} autoComplete="address-line2" />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField name="city" label={t.city} required autoComplete="address-level2" />
                <RegionField
                  name="region"
                  countryName="country"
                  label={t.region}
                  autoComplete="address-level1"
                />
                <TextField name="postalCode" label={t.postalCode} required autoComplete="postal-code" />
                <CountryField />
              </SimpleGrid>
              <TextField name="contactPhone" label={t.contactPhone} required type="tel" autoComplete="tel" />
              <TextField name="notes" label={t.notes} rows={3} />
              <TextField
                name="requestedDeliveryDate"
                label={t.requestedDeliveryDate}
                type="date"
                hint={t.earliestDelivery(
                  formatDay(earliestDeliveryDay(utcToday(new Date()), leadTimesDays, holidays)),
                )}
              />
              <LineDeliveryDates lines={lines} holidays={holidays} />
            </Stack>
            {summary}
            <Button
              type="submit"
              colorPalette="orange"
              alignSelf="flex-start"
              disabled={!canSubmit || isSubmitting}
              loading={isSubmitting}
              loadingText={t.submitting}
            >
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
