/**
 * Update Product's stock per warehouse (docs/decisions/082): a count per warehouse; the product's quantity is their
 * sum. Saving moves the product's version, so `onSaved` reloads the product for the first form.
 */
import { useState } from 'react';
import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { describeError } from '../../../lib/errors';
import { useProductStock, useSetWarehouseStock } from '../api/warehouseStock';

export const warehouseStockCopy = {
  heading: 'Stock per warehouse',
  hint: "The product's quantity is the sum of its warehouses; checkout takes a line from the first warehouse that can ship all of it.",
  inactive: '(not allocated from)',
  save: 'Save stock per warehouse',
  saved: 'Stock per warehouse saved',
  notWhole: (name: string) => `${name}: enter a whole number of units, 0 or more`,
};

export function WarehouseStockForm({
  productId,
  onSaved,
}: {
  productId: string;
  onSaved(): Promise<unknown>;
}) {
  const { data, loading, error, refetch } = useProductStock(productId);
  const [setStock, { loading: saving }] = useSetWarehouseStock();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  if (loading && !data) return <PageSpinner label={dashboardCopy.loading} />;
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  const levels = data.productStock;
  const save = async () => {
    setProblem(null);
    setSaid('');
    const changes = [];
    for (const l of levels) {
      const text = (typed[l.warehouseId] ?? String(l.quantity)).trim();
      if (!/^\d+$/.test(text)) {
        setProblem(warehouseStockCopy.notWhole(l.name));
        return;
      }
      if (Number(text) !== l.quantity) changes.push({ warehouseId: l.warehouseId, quantity: Number(text) });
    }
    try {
      for (const c of changes) await setStock({ variables: { productId, ...c } });
      setTyped({});
      await refetch();
      await onSaved();
      setSaid(warehouseStockCopy.saved);
    } catch (e) {
      setProblem(describeError(e).message);
    }
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="warehouse-stock-heading" maxW="xl">
      <Heading as="h3" size="lg" id="warehouse-stock-heading">
        {warehouseStockCopy.heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {warehouseStockCopy.hint}
      </Text>
      <Stack gap="3" borderWidth="1px" rounded="md" p="4">
        {levels.map((l) => (
          <Field.Root key={l.warehouseId}>
            <Field.Label htmlFor={`stock-${l.code}`}>
              {l.name} {l.active ? '' : warehouseStockCopy.inactive}
            </Field.Label>
            <Input
              id={`stock-${l.code}`}
              inputMode="numeric"
              value={typed[l.warehouseId] ?? String(l.quantity)}
              onChange={(e) => setTyped({ ...typed, [l.warehouseId]: e.target.value })}
            />
          </Field.Root>
        ))}
        {problem && <FormErrorAlert revealKey={problem}>{problem}</FormErrorAlert>}
        <LiveStatus>
          {said && (
            <Text fontWeight="medium" color="green.800">
              {said}
            </Text>
          )}
        </LiveStatus>
        <Button colorPalette="orange" alignSelf="flex-start" loading={saving} onClick={() => void save()}>
          {warehouseStockCopy.save}
        </Button>
      </Stack>
    </Stack>
  );
}
