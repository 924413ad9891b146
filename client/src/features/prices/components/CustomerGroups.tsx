/**
 * The Price lists page's customer groups (docs/decisions/081): each group with its companies and the lists given to
 * it; a form to add or edit one (its name, and companies found by search and ticked); delete after a confirm. What
 * was saved is said where the person acted; a refusal shows under the field it names.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { customerGroupSchema } from '@gluegun/common';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { CheckboxList } from '../../../components/form/CheckboxList';
import { TextField } from '../../../components/form/TextField';
import { resetAfterSuccess, useRefusals } from '../../../components/form/formOutcome';
import { describeError } from '../../../lib/errors';
import { priceListCopy as t } from '../../../lib/priceListCopy';
import type { CustomerGroupFieldsFragment } from '../../../gql/graphql';
import {
  useCustomerGroups,
  useDeleteCustomerGroup,
  usePriceListCompanyChoices,
  useSaveCustomerGroup,
} from '../api/priceLists';
import { CompanySearch } from './PriceListForm';

interface GroupValues {
  name: string;
  companyIds: string[];
}
const FIELD_OF = { name: 'name', companyIds: 'companyIds' } as const;

function GroupForm({
  group,
  onSaved,
  onCancel,
}: {
  group: CustomerGroupFieldsFragment | null;
  onSaved(text: string): void;
  onCancel(): void;
}) {
  const [saveGroup] = useSaveCustomerGroup();
  const [formError, setFormError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const { data } = usePriceListCompanyChoices(search);
  const [known, setKnown] = useState<Map<string, string>>(
    () => new Map((group?.companies ?? []).map((c) => [c.id, c.name])),
  );
  const found = data?.companyConnection.nodes ?? [];
  const names = new Map([...known, ...found.map((c) => [c.id, c.name] as const)]);
  const refusals = useRefusals<GroupValues>(FIELD_OF);
  const title = group ? t.editGroupTitle(group.name) : t.addGroupTitle;
  return (
    <Formik<GroupValues>
      initialValues={{ name: group?.name ?? '', companyIds: (group?.companies ?? []).map((c) => c.id) }}
      validationSchema={customerGroupSchema}
      validate={refusals.validate}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          const { data: saved } = await saveGroup({
            variables: {
              id: group?.id ?? null,
              input: { name: values.name.trim(), companyIds: values.companyIds },
            },
          });
          if (!saved) return;
          resetAfterSuccess(helpers);
          onSaved(
            group ? t.groupSaved(saved.saveCustomerGroup.name) : t.groupAdded(saved.saveCustomerGroup.name),
          );
        } catch (e) {
          setFormError(refusals.show(describeError(e), values, helpers));
        }
      }}
    >
      {({ isSubmitting, values }) => {
        const ticked = values.companyIds.map((id) => ({ value: id, label: names.get(id) ?? id }));
        const options = [
          ...ticked,
          ...found
            .filter((c) => !values.companyIds.includes(c.id))
            .map((c) => ({ value: c.id, label: c.name })),
        ];
        return (
          <Form noValidate onSubmitCapture={refusals.forget} aria-label={title}>
            <FocusFirstInvalid />
            <Stack gap="4" borderWidth="1px" rounded="md" p="4">
              <Text as="h4" fontWeight="bold">
                {title}
              </Text>
              <TextField name="name" label={t.groupName} required />
              <CompanySearch
                onSearch={(s) => {
                  setKnown(names);
                  setSearch(s);
                }}
              />
              <CheckboxList
                name="companyIds"
                legend={t.companies}
                hint={t.companiesHint}
                options={options}
                empty={t.noCompaniesFound}
              />
              {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
              <HStack gap="2" wrap="wrap">
                <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                  {group ? t.saveGroup : t.addGroup}
                </Button>
                {group && (
                  <Button variant="outline" onClick={onCancel}>
                    {t.cancel}
                  </Button>
                )}
              </HStack>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}

export function CustomerGroups() {
  const { data, loading, error, refetch } = useCustomerGroups();
  const [deleteGroup] = useDeleteCustomerGroup();
  const [editing, setEditing] = useState<CustomerGroupFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<CustomerGroupFieldsFragment | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const groups = data?.customerGroups ?? [];
  const confirmDelete = async () => {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    setSaid(null);
    setDeleteError(null);
    try {
      await deleteGroup({ variables: { id } });
      if (editing?.id === id) setEditing(null);
      setSaid(t.groupDeleted(name));
    } catch (e) {
      setDeleteError(describeError(e).message);
    }
  };
  return (
    <Stack as="section" gap="4" aria-labelledby="customer-groups-heading">
      <Heading as="h3" size="lg" id="customer-groups-heading">
        {t.groupsHeading}
      </Heading>
      <Text>{t.groupsIntro}</Text>
      <GroupForm
        key={editing?.id ?? 'new'}
        group={editing}
        onCancel={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          setSaid(text);
        }}
      />
      <LiveStatus>
        {said && (
          <Text fontWeight="medium" color="green.800">
            {said}
          </Text>
        )}
      </LiveStatus>
      {deleteError && (
        <Text color="fg.error" role="alert">
          {deleteError}
        </Text>
      )}
      {loading && !data && <PageSpinner label={t.groupsLoading} />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && groups.length === 0 && <Text>{t.groupsEmpty}</Text>}
      {groups.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" m="0" aria-label={t.groupsLabel}>
          {groups.map((g) => (
            <Box as="li" key={g.id} borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                <Stack gap="0" minW="0">
                  <Text fontWeight="bold" overflowWrap="anywhere">
                    {g.name}
                  </Text>
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {t.groupCompanies(g.companies.map((c) => c.name))}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {t.groupLists(g.priceLists.map((l) => l.name))}
                  </Text>
                </Stack>
                <HStack gap="2" wrap="wrap">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t.editGroupLabel(g.name)}
                    onClick={() => {
                      setSaid(null);
                      setEditing(g);
                    }}
                  >
                    {t.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t.deleteGroupLabel(g.name)}
                    onClick={() => setDeleting(g)}
                  >
                    {t.delete}
                  </Button>
                </HStack>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteGroupTitle(deleting?.name ?? '')}
        text={t.deleteGroupText}
        keepLabel={t.keep}
        confirmLabel={t.confirmDeleteGroup}
        palette="red"
        onKeep={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
