/**
 * The company locations one price list is given to: those ticked now, and the locations of the companies a search
 * finds; saved as the whole set in one call. A refusal (an unknown location, too many lists at one) shows under the list.
 */
import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { CheckboxList } from '../../../components/form/CheckboxList';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { LiveStatus } from '../../../components/LiveStatus';
import { resetAfterSuccess, useRefusals } from '../../../components/form/formOutcome';
import { describeError } from '../../../lib/errors';
import { priceListCopy as t } from '../../../lib/priceListCopy';
import {
  useLocationChoices,
  usePriceListLocations,
  useSetPriceListLocations,
} from '../api/priceListLocations';
import { CompanySearch } from './PriceListForm';

interface LocationsValues {
  locationIds: string[];
}
const FIELD_OF = { locationIds: 'locationIds' } as const;

export function PriceListLocations({ id, name }: { id: string; name: string }) {
  const current = usePriceListLocations(id).data?.priceList.locations;
  const [search, setSearch] = useState('');
  const found = useLocationChoices(search).data?.companyConnection.nodes ?? [];
  const [setLocations] = useSetPriceListLocations();
  const [formError, setFormError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const refusals = useRefusals<LocationsValues>(FIELD_OF);
  // Labels of every location seen (the list's own and each search's), so a ticked one keeps its label.
  const labels = new Map<string, string>([
    ...(current ?? []).map((l) => [l.id, t.locationLabel(l.companyName, l.label)] as const),
    ...found.flatMap((c) =>
      c.locations.map((l) => [l.id, t.locationLabel(c.name, l.label, l.city)] as const),
    ),
  ]);
  if (!current) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="price-list-locations">
      <Heading as="h4" size="md" id="price-list-locations" overflowWrap="anywhere">
        {t.locationsHeading(name)}
      </Heading>
      <Formik<LocationsValues>
        initialValues={{ locationIds: current.map((l) => l.id) }}
        enableReinitialize
        validate={refusals.validate}
        onSubmit={async (values, helpers) => {
          setFormError(null);
          setSaid('');
          try {
            const saved = await setLocations({ variables: { id, locationIds: values.locationIds } });
            resetAfterSuccess(helpers);
            setSaid(
              t.locationsSaved(
                saved.data?.setPriceListLocations.locations.length ?? values.locationIds.length,
                name,
              ),
            );
          } catch (e) {
            setFormError(refusals.show(describeError(e), values, helpers));
          }
        }}
      >
        {({ isSubmitting, values }) => {
          const ticked = values.locationIds.map((l) => ({ value: l, label: labels.get(l) ?? l }));
          const more = [...labels]
            .filter(([l]) => !values.locationIds.includes(l))
            .map(([value, label]) => ({ value, label }));
          return (
            <Form noValidate onSubmitCapture={refusals.forget} aria-label={t.locationsForm(name)}>
              <FocusFirstInvalid />
              <Stack gap="3">
                <CompanySearch onSearch={setSearch} />
                <CheckboxList
                  name="locationIds"
                  legend={t.locations}
                  hint={t.locationsHint}
                  options={[...ticked, ...more]}
                  empty={t.noLocationsFound}
                />
                {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
                <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={isSubmitting}>
                  {t.saveLocations}
                </Button>
                <LiveStatus>
                  {said && (
                    <Text fontWeight="medium" color="green.800">
                      {said}
                    </Text>
                  )}
                </LiveStatus>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Stack>
  );
}
