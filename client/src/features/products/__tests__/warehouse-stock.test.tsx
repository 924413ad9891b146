import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { WarehouseStockForm } from '../components/WarehouseStockForm';
import { ProductStockQuery, SetWarehouseStockMutation } from '../api/warehouseStock';
import { renderWithApp } from '../../../../test/render';

const level = (warehouseId: string, code: string, name: string, quantity: number) => ({
  __typename: 'WarehouseStockLevel' as const,
  warehouseId,
  code,
  name,
  active: true,
  quantity,
});

describe('stock per warehouse', () => {
  it("shows each warehouse's units and saves only the ones changed, then reloads the product", async () => {
    const before = [level('w1', 'MAIN', 'Main warehouse', 500), level('w2', 'NORTH', 'North warehouse', 0)];
    const after = [level('w1', 'MAIN', 'Main warehouse', 500), level('w2', 'NORTH', 'North warehouse', 120)];
    const set = jest.fn(() => ({ data: { setWarehouseStock: after } }));
    const onSaved = jest.fn(async () => undefined);
    renderWithApp(
      <MockedProvider
        mocks={[
          {
            request: { query: ProductStockQuery, variables: { productId: 'p1' } },
            result: { data: { productStock: before } },
          },
          {
            request: {
              query: SetWarehouseStockMutation,
              variables: { productId: 'p1', warehouseId: 'w2', quantity: 120 },
            },
            result: set,
          },
          {
            request: { query: ProductStockQuery, variables: { productId: 'p1' } },
            result: { data: { productStock: after } },
          },
        ]}
      >
        <WarehouseStockForm productId="p1" onSaved={onSaved} />
      </MockedProvider>,
    );
    expect(await screen.findByLabelText(/Main warehouse/)).toHaveValue('500');
    const north = screen.getByLabelText(/North warehouse/);
    await userEvent.clear(north);
    await userEvent.type(north, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock per warehouse' }));
    expect(await screen.findByText('Stock per warehouse saved')).toBeInTheDocument();
    expect(set).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalled();
  });

  it('refuses a count that is not a whole number before sending anything', async () => {
    renderWithApp(
      <MockedProvider
        mocks={[
          {
            request: { query: ProductStockQuery, variables: { productId: 'p1' } },
            result: { data: { productStock: [level('w1', 'MAIN', 'Main warehouse', 5)] } },
          },
        ]}
      >
        <WarehouseStockForm productId="p1" onSaved={async () => undefined} />
      </MockedProvider>,
    );
    const main = await screen.findByLabelText(/Main warehouse/);
    await userEvent.clear(main);
    await userEvent.type(main, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock per warehouse' }));
    expect(
      await screen.findByText('Main warehouse: enter a whole number of units, 0 or more'),
    ).toBeInTheDocument();
  });
});
