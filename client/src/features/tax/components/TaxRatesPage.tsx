/**
 * Dashboard → Tax rates (docs/decisions/041): the shop's rates by ship-to country and region;
 * add, edit (the form above the list takes the rate), remove. Cards, so it reads at phone width.
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { regionName } from '@gluegun/common';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { countryOptions } from '../../../lib/countries';
import { describeError } from '../../../lib/errors';
import { useDeleteTaxRate, useSetTaxRate, useTaxRates } from '../api/taxRates';
import { taxCopy as t } from '../copy';
import { emptyTaxRate, TaxRateForm, type TaxRateValues } from './TaxRateForm';

const countryName = (code: string) => countryOptions().find((c) => c.code === code)?.name ?? code;

export default function TaxRatesPage() {
  const { data, loading, error, refetch } = useTaxRates();
  const [setRate] = useSetTaxRate();
  const [deleteRate] = useDeleteTaxRate();
  const [editing, setEditing] = useState<{ id: string; label: string; values: TaxRateValues } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();
  const rates = data?.taxRates ?? [];
  const save = async (values: TaxRateValues) => {
    await setRate({
      variables: {
        id: editing?.id ?? null,
        input: { ...values, region: values.region.trim() === '' ? null : values.region },
      },
    });
    setEditing(null);
  };
  const remove = async (id: string, label: string, where: string) => {
    const question = { title: t.confirmRemove(label, where), confirmLabel: t.removeShort, palette: 'red' };
    if (!(await ask({ ...question, keepLabel: t.keep }))) return;
    setRemoveError(null);
    try {
      await deleteRate({ variables: { id } });
      if (editing?.id === id) setEditing(null);
    } catch (e) {
      setRemoveError(describeError(e).message);
    }
  };
  return (
    <Stack gap="6">
      <Heading as="h2" size="2xl">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      {editing ? (
        <TaxRateForm
          key={editing.id}
          title={t.editTitle(editing.label)}
          initialValues={editing.values}
          submitLabel={t.save}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <TaxRateForm
          key="new"
          title={t.addTitle}
          initialValues={emptyTaxRate}
          submitLabel={t.add}
          onSubmit={save}
        />
      )}
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {removeError && (
        <Text color="red.700" role="alert">
          {removeError}
        </Text>
      )}
      {data && rates.length === 0 && <Text>{t.empty}</Text>}
      {rates.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t.listLabel}>
          {rates.map((r) => {
            const where = `${regionName(r.country, r.region) ?? t.wholeCountry}, ${countryName(r.country)}`;
            return (
              <Box as="li" key={r.id} borderWidth="1px" rounded="md" p="3">
                <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="bold">{r.label}</Text>
                    <Text overflowWrap="anywhere">{where}</Text>
                    {!r.active && (
                      <Badge alignSelf="flex-start" colorPalette="gray">
                        {t.inactive}
                      </Badge>
                    )}
                  </Stack>
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t.edit(`${r.label} (${where})`)}
                      onClick={() =>
                        setEditing({
                          id: r.id,
                          label: r.label,
                          values: {
                            country: r.country,
                            region: r.region ?? '',
                            name: r.name,
                            ratePercent: r.ratePercent,
                            active: r.active,
                          },
                        })
                      }
                    >
                      {t.editShort}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t.remove(`${r.label} (${where})`)}
                      onClick={() => void remove(r.id, r.label, where)}
                    >
                      {t.removeShort}
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      )}
      {dialog}
    </Stack>
  );
}
