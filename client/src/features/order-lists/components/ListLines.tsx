/** A list's items: a table (scrolling sideways on a phone), each removable by whoever may change the list, and the add form. */
import { Box, Button, Table, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { TextField } from '../../../components/form/TextField';
import { listCopy } from '../copy';
import { addItemSchema, useUpdateOrderList } from '../api/orderLists';
import { LineChange } from './LineChange';

const t = listCopy;
export interface Line {
  productId: string;
  sku: string;
  productName: string;
  quantity: number;
  scheduleQuantity?: number | null;
}

export function ListLines({
  listId,
  lines,
  canEdit,
  scheduled = false,
}: {
  listId: string;
  lines: Line[];
  canEdit: boolean;
  scheduled?: boolean;
}) {
  const [update] = useUpdateOrderList();
  const [changing, setChanging] = useState<string | null>(null);
  const showScheduled = scheduled || lines.some((l) => l.scheduleQuantity != null);
  const editing = lines.find((l) => l.productId === changing);
  const [failed, setFailed] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const save = async (
    next: Array<{ reference: string; quantity: number; scheduleQuantity?: number | null }>,
    done: string,
  ) => {
    setFailed(null);
    setSaid('');
    try {
      await update({ variables: { id: listId, input: { lines: next } } });
      setSaid(done);
      return true;
    } catch (e) {
      setFailed(e);
      return false;
    }
  };
  const kept = (l: Line) => ({
    reference: l.productId,
    quantity: l.quantity,
    scheduleQuantity: l.scheduleQuantity ?? null,
  });
  return (
    <Box>
      <LinesTable
        lines={lines}
        showScheduled={showScheduled}
        canEdit={canEdit}
        onChange={setChanging}
        onRemove={(l) => void save(lines.filter((x) => x !== l).map(kept), t.lines.removed(l.sku))}
      />
      {canEdit && editing && (
        <LineChange
          sku={editing.sku}
          quantity={editing.quantity}
          scheduleQuantity={editing.scheduleQuantity ?? null}
          onCancel={() => setChanging(null)}
          onSave={async (quantity, scheduleQuantity) => {
            const done = await save(
              lines.map((x) =>
                x === editing ? { reference: x.productId, quantity, scheduleQuantity } : kept(x),
              ),
              listCopy.change.saved(editing.sku),
            );
            if (done) setChanging(null);
            return done;
          }}
        />
      )}
      {canEdit ? (
        <AddLineForm
          onAdd={(reference, quantity) =>
            save([...lines.map(kept), { reference, quantity }], t.add.added(reference))
          }
        />
      ) : (
        <Text mt="3" fontSize="sm">
          {t.readOnly}
        </Text>
      )}
      {failed !== null && <ErrorAlert error={failed} />}
      <LiveStatus>{said}</LiveStatus>
    </Box>
  );
}

/** The list's lines as a table, with change and remove buttons for whoever may change the list. */
function LinesTable({
  lines,
  showScheduled,
  canEdit,
  onChange,
  onRemove,
}: {
  lines: Line[];
  showScheduled: boolean;
  canEdit: boolean;
  onChange(productId: string): void;
  onRemove(line: Line): void;
}) {
  if (lines.length === 0) return <Text>{t.lines.none}</Text>;
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={t.lines.caption}>
      <Table.Root size="sm">
        <Table.Caption srOnly>{t.lines.caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.lines.sku}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.lines.product}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.lines.quantity}</Table.ColumnHeader>
            {showScheduled && <Table.ColumnHeader textAlign="end">{t.lines.scheduled}</Table.ColumnHeader>}
            {canEdit && (
              <Table.ColumnHeader>
                <Text srOnly>{t.lines.actions}</Text>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Table.Row key={l.productId}>
              <Table.Cell>{l.sku}</Table.Cell>
              <Table.Cell>{l.productName}</Table.Cell>
              <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
              {showScheduled && (
                <Table.Cell textAlign="end">{l.scheduleQuantity ?? t.lines.sameAsList}</Table.Cell>
              )}
              {canEdit && (
                <Table.Cell whiteSpace="nowrap">
                  <Button
                    size="xs"
                    variant="outline"
                    mr="2"
                    aria-label={t.lines.change(l.sku)}
                    onClick={() => onChange(l.productId)}
                  >
                    {t.lines.changeShort}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t.lines.remove(l.sku)}
                    onClick={() => onRemove(l)}
                  >
                    {t.lines.removeShort}
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The add form: an item and a quantity, cleared once the list has the line. */
function AddLineForm({ onAdd }: { onAdd(reference: string, quantity: number): Promise<boolean> }) {
  return (
    <Formik
      initialValues={{ reference: '', quantity: '' }}
      validationSchema={addItemSchema}
      onSubmit={async (values, { resetForm }) => {
        const reference = values.reference.trim();
        if (await onAdd(reference, Number(values.quantity))) resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form aria-label={t.add.form} noValidate>
          <Box mt="4" display="flex" flexWrap="wrap" gap="3" alignItems="flex-start">
            <Box flex="2 1 12rem">
              <TextField name="reference" label={t.add.reference} required />
            </Box>
            <Box flex="1 1 8rem">
              <TextField name="quantity" label={t.add.quantity} inputMode="numeric" required />
            </Box>
            <Button type="submit" mt={{ base: 0, sm: 7 }} colorPalette="orange" loading={isSubmitting}>
              {t.add.submit}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
