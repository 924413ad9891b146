import {
  categoryFormValues,
  emptyCategory,
  emptySpecification,
  specificationFormValues,
  splitChoices,
  toCategoryInput,
  toSpecificationInput,
  validateCategory,
  validateSpecification,
} from '../admin/catalogAdminForms';
import { flattenTree, selfAndBelow } from '../../../lib/categoryTree';

const tree = [
  { id: '1', slug: 'glue-guns', name: 'Glue guns', parentId: null },
  { id: '4', slug: 'glue-sticks', name: 'Glue sticks', parentId: null },
  { id: '2', slug: 'pro-guns', name: 'Professional guns', parentId: '1' },
  { id: '3', slug: 'cordless', name: 'Cordless', parentId: '2' },
  { id: '5', slug: 'craft-guns', name: 'Craft guns', parentId: '1' },
];

describe('category form -> saveCategory input', () => {
  it('a new top-level category: trimmed, no id, no parent, no filters', () => {
    expect(toCategoryInput({ ...emptyCategory, name: ' Safety gear ', slug: 'safety-gear ' })).toEqual({
      name: 'Safety gear',
      slug: 'safety-gear',
      parentSlug: null,
      filterKeys: [],
    });
  });

  it("a parent by slug and filters in the specifications' order, each once", () => {
    expect(
      toCategoryInput(
        {
          name: 'Cordless',
          slug: 'cordless',
          parentSlug: 'pro-guns',
          filterKeys: ['wattage', 'stick-diameter', 'wattage'],
        },
        undefined,
        ['stick-diameter', 'power-source', 'wattage'],
      ),
    ).toEqual({
      name: 'Cordless',
      slug: 'cordless',
      parentSlug: 'pro-guns',
      filterKeys: ['stick-diameter', 'wattage'],
    });
  });

  it('an edit sends the id and keeps the description and position the form does not show', () => {
    expect(
      toCategoryInput(
        { name: 'Pro', slug: 'pro-guns', parentSlug: '', filterKeys: [] },
        { id: '2', description: 'For workshops', position: 3 },
      ),
    ).toEqual({
      id: '2',
      description: 'For workshops',
      position: 3,
      name: 'Pro',
      slug: 'pro-guns',
      parentSlug: null,
      filterKeys: [],
    });
  });

  it('fills the form from a category, its parent named by slug', () => {
    const category = {
      id: '3',
      slug: 'cordless',
      name: 'Cordless',
      description: '',
      parentId: '2',
      position: 0,
      filters: [{ key: 'wattage' }],
    };
    expect(categoryFormValues(category, tree)).toEqual({
      name: 'Cordless',
      slug: 'cordless',
      parentSlug: 'pro-guns',
      filterKeys: ['wattage'],
    });
    expect(categoryFormValues({ ...category, parentId: null }, tree).parentSlug).toBe('');
  });

  it('asks for a name and an address of lower-case words joined by hyphens', () => {
    expect(validateCategory(emptyCategory)).toEqual({ name: 'Write the name', slug: 'Write the address' });
    expect(validateCategory({ ...emptyCategory, name: 'Safety gear', slug: 'Safety gear' }).slug).toMatch(
      /lower-case letters/,
    );
    expect(validateCategory({ ...emptyCategory, name: 'Safety gear', slug: 'safety-gear' })).toEqual({});
  });
});

describe('category tree', () => {
  it('lists each category right after its parent, with its depth', () => {
    expect(flattenTree(tree).map(({ category, depth }) => `${depth}:${category.slug}`)).toEqual([
      '0:glue-guns',
      '1:pro-guns',
      '2:cordless',
      '1:craft-guns',
      '0:glue-sticks',
    ]);
  });

  it('a category cannot go under itself or below it', () => {
    expect([...selfAndBelow(tree, '1')].sort()).toEqual(['1', '2', '3', '5']);
    expect([...selfAndBelow(tree, '3')]).toEqual(['3']);
  });
});

describe('specification form -> saveSpecification input', () => {
  it('a number keeps its unit and sends no choices', () => {
    expect(
      toSpecificationInput({
        key: 'wattage',
        name: ' Wattage ',
        kind: 'NUMBER',
        unit: ' W ',
        choices: 'Mains',
      }),
    ).toEqual({
      key: 'wattage',
      name: 'Wattage',
      kind: 'NUMBER',
      unit: 'W',
      choices: [],
    });
  });

  it('a choice splits its comma-separated values and sends no unit; an edit keeps the position', () => {
    expect(
      toSpecificationInput(
        {
          key: 'power-source',
          name: 'Power source',
          kind: 'CHOICE',
          unit: 'V',
          choices: 'Mains, Battery,, Mains ,Gas',
        },
        2,
      ),
    ).toEqual({
      key: 'power-source',
      name: 'Power source',
      kind: 'CHOICE',
      unit: null,
      choices: ['Mains', 'Battery', 'Gas'],
      position: 2,
    });
  });

  it('text has neither unit nor choices; an empty unit is none', () => {
    expect(
      toSpecificationInput({ key: 'colour', name: 'Colour', kind: 'TEXT', unit: 'mm', choices: 'a' }),
    ).toMatchObject({ unit: null, choices: [] });
    expect(
      toSpecificationInput({ ...emptySpecification, key: 'weight', name: 'Weight', unit: ' ' }).unit,
    ).toBeNull();
  });

  it('fills the form from a specification, choices joined by commas', () => {
    expect(
      specificationFormValues({
        key: 'power-source',
        name: 'Power source',
        kind: 'CHOICE',
        unit: null,
        choices: ['Mains', 'Battery'],
      }),
    ).toEqual({
      key: 'power-source',
      name: 'Power source',
      kind: 'CHOICE',
      unit: '',
      choices: 'Mains, Battery',
    });
    expect(splitChoices(' , ')).toEqual([]);
  });

  it('a choice needs a value to choose', () => {
    expect(
      validateSpecification({
        key: 'power-source',
        name: 'Power source',
        kind: 'CHOICE',
        unit: '',
        choices: ' , ',
      }),
    ).toEqual({ choices: 'Write at least one choice' });
    expect(validateSpecification({ ...emptySpecification, key: 'Stick Diameter', name: 'x' }).key).toMatch(
      /stick-diameter/,
    );
  });
});
