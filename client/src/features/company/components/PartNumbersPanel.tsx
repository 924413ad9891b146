/**
 * My company → Part numbers: every member reads the company's own numbers (search, download as CSV); company admins
 * and buyers add one (the server's refusal under the field it names), remove one, or upload a file that is checked
 * first. Each confirmation is announced in the section's status region.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { FormikErrors } from 'formik';
import { object, string } from 'yup';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { TextField } from '../../../components/form/TextField';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { describeError } from '../../../lib/errors';
import { schemaErrors } from '../../../lib/formErrors';
import type { MyPartNumbersQuery as MyPartNumbersData } from '../../../gql/graphql';
import { partNumbersCopy as t } from '../copy';
import {
  MyPartNumbersQuery,
  useMyPartNumbers,
  useMyPartNumbersCsv,
  useRemoveMyPartNumber,
  useSetMyPartNumber,
} from '../api/partNumbers';
import { InlineForm } from './InlineForm';
import { PartNumberUpload } from './PartNumberUpload';
import { saveCsv } from './textFiles';

interface AddValues {
  product: string;
  partNumber: string;
}
/** The server names the same fields as the form (extensions.field). */
const FIELD_OF: Record<string, keyof AddValues> = { product: 'product', partNumber: 'partNumber' };
const addSchema = object({
  product: string().trim().required(t.productRequired),
  partNumber: string().trim().required(t.partNumberRequired).max(40, t.partNumberTooLong),
});
const validateAdd = (v: AddValues) => schemaErrors(addSchema, v, FIELD_OF) as FormikErrors<AddValues>;

/** What was typed in the search box, once typing pauses (one request per pause, not per key). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Node = MyPartNumbersData['myPartNumberConnection']['nodes'][number];

/** The numbers shown, each with Remove for those who keep them (a refusal on its own line). */
function PartNumberList({
  nodes,
  canManage,
  onRemoved,
}: {
  nodes: readonly Node[];
  canManage: boolean;
  onRemoved(message: string): void;
}) {
  const [remove] = useRemoveMyPartNumber();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);
  const onRemove = async (productId: string, partNumber: string) => {
    setBusy(productId);
    setRefusal(null);
    try {
      await remove({
        variables: { productId },
        refetchQueries: [MyPartNumbersQuery],
        awaitRefetchQueries: true,
      });
      onRemoved(t.removed(partNumber));
    } catch (e) {
      setRefusal({ id: productId, message: describeError(e).message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={t.list}>
      {nodes.map((n) => (
        <Box as="li" key={n.id} borderTopWidth="1px" pt="2">
          <Text fontWeight="medium" wordBreak="break-word">
            {n.partNumber}
          </Text>
          <Text fontSize="sm" wordBreak="break-word">
            {t.shopSku}: {n.product.sku} · {n.product.name}
          </Text>
          {canManage && (
            <HStack gap="3" mt="1" wrap="wrap">
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={busy === n.productId}
                aria-label={t.removeFor(n.partNumber)}
                onClick={() => void onRemove(n.productId, n.partNumber)}
              >
                {t.remove}
              </Button>
              <Text role="alert" color="red.700" fontSize="sm">
                {refusal?.id === n.productId ? refusal.message : ''}
              </Text>
            </HStack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** "Download as CSV": the company's numbers in the format the upload reads back. */
function DownloadCsvButton() {
  const [fetchCsv, csvState] = useMyPartNumbersCsv();
  const [csvError, setCsvError] = useState<string | null>(null);
  const onDownload = async () => {
    setCsvError(null);
    const res = await fetchCsv();
    if (res.data) saveCsv(res.data.myPartNumbersCsv, t.csvFileName);
    else setCsvError(describeError(res.error).message);
  };
  return (
    <HStack gap="3" wrap="wrap">
      <Button variant="outline" size="sm" loading={csvState.loading} onClick={() => void onDownload()}>
        {t.downloadCsv}
      </Button>
      <Text role="alert" color="red.700" fontSize="sm">
        {csvError ?? ''}
      </Text>
    </HStack>
  );
}

/** Shop SKU and your number, checked here first; the server's refusal shows under the field it names. */
function AddPartNumberForm({ onSaved }: { onSaved(message: string): void }) {
  const [set] = useSetMyPartNumber();
  const save = async (values: AddValues) => {
    const input = { product: values.product.trim(), partNumber: values.partNumber.trim() };
    const res = await set({
      variables: { input },
      refetchQueries: [MyPartNumbersQuery],
      awaitRefetchQueries: true,
    });
    const saved = res.data?.setMyPartNumber;
    if (saved) onSaved(t.saved(saved.partNumber, saved.product.name, saved.product.sku));
  };
  return (
    <>
      <Text as="h3" fontWeight="bold">
        {t.addHeading}
      </Text>
      <InlineForm<AddValues>
        label={t.addHeading}
        initialValues={{ product: '', partNumber: '' }}
        validate={validateAdd}
        fieldOf={FIELD_OF}
        onSubmit={save}
        submitLabel={t.add}
        resetOnSuccess
      >
        <TextField name="product" label={t.product} hint={t.productHint} required autoComplete="off" />
        <TextField name="partNumber" label={t.partNumber} required autoComplete="off" />
      </InlineForm>
    </>
  );
}

export function PartNumbersPanel({ canManage }: { canManage: boolean }) {
  const [typed, setTyped] = useState('');
  const search = useSettled(typed);
  const list = useMyPartNumbers(search);
  const [status, setStatus] = useState('');
  const page = list.data?.myPartNumberConnection;
  return (
    <Stack gap="4">
      <Text>{t.intro}</Text>
      {!canManage && (
        <Text fontSize="sm" color="fg.muted">
          {t.readOnly}
        </Text>
      )}
      <LiveStatus>
        {status && (
          <Text color="green.800" fontWeight="medium">
            {status}
          </Text>
        )}
      </LiveStatus>
      <Field.Root>
        <Field.Label>{t.search}</Field.Label>
        <Input
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Field.HelperText>{t.searchHint}</Field.HelperText>
      </Field.Root>
      {list.error && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <LiveStatus>
        {page && page.nodes.length === 0 && <Text>{search.trim() ? t.noMatch : t.none}</Text>}
      </LiveStatus>
      {page && page.nodes.length > 0 && (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t.count(page.totalCount)}
          </Text>
          <PartNumberList nodes={page.nodes} canManage={canManage} onRemoved={setStatus} />
        </>
      )}
      <LoadMoreButton pageInfo={page?.pageInfo} label={t.loadMore} onMore={list.loadMore} />
      <DownloadCsvButton />
      {canManage && (
        <>
          <AddPartNumberForm onSaved={setStatus} />
          <PartNumberUpload onImported={setStatus} />
        </>
      )}
    </Stack>
  );
}
