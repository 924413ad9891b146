/**
 * Dashboard → Catalog: the category tree (indented under their parents, with address, product count and filters),
 * a form to add one or edit one, delete after a confirm; the specifications with a form to add or edit one.
 * What was saved is said in a status region; a refusal shows under the field it names.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { describeError } from '../../../lib/errors';
import { flattenTree } from '../../../lib/categoryTree';
import { catalogAdminCopy as t } from '../../../lib/catalogAdminCopy';
import type { CatalogAdminQuery } from '../../../gql/graphql';
import {
  useCatalogAdmin,
  useDeleteCategory,
  useSaveCategory,
  useSaveSpecification,
} from '../api/catalogAdmin';
import {
  categoryFormValues,
  emptyCategory,
  emptySpecification,
  specificationFormValues,
  toCategoryInput,
  toSpecificationInput,
  type CategoryFormValues,
  type SpecificationFormValues,
} from './catalogAdminForms';
import { CategoryForm } from './CategoryForm';
import { SpecificationForm } from './SpecificationForm';

type AdminData = CatalogAdminQuery;

function CategoryList({
  categories,
  onEdit,
  onDelete,
}: {
  categories: AdminData['categories'];
  onEdit(id: string): void;
  onDelete(c: { id: string; name: string }): void;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" m="0" aria-label={t.categoriesList}>
      {flattenTree(categories).map(({ category: c, depth }) => (
        <Box as="li" key={c.id} borderWidth="1px" rounded="md" p="3" ms={`${Math.min(depth, 4) * 1.5}rem`}>
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="bold">{c.name}</Text>
              <Text overflowWrap="anywhere" fontSize="sm">
                /category/{c.slug}
              </Text>
              <Text fontSize="sm">{t.products(c.productCount)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {c.filters.length ? t.filtersOf(c.filters.map((f) => f.name).join(', ')) : t.noFilters}
              </Text>
            </Stack>
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                aria-label={t.editLabel(c.name)}
                onClick={() => onEdit(c.id)}
              >
                {t.edit}
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={t.deleteLabel(c.name)}
                onClick={() => onDelete({ id: c.id, name: c.name })}
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

function SpecificationList({
  specifications,
  onEdit,
}: {
  specifications: AdminData['specifications'];
  onEdit(key: string): void;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" m="0" aria-label={t.specificationsList}>
      {specifications.map((s) => (
        <Box as="li" key={s.id} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="bold">{s.name}</Text>
              <Text fontSize="sm" overflowWrap="anywhere">
                {s.key}
              </Text>
              <Text fontSize="sm">{t.kindLine(t.kinds[s.kind] ?? s.kind, s.unit ?? null)}</Text>
              {s.choices.length > 0 && (
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {s.choices.join(', ')}
                </Text>
              )}
            </Stack>
            <Button
              size="sm"
              variant="outline"
              aria-label={t.editLabel(s.name)}
              onClick={() => onEdit(s.key)}
            >
              {t.edit}
            </Button>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

/** The specifications: the add (or edit) form above their list; `onSaved` says what was saved ('' clears it). */
function SpecificationsSection({
  specifications,
  onSaved,
}: {
  specifications: AdminData['specifications'];
  onSaved(message: string): void;
}) {
  const [saveSpecification] = useSaveSpecification();
  const [editingSpec, setEditingSpec] = useState<string | null>(null);
  const spec = specifications.find((s) => s.key === editingSpec);
  const submitSpecification = async (values: SpecificationFormValues) => {
    onSaved('');
    const input = toSpecificationInput(values, spec?.position);
    const { data: saved } = await saveSpecification({ variables: { input } });
    const name = saved?.saveSpecification.name ?? input.name;
    onSaved(spec ? t.specificationSaved(name) : t.specificationAdded(name));
    setEditingSpec(null);
  };
  return (
    <Stack as="section" gap="4" aria-labelledby="catalog-specifications">
      <Heading as="h3" size="lg" id="catalog-specifications">
        {t.specifications}
      </Heading>
      {spec ? (
        <SpecificationForm
          key={spec.key}
          title={t.editSpecification(spec.name)}
          submitLabel={t.saveSpecification}
          editing
          initialValues={specificationFormValues(spec)}
          onSubmit={submitSpecification}
          onCancel={() => setEditingSpec(null)}
        />
      ) : (
        <SpecificationForm
          key="new"
          title={t.addSpecification}
          submitLabel={t.addSpecificationButton}
          initialValues={emptySpecification}
          onSubmit={submitSpecification}
        />
      )}
      {specifications.length > 0 && (
        <SpecificationList
          specifications={specifications}
          onEdit={(key) => {
            onSaved('');
            setEditingSpec(key);
          }}
        />
      )}
    </Stack>
  );
}

export default function CatalogAdminPage() {
  const { data, loading, error, refetch } = useCatalogAdmin();
  const [saveCategory] = useSaveCategory();
  const [deleteCategory] = useDeleteCategory();
  const [said, setSaid] = useState('');
  const [editingCategory, setEditingCategory] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const categories = data?.categories ?? [];
  const specifications = data?.specifications ?? [];
  const specOrder = specifications.map((s) => s.key);
  const category = categories.find((c) => c.id === editingCategory);

  const submitCategory = async (values: CategoryFormValues) => {
    setSaid('');
    const input = toCategoryInput(
      values,
      category
        ? { id: category.id, description: category.description, position: category.position }
        : undefined,
      specOrder,
    );
    const { data: saved } = await saveCategory({ variables: { input } });
    const name = saved?.saveCategory.name ?? input.name;
    setSaid(category ? t.categorySaved(name) : t.categoryAdded(name));
    setEditingCategory(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    setDeleteError(null);
    setSaid('');
    try {
      await deleteCategory({ variables: { id } });
      if (editingCategory === id) setEditingCategory(null);
      setSaid(t.categoryDeleted(name));
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
      <LiveStatus>
        {said && (
          <Text fontWeight="medium" color="green.800">
            {said}
          </Text>
        )}
      </LiveStatus>
      {loading && !data && <PageSpinner label={t.loading} />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <Stack as="section" gap="4" aria-labelledby="catalog-categories">
            <Heading as="h3" size="lg" id="catalog-categories">
              {t.categories}
            </Heading>
            {category ? (
              <CategoryForm
                key={category.id}
                title={t.editCategory(category.name)}
                submitLabel={t.saveCategory}
                editingId={category.id}
                initialValues={categoryFormValues(category, categories)}
                categories={categories}
                specifications={specifications}
                onSubmit={submitCategory}
                onCancel={() => setEditingCategory(null)}
              />
            ) : (
              <CategoryForm
                key="new"
                title={t.addCategory}
                submitLabel={t.addCategoryButton}
                initialValues={emptyCategory}
                categories={categories}
                specifications={specifications}
                onSubmit={submitCategory}
              />
            )}
            {deleteError && (
              <Text color="fg.error" role="alert">
                {deleteError}
              </Text>
            )}
            {categories.length === 0 ? (
              <Text>{t.noCategories}</Text>
            ) : (
              <CategoryList
                categories={categories}
                onEdit={(id) => {
                  setSaid('');
                  setEditingCategory(id);
                }}
                onDelete={(c) => setDeleting(c)}
              />
            )}
          </Stack>
          <SpecificationsSection specifications={specifications} onSaved={setSaid} />
        </>
      )}
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
