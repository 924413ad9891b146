import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { packingInput, packingValues, packsOf } from '../components/productPackingForm';
import { ProductPackingForm } from '../components/ProductPackingForm';
import {
  ProductPackingQuery,
  SetProductPackingMutation,
  SetProductVariantMutation,
} from '../api/productPacking';
import { renderWithApp } from '../../../../test/render';

describe("the packing form's values", () => {
  it('reads pack lines as names and unit counts, and leaves out what is empty', () => {
    expect(packsOf('Case of 250, 250\n\n Box of 25 ,25 \nPallet of 5,000, 5000')).toEqual([
      { name: 'Case of 250', baseUnits: 250 },
      { name: 'Box of 25', baseUnits: 25 },
      { name: 'Pallet of 5,000', baseUnits: 5000 },
    ]);
    expect(packsOf('Case')).toEqual([{ name: 'Case', baseUnits: -1 }]);
    const values = packingValues({
      options: [],
      packSizes: [
        { name: 'Each', baseUnits: 1 },
        { name: 'Box of 10', baseUnits: 10 },
      ],
      weightGrams: 450,
      dimensions: null,
    });
    expect(values).toMatchObject({ familyId: '', packs: 'Box of 10, 10', weightGrams: '450', lengthMm: '' });
    expect(packingInput(values)).toEqual({
      packSizes: [{ name: 'Box of 10', baseUnits: 10 }],
      weightGrams: 450,
      dimensions: null,
    });
  });
});

describe('the packing form', () => {
  const product = {
    __typename: 'Product' as const,
    id: 'p1',
    version: 3,
    family: null,
    options: [],
    packSizes: [{ __typename: 'PackSize' as const, name: 'Each', baseUnits: 1 }],
    weightGrams: null,
    leadTimeDays: 2,
    dimensions: null,
  };
  const families = [
    {
      __typename: 'ProductFamily' as const,
      id: 'f1',
      name: 'Glue sticks',
      optionNames: ['Diameter', 'Colour'],
    },
  ];

  it('makes the product a variant with a value per option and saves its packs and weight', async () => {
    const variant = jest.fn(() => ({
      data: {
        setProductVariant: {
          __typename: 'Product' as const,
          id: 'p1',
          version: 4,
          family: { __typename: 'ProductFamily' as const, id: 'f1' },
          options: [],
        },
      },
    }));
    const packing = jest.fn(() => ({
      data: {
        setProductPacking: {
          __typename: 'Product' as const,
          id: 'p1',
          version: 5,
          packSizes: [],
          weightGrams: 1000,
          leadTimeDays: 4,
          dimensions: null,
        },
      },
    }));
    const onSaved = jest.fn(async () => undefined);
    renderWithApp(
      <MockedProvider
        mocks={[
          {
            request: { query: ProductPackingQuery, variables: { id: 'p1' } },
            result: { data: { product, productFamilies: families } },
          },
          {
            request: {
              query: SetProductVariantMutation,
              variables: { productId: 'p1', familyId: 'f1', optionValues: ['11 mm', 'Clear'] },
            },
            result: variant,
          },
          {
            request: {
              query: SetProductPackingMutation,
              variables: {
                productId: 'p1',
                input: {
                  packSizes: [{ name: 'Case of 25', baseUnits: 25 }],
                  weightGrams: 1000,
                  dimensions: null,
                  leadTimeDays: 4,
                },
              },
            },
            result: packing,
          },
        ]}
      >
        <ProductPackingForm productId="p1" onSaved={onSaved} />
      </MockedProvider>,
    );
    await userEvent.selectOptions(await screen.findByLabelText('Family'), 'Glue sticks');
    await userEvent.type(screen.getByLabelText('Diameter'), '11 mm');
    await userEvent.type(screen.getByLabelText('Colour'), 'Clear');
    await userEvent.type(screen.getByLabelText(/Pack sizes/), 'Case of 25, 25');
    await userEvent.type(screen.getByLabelText('Weight of one unit (g)'), '1000');
    await userEvent.clear(screen.getByLabelText(/^Lead time in working days/));
    await userEvent.type(screen.getByLabelText(/^Lead time in working days/), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save variant and packing' }));
    expect(await screen.findByText('Variant and packing saved')).toBeInTheDocument();
    expect(variant).toHaveBeenCalled();
    expect(packing).toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalled();
  });
});
