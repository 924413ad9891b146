/**
 * One price list's entries: a table of them by SKU (product, list price, contract terms) and a textarea whose
 * pasted lines (entryLines.ts) set them in one call; a line the server refuses is named under the textarea, and what
 * was saved is said under the button. Below, the entries as a CSV file to download or import whole (PriceListFile),
 * and the company locations the list is given to (PriceListLocations).
 */
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { formatCents, formatPercentOff } from '@gluegun/common';
import { TextField } from '../../../components/form/TextField';
import { ScrollTable } from '../../../components/ScrollTable';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { resetAfterSuccess, useRefusals } from '../../../components/form/formOutcome';
import { describeError } from '../../../lib/errors';
import { priceListCopy as t } from '../../../lib/priceListCopy';
import { PriceListsQuery, usePriceListEntries, useSetPriceListEntries } from '../api/priceLists';
import { parseEntryLines } from '../entryLines';
import { PriceListFile } from './PriceListFile';
import { PriceListLocations } from './PriceListLocations';

interface LinesValues {
  lines: string;
}
const FIELD_OF = { entries: 'lines' } as const;
const validateLines = (v: LinesValues) => {
  const { error } = parseEntryLines(v.lines);
  return error ? { lines: error } : {};
};

export function PriceListEntries({ id, name, onClose }: { id: string; name: string; onClose(): void }) {
  const { data, loading, error, refetch } = usePriceListEntries(id);
  const apollo = useApolloClient();
  const [setEntries] = useSetPriceListEntries();
  const [formError, setFormError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const refusals = useRefusals<LinesValues>(FIELD_OF, validateLines);
  const list = data?.priceList;
  const entries = list?.entries ?? [];
  return (
    <Stack as="section" gap="4" aria-labelledby="price-list-entries" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="lg" id="price-list-entries" overflowWrap="anywhere">
          {t.entriesHeading(name)}
        </Heading>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t.closeEntries}
        </Button>
      </HStack>
      {loading && !data && <PageSpinner label={t.loading} />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {list && entries.length === 0 && <Text>{t.noEntries}</Text>}
      {list && entries.length > 0 && (
        <>
          {list.entryCount > entries.length && (
            <Text fontSize="sm">{t.moreEntries(entries.length, list.entryCount)}</Text>
          )}
          <ScrollTable label={t.entriesTable(name)}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.sku}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.product}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.listPrice}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.terms}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((e) => (
                <Table.Row key={e.productId}>
                  <Table.Cell whiteSpace="nowrap">{e.sku}</Table.Cell>
                  <Table.Cell>{e.productName}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(e.listPriceCents)}</Table.Cell>
                  <Table.Cell>
                    {e.percentOffBp != null
                      ? [
                          formatPercentOff(e.percentOffBp),
                          ...e.percentBreaks.map((b) =>
                            t.percentFrom(formatPercentOff(b.percentOffBp), b.minQuantity),
                          ),
                        ].join('; ')
                      : t.fixed(formatCents(e.unitPriceCents ?? 0))}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
        </>
      )}
      <Formik<LinesValues>
        initialValues={{ lines: '' }}
        validate={refusals.validate}
        validateOnBlur={false}
        onSubmit={async (values, helpers) => {
          setFormError(null);
          setSaid('');
          const parsed = parseEntryLines(values.lines);
          if (!parsed.entries) return;
          try {
            await setEntries({ variables: { id, entries: parsed.entries } });
            resetAfterSuccess(helpers);
            setSaid(t.entriesSaved(parsed.entries.length, name));
          } catch (e) {
            setFormError(refusals.show(describeError(e), values, helpers));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate onSubmitCapture={refusals.forget} aria-label={t.linesForm(name)}>
            <FocusFirstInvalid />
            <Stack gap="3">
              <TextField
                name="lines"
                label={t.lines}
                hint={t.linesHint}
                rows={5}
                placeholder={'GG-STICK-11,8.80\nGG-GUN-2,12.5%'}
              />
              {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
              <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={isSubmitting}>
                {t.setEntries}
              </Button>
              {/* Beside the button, so the person who pasted the lines sees it where they clicked. */}
              <LiveStatus>
                {said && (
                  <Text fontWeight="medium" color="green.800">
                    {said}
                  </Text>
                )}
              </LiveStatus>
            </Stack>
          </Form>
        )}
      </Formik>
      {/* An imported file changes the entries and the list's count: both are read again. */}
      <PriceListFile
        id={id}
        name={name}
        onImported={() => Promise.all([refetch(), apollo.refetchQueries({ include: [PriceListsQuery] })])}
      />
      <PriceListLocations id={id} name={name} />
    </Stack>
  );
}
