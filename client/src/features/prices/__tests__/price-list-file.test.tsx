/**
 * A price list's entries file: downloaded with the session under the list's name; an imported file with wrong rows
 * is said (how many, which, why) in the status region with the error file to download, and nothing reloads; a good
 * file says what changed and reloads the entries.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { PriceListFile } from '../components/PriceListFile';
import { importPriceListFile, type PriceListImportReport } from '../api/priceListFile';
import { downloadWithSession, saveBlob } from '../../../lib/download';

jest.mock('../api/priceListFile', () => ({
  ...jest.requireActual('../api/priceListFile'),
  importPriceListFile: jest.fn(),
}));
jest.mock('../../../lib/download', () => ({
  ...jest.requireActual('../../../lib/download'),
  downloadWithSession: jest.fn(),
  saveBlob: jest.fn(),
}));

const none = { added: 0, changed: 0, removed: 0, unchanged: 0 };
const refused: PriceListImportReport = {
  applied: false,
  rows: 3,
  ...none,
  refused: 2,
  problems: [
    {
      row: 3,
      sku: 'GG-B',
      column: 'unit_price_cents',
      reason: 'The fixed price (in cents) must be a whole number, like 880',
    },
    { row: 4, sku: 'NOPE', column: 'sku', reason: 'No product has the SKU "NOPE"' },
  ],
  errorFile:
    '\uFEFFsku,unit_price_cents,problem\r\nGG-B,12.5,"Row 3, column unit_price_cents: The fixed price (in cents) must be a whole number, like 880"\r\n',
};
const file = (name: string) =>
  new File(['sku,unit_price_cents,percent_off_bp\nGG-A,880,'], name, { type: 'text/csv' });

function renderFile() {
  const onImported = jest.fn(() => Promise.resolve());
  render(
    <ChakraProvider value={defaultSystem}>
      <PriceListFile id="l1" name="Acme 2027" onImported={onImported} />
    </ChakraProvider>,
  );
  return onImported;
}

describe('PriceListFile', () => {
  beforeEach(() => {
    jest.mocked(importPriceListFile).mockReset();
    jest.mocked(saveBlob).mockReset();
  });

  it('downloads the entries with the session, named after the list', async () => {
    renderFile();
    await userEvent.click(screen.getByRole('button', { name: 'Download entries (CSV)' }));
    expect(downloadWithSession).toHaveBeenCalledWith('/admin/price-lists/l1/entries.csv', 'Acme 2027.csv');
  });

  it('says how many rows are wrong, lists them and offers the error file; nothing reloads', async () => {
    jest.mocked(importPriceListFile).mockResolvedValueOnce(refused);
    const onImported = renderFile();
    await userEvent.upload(
      screen.getByLabelText('Import entries (CSV)', { selector: 'input' }),
      file('acme.csv'),
    );
    const said = await screen.findByText(
      'acme.csv: 2 rows of 3 are wrong, so nothing was changed. Download the wrong rows, fix them and import the file again.',
    );
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(importPriceListFile).toHaveBeenCalledWith('l1', 'sku,unit_price_cents,percent_off_bp\nGG-A,880,');
    const rows = within(screen.getByRole('list', { name: 'Wrong rows' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'Row 3 (GG-B), column unit_price_cents: The fixed price (in cents) must be a whole number, like 880',
      'Row 4 (NOPE), column sku: No product has the SKU "NOPE"',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Download the wrong rows (CSV)' }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'Acme 2027 - wrong rows.csv');
    expect(jest.mocked(saveBlob).mock.calls[0][0].size).toBe(
      new TextEncoder().encode(refused.errorFile!).length,
    );
    expect(onImported).not.toHaveBeenCalled();
  });

  it('says what a good file changed and reloads the entries', async () => {
    jest.mocked(importPriceListFile).mockResolvedValueOnce({
      ...refused,
      applied: true,
      rows: 10_000,
      added: 9_990,
      changed: 5,
      removed: 2,
      unchanged: 5,
      refused: 0,
      problems: [],
      errorFile: null,
    });
    const onImported = renderFile();
    await userEvent.upload(
      screen.getByLabelText('Import entries (CSV)', { selector: 'input' }),
      file('acme.csv'),
    );
    const said = await screen.findByText(
      'acme.csv imported: 10,000 rows; 9,990 added, 5 changed, 2 removed, 5 unchanged.',
    );
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Download the wrong rows (CSV)' })).toBeNull();
  });

  it('says in words why a file is refused whole', async () => {
    jest
      .mocked(importPriceListFile)
      .mockRejectedValueOnce(
        new Error(
          'The header has no "sku" column. The columns are: sku, name, unit_price_cents, percent_off_bp, price_breaks',
        ),
      );
    renderFile();
    await userEvent.upload(
      screen.getByLabelText('Import entries (CSV)', { selector: 'input' }),
      file('odd.csv'),
    );
    expect(
      (await screen.findByText(/The header has no "sku" column/)).closest('[role="status"]'),
    ).not.toBeNull();
  });
});
