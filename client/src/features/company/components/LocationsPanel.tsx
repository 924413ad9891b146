/** The ship-to address book: everyone sees it; company admins add (shared companyLocationSchema) and remove. */
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import type { MyCompanyQuery as MyCompanyData } from '../../../gql/graphql';
import { companyCopy } from '../copy';
import { MyCompanyQuery } from '../api/myCompany';
import { useAddLocation, useRemoveLocation } from '../api/manageCompany';
import { InlineForm } from './InlineForm';
import { LOCATION_FIELDS, LocationFields, emptyLocation, toLocationInput, validateLocation, type LocationValues } from './companyForms';

const t = companyCopy.locations;
type Location = MyCompanyData['myCompany']['locations'][number];

export function addressLine(l: Location): string {
  return [l.addressLine1, l.addressLine2, l.city, l.region, l.postalCode, l.country].filter(Boolean).join(', ');
}

export function LocationsPanel({ locations, canManage }: { locations: readonly Location[]; canManage: boolean }) {
  const [add] = useAddLocation();
  const [remove] = useRemoveLocation();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);

  const save = async (values: LocationValues) => {
    const res = await add({ variables: { input: toLocationInput(values) }, refetchQueries: [MyCompanyQuery], awaitRefetchQueries: true });
    if (res.data) notifySuccess(t.added(res.data.addCompanyLocation.label));
  };
  const onRemove = async (l: Location) => {
    setBusy(l.id);
    setRefusal(null);
    try {
      await remove({ variables: { id: l.id }, refetchQueries: [MyCompanyQuery], awaitRefetchQueries: true });
      notifySuccess(t.removed(l.label));
    } catch (e) {
      setRefusal({ id: l.id, message: describeError(e).message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4">
      {locations.length === 0 && <Text>{t.none}</Text>}
      {locations.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t.heading}>
          {locations.map((l) => (
            <Box as="li" key={l.id} borderTopWidth="1px" pt="2">
              <Text fontWeight="medium">{l.label}</Text>
              <Text fontSize="sm">{addressLine(l)}</Text>
              {canManage && (
                <HStack gap="3" mt="1" wrap="wrap">
                  <Button size="xs" variant="outline" colorPalette="red" loading={busy === l.id} aria-label={t.removeFor(l.label)}
                    onClick={() => void onRemove(l)}>{t.remove}</Button>
                  <Text role="alert" color="red.700" fontSize="sm">{refusal?.id === l.id ? refusal.message : ''}</Text>
                </HStack>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {canManage && (
        <>
          <Text as="h3" fontWeight="bold">{t.addHeading}</Text>
          <InlineForm<LocationValues> label={t.addHeading} initialValues={emptyLocation} validate={validateLocation} fieldOf={LOCATION_FIELDS}
            onSubmit={save} submitLabel={t.add} resetOnSuccess>
            <LocationFields />
          </InlineForm>
        </>
      )}
    </Stack>
  );
}
