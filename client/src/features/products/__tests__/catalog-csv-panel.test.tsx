import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { CatalogCsvPanel } from '../components/CatalogCsvPanel';
import { CatalogImportJobStatus } from '../components/CatalogImportJobStatus';
import { importCatalog, type CatalogImportReport } from '../api/catalogImport';
import { downloadWithSession, saveBlob } from '../../../lib/download';
import { startCatalogImportJob, useCatalogImportJob } from '../api/catalogImportJob';

jest.mock('../api/catalogImport', () => ({
  ...jest.requireActual('../api/catalogImport'),
  importCatalog: jest.fn(),
}));
jest.mock('../api/catalogImportJob', () => ({
  ...jest.requireActual('../api/catalogImportJob'),
  startCatalogImportJob: jest.fn(),
  useCatalogImportJob: jest.fn(),
}));
jest.mock('../../../lib/download', () => ({
  ...jest.requireActual('../../../lib/download'),
  downloadWithSession: jest.fn(),
  saveBlob: jest.fn(),
}));

const report = (refused: number): CatalogImportReport => ({
  applied: false,
  rows: 2,
  created: 1,
  updated: 1 - refused,
  unchanged: 0,
  refused,
  results: [
    {
      row: 2,
      sku: 'GS-1',
      outcome: refused ? 'refused' : 'updated',
      column: refused ? 'price_cents' : null,
      reason: refused ? 'Price must be a number' : null,
    },
    { row: 3, sku: 'GS-2', outcome: 'created', column: null, reason: null },
  ],
});
const file = (name: string) => new File(['sku\nGS-1'], name, { type: 'text/csv' });

function renderPanel(onApplied = jest.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <CatalogCsvPanel onApplied={onApplied} />
    </ChakraProvider>,
  );
  return onApplied;
}

describe('CatalogCsvPanel', () => {
  beforeEach(() => {
    jest.mocked(importCatalog).mockReset();
    jest.mocked(startCatalogImportJob).mockReset();
  });

  it('downloads the catalog with the session', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Download catalog (CSV)' }));
    expect(downloadWithSession).toHaveBeenCalledWith('/admin/catalog.csv', 'catalog.csv');
  });

  it('offers the error file of the refused rows as a download', async () => {
    jest.mocked(importCatalog).mockResolvedValueOnce({
      ...report(1),
      errorFile: 'sku,problem\r\nGS-1,"Row 2, column price_cents: Price must be a number"\r\n',
    });
    renderPanel();
    await userEvent.upload(
      screen.getByLabelText('Import catalog (CSV)', { selector: 'input' }),
      file('bad.csv'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download the refused rows (CSV)' }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'catalog-refused-rows.csv');
    const blob = jest.mocked(saveBlob).mock.calls[0][0];
    expect(blob.size).toBeGreaterThan(20);
  });

  it('lists refused rows with their column and reason, and offers no apply', async () => {
    jest.mocked(importCatalog).mockResolvedValueOnce(report(1));
    renderPanel();
    await userEvent.upload(
      screen.getByLabelText('Import catalog (CSV)', { selector: 'input' }),
      file('bad.csv'),
    );
    expect(
      await screen.findByText('bad.csv: 2 rows: 1 to create, 0 to update, 0 unchanged, 1 refused.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Refused rows' })).toHaveTextContent(
      'Row 2 (GS-1), column price_cents: Price must be a number',
    );
    expect(importCatalog).toHaveBeenCalledWith('sku\nGS-1', false);
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });

  it('applies a clean file whole and says what it did', async () => {
    jest
      .mocked(importCatalog)
      .mockResolvedValueOnce(report(0))
      .mockResolvedValueOnce({ ...report(0), applied: true });
    const onApplied = renderPanel();
    await userEvent.upload(
      screen.getByLabelText('Import catalog (CSV)', { selector: 'input' }),
      file('good.csv'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Catalog imported: 1 created, 1 updated.')).toBeInTheDocument();
    expect(importCatalog).toHaveBeenLastCalledWith('sku\nGS-1', true);
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
  });

  it('sends a file over 5 MB as a background job and shows its progress', async () => {
    jest.mocked(startCatalogImportJob).mockResolvedValueOnce('job-1');
    const job = {
      id: 'job-1',
      status: 'CHECKING',
      fileName: 'big.csv',
      rowsTotal: 100_000,
      rowsChecked: 3000,
      rowsWritten: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      refused: 0,
      errorFile: null as string | null,
      message: null as string | null,
    };
    jest.mocked(useCatalogImportJob).mockReturnValue({ job, error: undefined } as never);
    const onApplied = renderPanel();
    const big = new File(['sku\n'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText('Import catalog (CSV)', { selector: 'input' }), big);
    expect(await screen.findByText('Checking rows: 3,000 of 100,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('value', '3000');
    expect(startCatalogImportJob).toHaveBeenCalledWith(big);
    expect(importCatalog).not.toHaveBeenCalled();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('a refused job says so and offers its error file; a finished one refreshes the list', async () => {
    const base = {
      id: 'job-2',
      fileName: 'big.csv',
      rowsTotal: 10,
      rowsChecked: 10,
      rowsWritten: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      refused: 1,
    };
    jest.mocked(useCatalogImportJob).mockReturnValue({
      job: {
        ...base,
        status: 'REFUSED',
        errorFile: 'sku,problem\r\n',
        message: '1 row was refused: nothing was written',
      },
      error: undefined,
    } as never);
    const onApplied = jest.fn();
    const { rerender } = render(
      <ChakraProvider value={defaultSystem}>
        <CatalogImportJobStatus id="job-2" onApplied={onApplied} />
      </ChakraProvider>,
    );
    expect(screen.getByText('1 row was refused: nothing was written')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download the refused rows (CSV)' }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'catalog-refused-rows.csv');
    jest.mocked(useCatalogImportJob).mockReturnValue({
      job: {
        ...base,
        status: 'DONE',
        refused: 0,
        created: 10,
        rowsWritten: 10,
        errorFile: null,
        message: null,
      },
      error: undefined,
    } as never);
    rerender(
      <ChakraProvider value={defaultSystem}>
        <CatalogImportJobStatus id="job-2" onApplied={onApplied} />
      </ChakraProvider>,
    );
    expect(screen.getByText('Catalog imported: 10 created, 0 updated.')).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over 60 MB before sending it', async () => {
    renderPanel();
    const huge = new File(['sku\n'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: 61 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Import catalog (CSV)', { selector: 'input' }), huge);
    expect(await screen.findByText(/the catalog import takes files of at most 60 MB/)).toBeInTheDocument();
    expect(importCatalog).not.toHaveBeenCalled();
    expect(startCatalogImportJob).not.toHaveBeenCalled();
  });
});
