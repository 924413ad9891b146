/**
 * Dashboard → Price lists (docs/decisions/057): the shop's contract price lists with their priority, days, companies
 * and entry count; a form to add one or edit one; a list's entries, set by pasting lines; delete after a confirm; the
 * customer groups lists are given to.
 * What was saved is said where the person acted; a refusal shows under the field it names.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { describeError } from '../../../lib/errors';
import { priceListCopy as t } from '../../../lib/priceListCopy';
import type { PriceListsQuery } from '../../../gql/graphql';
import { useDeletePriceList, usePriceLists, useSavePriceList } from '../api/priceLists';
import { emptyPriceList, PriceListForm, toPriceListInput, type PriceListValues } from './PriceListForm';
import { PriceListEntries } from './PriceListEntries';
import { CustomerGroups } from './CustomerGroups';

type List = PriceListsQuery['priceLists'][number];
interface Named {
  id: string;
  name: string;
}

function PriceListCards({
  lists,
  onEdit,
  onEntries,
  onDelete,
}: {
  lists: List[];
  onEdit(l: List): void;
  onEntries(l: List): void;
  onDelete(l: Named): void;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" m="0" aria-label={t.listLabel}>
      {lists.map((l) => (
        <Box as="li" key={l.id} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="bold" overflowWrap="anywhere">
                {l.name}
              </Text>
              <Text fontSize="sm">
                {t.priorityLine(l.priority)} · {t.days(l.validFrom ?? null, l.validTo ?? null)}
                {l.limitsProducts && ` · ${t.limitsProductsLine}`}
              </Text>
              <Text fontSize="sm" overflowWrap="anywhere">
                {l.companies.length ? l.companies.map((c) => c.name).join(', ') : t.noCompanies}
              </Text>
              {l.groups.length > 0 && (
                <Text fontSize="sm" overflowWrap="anywhere">
                  {t.groupsLine(l.groups.map((g) => g.name))}
                </Text>
              )}
              {l.locations.length > 0 && (
                <Text fontSize="sm" overflowWrap="anywhere">
                  {t.locationsLine(l.locations.map((x) => t.locationLabel(x.companyName, x.label)))}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {t.entries(l.entryCount)}
              </Text>
            </Stack>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" aria-label={t.editLabel(l.name)} onClick={() => onEdit(l)}>
                {t.edit}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={t.entriesLabel(l.name)}
                onClick={() => onEntries(l)}
              >
                {t.entriesButton}
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={t.deleteLabel(l.name)}
                onClick={() => onDelete({ id: l.id, name: l.name })}
              >
                {t.delete}
              </Button>
            </HStack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

const valuesOf = (l: List): PriceListValues => ({
  name: l.name,
  priority: String(l.priority),
  validFrom: l.validFrom ?? '',
  validTo: l.validTo ?? '',
  limitsProducts: l.limitsProducts,
  companyIds: l.companies.map((c) => c.id),
  groupIds: l.groups.map((g) => g.id),
});

export default function PriceListsPage() {
  const { data, loading, error, refetch } = usePriceLists();
  const [saveList] = useSavePriceList();
  const [deleteList] = useDeletePriceList();
  // Said where the person acted: under the form after a save, above the lists after a delete.
  const [said, setSaid] = useState<{ at: 'form' | 'lists'; text: string } | null>(null);
  const [editing, setEditing] = useState<List | null>(null);
  const [entriesOf, setEntriesOf] = useState<Named | null>(null);
  const [deleting, setDeleting] = useState<Named | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const lists = data?.priceLists ?? [];

  const save = async (values: PriceListValues) => {
    setSaid(null);
    const { data: saved } = await saveList({
      variables: { id: editing?.id ?? null, input: toPriceListInput(values) },
    });
    const list = saved?.savePriceList;
    if (!list) return;
    setSaid({ at: 'form', text: editing ? t.saved(list.name) : t.added(list.name) });
    setEditing(null);
    // A new list has no entries yet: its entries open next, where they are pasted.
    setEntriesOf({ id: list.id, name: list.name });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    setDeleteError(null);
    setSaid(null);
    try {
      await deleteList({ variables: { id } });
      if (editing?.id === id) setEditing(null);
      if (entriesOf?.id === id) setEntriesOf(null);
      setSaid({ at: 'lists', text: t.deleted(name) });
    } catch (e) {
      setDeleteError(describeError(e).message);
    }
  };

  return (
    <Stack gap="6">
      <Heading as="h2" size="2xl">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      {editing ? (
        <PriceListForm
          key={editing.id}
          title={t.editTitle(editing.name)}
          initialValues={valuesOf(editing)}
          companies={editing.companies}
          submitLabel={t.save}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <PriceListForm
          key="new"
          title={t.addTitle}
          initialValues={emptyPriceList}
          companies={[]}
          submitLabel={t.add}
          onSubmit={save}
        />
      )}
      <LiveStatus>
        {said?.at === 'form' && (
          <Text fontWeight="medium" color="green.800">
            {said.text}
          </Text>
        )}
      </LiveStatus>
      {entriesOf && (
        <PriceListEntries
          key={entriesOf.id}
          id={entriesOf.id}
          name={entriesOf.name}
          onClose={() => setEntriesOf(null)}
        />
      )}
      {loading && !data && <PageSpinner label={t.loading} />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {deleteError && (
        <Text color="fg.error" role="alert">
          {deleteError}
        </Text>
      )}
      <LiveStatus>
        {said?.at === 'lists' && (
          <Text fontWeight="medium" color="green.800">
            {said.text}
          </Text>
        )}
      </LiveStatus>
      {data && lists.length === 0 && <Text>{t.empty}</Text>}
      {lists.length > 0 && (
        <PriceListCards
          lists={lists}
          onEdit={(l) => {
            setSaid(null);
            setEditing(l);
          }}
          onEntries={(l) => {
            setSaid(null);
            setEntriesOf({ id: l.id, name: l.name });
          }}
          onDelete={setDeleting}
        />
      )}
      <CustomerGroups />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(deleting?.name ?? '')}
        text={t.deleteText}
        keepLabel={t.keep}
        confirmLabel={t.confirmDelete}
        palette="red"
        onKeep={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
