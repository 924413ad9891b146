import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CatalogCsvPanel } from '../components/CatalogCsvPanel';
import { importCatalog, type CatalogImportReport } from '../api/catalogImport';
import { downloadWithSession, saveBlob } from '../../../lib/download';

jest.mock('../api/catalogImport', () => ({ ...jest.requireActual('../api/catalogImport'), importCatalog: jest.fn() }));
jest.mock('../../../lib/download', () => ({ ...jest.requireActual('../../../lib/download'), downloadWithSession: jest.fn(), saveBlob: jest.fn() }));

const report = (refused: number): CatalogImportReport => ({
  applied: false, rows: 2, created: 1, updated: 1 - refused, unchanged: 0, refused,
  results: [
    { row: 2, sku: 'GS-1', outcome: refused ? 'refused' : 'updated', column: refused ? 'price_cents' : null, reason: refused ? 'Price must be a number' : null },
    { row: 3, sku: 'GS-2', outcome: 'created', column: null, reason: null },
  ],
});
const file = (name: string) => new File(['sku\nGS-1'], name, { type: 'text/csv' });

function renderPanel(onApplied = jest.fn()) {
  render(<ChakraProvider value={defaultSystem}><CatalogCsvPanel onApplied={onApplied} /></ChakraProvider>);
  return onApplied;
}

describe('CatalogCsvPanel', () => {
  beforeEach(() => jest.mocked(importCatalog).mockReset());

  it('downloads the catalog with the session', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Download catalog (CSV)' }));
    expect(downloadWithSession).toHaveBeenCalledWith('/admin/catalog.csv', 'catalog.csv');
  });

  it('offers the error file of the refused rows as a download', async () => {
    jest.mocked(importCatalog).mockResolvedValueOnce({ ...report(1), errorFile: 'sku,problem\r\nGS-1,"Row 2, column price_cents: Price must be a number"\r\n' });
    renderPanel();
    await userEvent.upload(screen.getByLabelText('Import catalog (CSV)', { selector: 'input' }), file('bad.csv'));
    await userEvent.click(await screen.findByRole('button', { name: 'Download the refused rows (CSV)' }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'catalog-refused-rows.csv');
    const blob = jest.mocked(saveBlob).mock.calls[0][0];
    expect(blob.size).toBeGreaterThan(20);
  });

  it('lists refused rows with their column and reason, and offers no apply', async () => {
    jest.mocked(importCatalog).mockResolvedValueOnce(report(1));
    renderPanel();
    await userEvent.upload(screen.getByLabelText('Import catalog (CSV)', { selector: 'input' }), file('bad.csv'));
    expect(await screen.findByText('bad.csv: 2 rows: 1 to create, 0 to update, 0 unchanged, 1 refused.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Refused rows' })).toHaveTextContent('Row 2 (GS-1), column price_cents: Price must be a number');
    expect(importCatalog).toHaveBeenCalledWith('sku\nGS-1', false);
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });

  it('applies a clean file whole and says what it did', async () => {
    jest.mocked(importCatalog).mockResolvedValueOnce(report(0)).mockResolvedValueOnce({ ...report(0), applied: true });
    const onApplied = renderPanel();
    await userEvent.upload(screen.getByLabelText('Import catalog (CSV)', { selector: 'input' }), file('good.csv'));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Catalog imported: 1 created, 1 updated.')).toBeInTheDocument();
    expect(importCatalog).toHaveBeenLastCalledWith('sku\nGS-1', true);
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
  });

  it('refuses a file over 5 MB before sending it', async () => {
    renderPanel();
    const big = new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Import catalog (CSV)', { selector: 'input' }), big);
    expect(await screen.findByText(/the catalog import takes files of at most 5 MB/)).toBeInTheDocument();
    expect(importCatalog).not.toHaveBeenCalled();
  });
});
