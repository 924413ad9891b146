/**
 * /dashboard/company-prices?company=ID: a shop admin sees the catalog with one company's price at a chosen quantity
 * and where it comes from (docs/decisions/084), read-only and without acting as anyone. Reached from the dashboard's
 * menu beside Price lists and from each company on Companies; the server decides who may look (companyPrice).
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
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
import { useSearchParams } from 'react-router-dom';
import { formatCents, tierFor } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { ScrollTable } from '../../../components/ScrollTable';
import { useShopAsCompany, useShopAsCompanyCompanies } from '../api/repCompanies';
import { repCopy as t } from '../copy';

/** The step of a price that applies at `quantity`: the last one starting at or below it. */
function stepAt<T extends { minQuantity: number }>(steps: readonly T[], quantity: number): T {
  let step = steps[0];
  for (const s of steps) if (s.minQuantity <= quantity) step = s;
  return step;
}

export default function ShopAsCompanyPage() {
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company');
  const [typedCompany, setTypedCompany] = useState('');
  const [companySearch, setCompanySearch] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [quantityText, setQuantityText] = useState('');
  const companies = useShopAsCompanyCompanies(companySearch);
  const { data, loading, error, refetch } = useShopAsCompany(companyId, search);
  const quantity = /^\d+$/.test(quantityText) && Number(quantityText) > 0 ? Number(quantityText) : null;
  const rows = data?.products.items ?? [];
  const options = companies.data?.companies.rows ?? [];
  const chosen = options.find((c) => c.id === companyId);
  const onFindCompany = (e: FormEvent) => {
    e.preventDefault();
    setCompanySearch(typedCompany.trim());
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.pricesHeading}
      </Heading>
      <Text color="fg.muted">{t.pricesIntro}</Text>
      <form role="search" aria-label={t.findCompany} onSubmit={onFindCompany}>
        <HStack gap="2" align="flex-end" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{t.findCompany}</Field.Label>
            <Input type="search" value={typedCompany} onChange={(e) => setTypedCompany(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline">
            {t.findButton}
          </Button>
          <Field.Root maxW="xs">
            <Field.Label>{t.company}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={companyId ?? ''}
                onChange={(e) =>
                  setParams(e.target.value ? { company: e.target.value } : {}, { replace: true })
                }
              >
                <option value="">{t.chooseCompany}</option>
                {companyId && !chosen && <option value={companyId}>{companyId}</option>}
                {options.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
      </form>
      {companies.data && options.length === 0 && <Text role="status">{t.noCompanies}</Text>}
      {companies.error && <ErrorAlert error={companies.error} />}
      <form role="search" aria-label={t.search} onSubmit={onSearch}>
        <HStack gap="2" align="flex-end" wrap="wrap">
          <Field.Root flex="1" minW="40">
            <Field.Label>{t.search}</Field.Label>
            <Input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </Field.Root>
          <Field.Root maxW="40">
            <Field.Label>{t.quantity}</Field.Label>
            <Input
              inputMode="numeric"
              value={quantityText}
              onChange={(e) => setQuantityText(e.target.value)}
            />
            <Field.HelperText>{t.quantityHint}</Field.HelperText>
          </Field.Root>
          <Button type="submit" variant="outline">
            {t.searchButton}
          </Button>
        </HStack>
      </form>
      {companyId && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t.readOnly(chosen?.name ?? t.company)}</Alert.Title>
        </Alert.Root>
      )}
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} title={t.errorTitle} onRetry={() => void refetch()} />}
      {companyId && rows.length > 0 && <PricesTable rows={rows} quantity={quantity} />}
    </Stack>
  );
}

type Row = NonNullable<ReturnType<typeof useShopAsCompany>['data']>['products']['items'][number];

/** Each product at `quantity` (null: its minimum): the list's price and break, and the company's step and why. */
function PricesTable({ rows, quantity }: { rows: readonly Row[]; quantity: number | null }) {
  return (
    <Box>
      <ScrollTable label={t.pricesHeading}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.product}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.listPrice}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.unitPriceAt}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.why}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((p) => {
            const q = quantity ?? p.quantityRule.minimum;
            const list = tierFor(p.priceCents, p.priceBreaks, q, p.quantityRule.minimum);
            const step = p.companyPrice ? stepAt(p.companyPrice.tiers, q) : null;
            return (
              <Table.Row key={p.id}>
                <Table.Cell>
                  {p.name}{' '}
                  <Text as="span" color="fg.muted">
                    ({p.sku})
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{q.toLocaleString('en-US')}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(list.unitPriceCents)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {formatCents(step?.unitPriceCents ?? list.unitPriceCents)}
                </Table.Cell>
                <Table.Cell>
                  {p.offeredToCompany === false ? t.notOffered : (step?.explanation ?? t.samePrice)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </ScrollTable>
    </Box>
  );
}
