/** "See the shop as company X" (docs/decisions/084): the catalog with one company's contract prices, read-only. */
import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { ScrollTable } from '../../../components/ScrollTable';
import { useCompanyPrices } from '../api/repCompanies';
import { repCopy as t } from '../copy';

export function CompanyPricesPanel({
  companies,
}: {
  companies: ReadonlyArray<{ id: string; name: string }>;
}) {
  const [companyId, setCompanyId] = useState<string | null>(companies[0]?.id ?? null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useCompanyPrices(companyId, search);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
  };
  const rows = data?.products.items ?? [];
  return (
    <Stack gap="3" as="section" aria-labelledby="company-prices">
      <Heading as="h3" size="md" id="company-prices">
        {t.pricesHeading}
      </Heading>
      <Text color="fg.muted">{t.pricesIntro}</Text>
      <form role="search" aria-label={t.search} onSubmit={onSearch}>
        <HStack gap="2" align="flex-end" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{t.company}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={companyId ?? ''}
                onChange={(e) => setCompanyId(e.target.value || null)}
              >
                <option value="">{t.chooseCompany}</option>
                {companies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="40">
            <Field.Label>{t.search}</Field.Label>
            <Input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline">
            {t.searchButton}
          </Button>
        </HStack>
      </form>
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} title={t.errorTitle} onRetry={() => void refetch()} />}
      {rows.length > 0 && (
        <Box>
          <ScrollTable label={t.pricesHeading}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.product}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.listPrice}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.contractPrice}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.why}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>
                    {p.name}{' '}
                    <Text as="span" color="fg.muted">
                      ({p.sku})
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(p.priceCents)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatCents(p.companyPrice?.unitPriceCents ?? p.priceCents)}
                  </Table.Cell>
                  <Table.Cell>
                    {p.offeredToCompany === false
                      ? t.notOffered
                      : (p.companyPrice?.explanation ?? t.samePrice)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
        </Box>
      )}
    </Stack>
  );
}
