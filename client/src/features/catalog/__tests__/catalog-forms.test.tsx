/**
 * The catalog's forms show the server's refusal under the field it names (an address taken, a kind that cannot
 * change) and the form's own checks before anything is sent.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CategoryForm } from '../admin/CategoryForm';
import { SpecificationForm } from '../admin/SpecificationForm';
import { emptyCategory, specificationFormValues } from '../admin/catalogAdminForms';

jest.setTimeout(60_000);
// jsdom lays nothing out: an edit form's scroll into view is a no-op here.
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: jest.fn() });
});
afterAll(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

const refusal = (message: string, code: string, field: string) =>
  new CombinedGraphQLErrors({
    errors: [new GraphQLError(message, { path: ['x'], extensions: { code, field } })],
  });

const categories = [
  { id: '1', slug: 'glue-guns', name: 'Glue guns', parentId: null },
  { id: '2', slug: 'pro-guns', name: 'Professional guns', parentId: '1' },
];

describe('catalog forms', () => {
  it('a taken address is refused under Address; nothing is sent without a name', async () => {
    const submit = jest
      .fn()
      .mockRejectedValueOnce(
        refusal('The address glue-guns is already used by Glue guns', 'CONFLICT', 'slug'),
      );
    render(
      <ChakraProvider value={defaultSystem}>
        <CategoryForm
          title="Add a category"
          submitLabel="Add category"
          initialValues={emptyCategory}
          categories={categories}
          specifications={[{ key: 'wattage', name: 'Wattage' }]}
          onSubmit={submit}
        />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Write the name')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Name/), 'Guns');
    await user.type(screen.getByLabelText(/^Address/), 'glue-guns');
    await user.selectOptions(screen.getByLabelText('Parent'), 'pro-guns');
    await user.click(screen.getByRole('checkbox', { name: 'Wattage' }));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({
        name: 'Guns',
        slug: 'glue-guns',
        parentSlug: 'pro-guns',
        filterKeys: ['wattage'],
      }),
    );
    const message = await screen.findByText('The address glue-guns is already used by Glue guns');
    expect(screen.getByLabelText(/^Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Address/).closest('[role="group"]')).toContainElement(message);
  });

  it('editing a category does not offer it, or those below it, as its parent', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <CategoryForm
          title="Edit Glue guns"
          submitLabel="Save category"
          editingId="1"
          categories={categories}
          specifications={[]}
          initialValues={{ ...emptyCategory, name: 'Glue guns', slug: 'glue-guns' }}
          onSubmit={jest.fn()}
        />
      </ChakraProvider>,
    );
    const options = [...(screen.getByLabelText('Parent') as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual(['None (top level)']);
  });

  it('a kind products use is refused under Kind', async () => {
    const submit = jest
      .fn()
      .mockRejectedValueOnce(
        refusal('Wattage has values on products: its kind stays NUMBER', 'CONFLICT', 'kind'),
      );
    render(
      <ChakraProvider value={defaultSystem}>
        <SpecificationForm
          title="Edit Wattage"
          submitLabel="Save specification"
          editing
          initialValues={specificationFormValues({
            key: 'wattage',
            name: 'Wattage',
            kind: 'NUMBER',
            unit: 'W',
            choices: [],
          })}
          onSubmit={submit}
        />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind'), 'TEXT');
    await user.click(screen.getByRole('button', { name: 'Save specification' }));
    expect(
      await screen.findByText('Wattage has values on products: its kind stays NUMBER'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Kind')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Kind').closest('[role="group"]')).toHaveTextContent(
      'Wattage has values on products',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
