/**
 * The dashboard's catalog forms: values from what the server has and the mutation's input from what was typed.
 * Pure, so the mapping is tested without a browser.
 */
import { catalogAdminCopy as t } from '../../../lib/catalogAdminCopy';

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CategoryFormValues {
  name: string;
  slug: string;
  /** The parent's slug; '' for a top-level category. */
  parentSlug: string;
  filterKeys: string[];
}

export const emptyCategory: CategoryFormValues = { name: '', slug: '', parentSlug: '', filterKeys: [] };

interface KnownCategory {
  id: string;
  slug: string;
  name: string;
  description: string;
  parentId?: string | null;
  position: number;
  filters: readonly { key: string }[];
}

/** The form filled with a category, its parent named by slug. */
export function categoryFormValues(
  category: KnownCategory,
  all: readonly { id: string; slug: string }[],
): CategoryFormValues {
  return {
    name: category.name,
    slug: category.slug,
    parentSlug: all.find((c) => c.id === category.parentId)?.slug ?? '',
    filterKeys: category.filters.map((f) => f.key),
  };
}

/**
 * saveCategory's input: trimmed, no parent for '', filters in the specifications' order. An edit sends the id and
 * keeps the description and position the form does not show.
 */
export function toCategoryInput(
  values: CategoryFormValues,
  editing?: { id: string; description: string; position: number },
  specOrder: readonly string[] = [],
) {
  const order = (k: string) => {
    const i = specOrder.indexOf(k);
    return i < 0 ? specOrder.length : i;
  };
  const filterKeys = [...new Set(values.filterKeys)].sort((a, b) => order(a) - order(b));
  return {
    ...(editing ? { id: editing.id, description: editing.description, position: editing.position } : {}),
    name: values.name.trim(),
    slug: values.slug.trim(),
    parentSlug: values.parentSlug === '' ? null : values.parentSlug,
    filterKeys,
  };
}

export function validateCategory(
  values: CategoryFormValues,
): Partial<Record<keyof CategoryFormValues, string>> {
  const errors: Partial<Record<keyof CategoryFormValues, string>> = {};
  if (!values.name.trim()) errors.name = t.required(t.name);
  if (!values.slug.trim()) errors.slug = t.required(t.address);
  else if (!SLUG.test(values.slug.trim())) errors.slug = t.slugShape;
  return errors;
}

/** The server's field names to the category form's. */
export const CATEGORY_FIELD_OF = {
  name: 'name',
  slug: 'slug',
  parentSlug: 'parentSlug',
  filterKeys: 'filterKeys',
} as const;

export type SpecKindName = 'NUMBER' | 'CHOICE' | 'TEXT';

export interface SpecificationFormValues {
  key: string;
  name: string;
  kind: SpecKindName;
  unit: string;
  /** Comma-separated. */
  choices: string;
}

export const emptySpecification: SpecificationFormValues = {
  key: '',
  name: '',
  kind: 'NUMBER',
  unit: '',
  choices: '',
};

export function specificationFormValues(spec: {
  key: string;
  name: string;
  kind: SpecKindName;
  unit?: string | null;
  choices: readonly string[];
}): SpecificationFormValues {
  return {
    key: spec.key,
    name: spec.name,
    kind: spec.kind,
    unit: spec.unit ?? '',
    choices: spec.choices.join(', '),
  };
}

/** The comma-separated choices as a list: trimmed, empty ones and repeats left out. */
export function splitChoices(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
}

/** saveSpecification's input: a unit only for NUMBER, choices only for CHOICE; an edit keeps the position. */
export function toSpecificationInput(values: SpecificationFormValues, position?: number) {
  return {
    key: values.key.trim(),
    name: values.name.trim(),
    kind: values.kind,
    unit: values.kind === 'NUMBER' && values.unit.trim() ? values.unit.trim() : null,
    choices: values.kind === 'CHOICE' ? splitChoices(values.choices) : [],
    ...(position === undefined ? {} : { position }),
  };
}

export function validateSpecification(
  values: SpecificationFormValues,
): Partial<Record<keyof SpecificationFormValues, string>> {
  const errors: Partial<Record<keyof SpecificationFormValues, string>> = {};
  if (!values.key.trim()) errors.key = t.required(t.key);
  else if (!SLUG.test(values.key.trim())) errors.key = t.slugShape.replace('glue-sticks', 'stick-diameter');
  if (!values.name.trim()) errors.name = t.required(t.name);
  if (values.kind === 'CHOICE' && splitChoices(values.choices).length === 0) errors.choices = t.choicesNeeded;
  return errors;
}

export const SPECIFICATION_FIELD_OF = {
  key: 'key',
  name: 'name',
  kind: 'kind',
  unit: 'unit',
  choices: 'choices',
} as const;

/** Editing: the key is shown, not typed, so a refusal of it shows above the button. */
export const SPECIFICATION_EDIT_FIELD_OF = {
  name: 'name',
  kind: 'kind',
  unit: 'unit',
  choices: 'choices',
} as const;
