/**
 * The location the buyer's orders ship to now, chosen in their cart: the price lists given to it price their items,
 * beside their company's; a new location prices the open items again and says which changed. Shown only to buyers
 * whose company has locations.
 */
import { useState } from 'react';
import { Box, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LiveStatus } from '../../../components/LiveStatus';
import { copy } from '../../../lib/copy';
import { SELECT_STYLE } from '../../../lib/countries';
import { describeError } from '../../../lib/errors';
import { repricedSaid } from '../../../lib/contractPrices';
import { useChooseShipToLocation, useShipToPrices } from '../api/shipToPrices';

const t = copy.orders;

export function ShipToPrices() {
  const { data } = useShipToPrices();
  const [choose, { loading }] = useChooseShipToLocation();
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const locations = data?.myCompany.locations ?? [];
  if (!data || locations.length === 0) return null;
  const pick = async (id: string) => {
    setSaid('');
    setProblem(null);
    try {
      const { data: chosen } = await choose({ variables: { locationId: id || null } });
      const repriced = repricedSaid(chosen?.chooseShipToLocation.repricedItems ?? []);
      const label = locations.find((l) => l.id === id)?.label ?? null;
      setSaid([t.shipToSaved(label), repriced].filter(Boolean).join(' '));
    } catch (e) {
      setProblem(describeError(e).message);
    }
  };
  return (
    <Box as="section" aria-labelledby="ship-to-prices" borderWidth="1px" rounded="md" p="4">
      <Stack gap="3">
        <Heading id="ship-to-prices" as="h2" size="md">
          {t.shipToHeading}
        </Heading>
        <Field.Root invalid={Boolean(problem)} disabled={loading} maxW="sm">
          <Field.Label>{t.shipToLabel}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={data.me.shipToLocationId ?? ''}
              onChange={(e) => void pick(e.target.value)}
              {...SELECT_STYLE}
            >
              <option value="">{t.shipToCompany}</option>
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {t.shipToOption(l.label, l.city)}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <Field.HelperText>{t.shipToHint}</Field.HelperText>
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <LiveStatus>
          {said && (
            <Text fontWeight="medium" color="green.800">
              {said}
            </Text>
          )}
        </LiveStatus>
      </Stack>
    </Box>
  );
}
