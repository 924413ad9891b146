/**
 * The ship-to address book: everyone sees it; company admins add, edit (a dialog with the add form's fields, filled
 * in) and remove, each form checked with the shared companyLocationSchema.
 */
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/form/FormDialog';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import type { MyCompanyQuery as MyCompanyData } from '../../../gql/graphql';
import { companyCopy } from '../copy';
import { MyCompanyQuery } from '../api/myCompany';
import { useAddLocation, useRemoveLocation, useUpdateLocation } from '../api/manageCompany';
import { InlineForm } from './InlineForm';
import {
  LOCATION_FIELDS,
  LocationFields,
  emptyLocation,
  locationValues,
  toLocationInput,
  validateLocation,
  type LocationValues,
} from './companyForms';

const t = companyCopy.locations;
type Location = MyCompanyData['myCompany']['locations'][number];

export function addressLine(l: Location): string {
  return [l.addressLine1, l.addressLine2, l.city, l.region, l.postalCode, l.country]
    .filter(Boolean)
    .join(', ');
}

/** Edit one location (null: closed); the saved answer updates the list through the cache. */
function EditLocationDialog({ location, onClose }: { location: Location | null; onClose(): void }) {
  const [update] = useUpdateLocation();
  const submit = async (values: LocationValues) => {
    if (!location) return;
    const res = await update({ variables: { id: location.id, input: toLocationInput(values) } });
    if (res.data) notifySuccess(t.saved(res.data.updateCompanyLocation.label));
  };
  return (
    <FormDialog<LocationValues>
      open={location !== null}
      onClose={onClose}
      title={location ? t.editTitle(location.label) : ''}
      initialValues={location ? locationValues(location) : emptyLocation}
      validate={validateLocation}
      fieldOf={LOCATION_FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.save}
    >
      <LocationFields />
    </FormDialog>
  );
}

export function LocationsPanel({
  locations,
  canManage,
}: {
  locations: readonly Location[];
  canManage: boolean;
}) {
  const [add] = useAddLocation();
  const [remove] = useRemoveLocation();
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);

  const save = async (values: LocationValues) => {
    const res = await add({
      variables: { input: toLocationInput(values) },
      refetchQueries: [MyCompanyQuery],
      awaitRefetchQueries: true,
    });
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
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t.editFor(l.label)}
                    onClick={() => setEditing(l.id)}
                  >
                    {t.edit}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    loading={busy === l.id}
                    aria-label={t.removeFor(l.label)}
                    onClick={() => void onRemove(l)}
                  >
                    {t.remove}
                  </Button>
                  <Text role="alert" color="red.700" fontSize="sm">
                    {refusal?.id === l.id ? refusal.message : ''}
                  </Text>
                </HStack>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {canManage && (
        <>
          <EditLocationDialog
            location={locations.find((l) => l.id === editing) ?? null}
            onClose={() => setEditing(null)}
          />
          <Text as="h3" fontWeight="bold">
            {t.addHeading}
          </Text>
          <InlineForm<LocationValues>
            label={t.addHeading}
            initialValues={emptyLocation}
            validate={validateLocation}
            fieldOf={LOCATION_FIELDS}
            onSubmit={save}
            submitLabel={t.add}
            resetOnSuccess
          >
            <LocationFields />
          </InlineForm>
        </>
      )}
    </Stack>
  );
}
