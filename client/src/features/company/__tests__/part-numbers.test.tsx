/** My company → Part numbers as a person reads it: the list, adding one, removing one and a file checked before it is imported. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import MyCompanyPage from '../components/MyCompanyPage';
import { PartNumbersPanel } from '../components/PartNumbersPanel';
import { MyCompanyQuery } from '../api/myCompany';
import { ApprovalSettingsQuery } from '../api/approvalSettings';
import { INVITATIONS_PAGE, MyInvitationsQuery } from '../api/invitations';
import {
  ImportMyPartNumbersMutation,
  MyPartNumbersQuery,
  PART_NUMBERS_PAGE,
  RemoveMyPartNumberMutation,
  SetMyPartNumberMutation,
} from '../api/partNumbers';
import { connectionPage } from '../../../../test/connectionPage';
import { myCompany } from './fixtures';

jest.mock('../../../components/toaster', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));
jest.setTimeout(60_000);

const product = (id: string, sku: string, name: string) => ({
  __typename: 'Product' as const,
  id,
  sku,
  name,
});
const clear = product('p1', 'GS-11-CLR', 'Glue stick 11 mm clear');
const black = product('p2', 'GS-20-BLK', 'Glue stick 20 mm black');
const partNumber = (id: string, number: string, p: ReturnType<typeof product>) => ({
  __typename: 'CustomerPartNumber' as const,
  id,
  partNumber: number,
  productId: p.id,
  product: p,
});
const acme4471 = partNumber('n1', 'ACME-4471', clear);
const acme9001 = partNumber('n2', 'ACME-9001', black);

/** One answer of the list (the page's first, no search); a refetch takes the next one given. */
const list = (rows: ReturnType<typeof partNumber>[], maxUsageCount = 1) =>
  connectionPage(
    MyPartNumbersQuery,
    { first: PART_NUMBERS_PAGE, after: null, search: null },
    'myPartNumberConnection',
    'CustomerPartNumberConnection',
    rows,
    { extra: { totalCount: rows.length }, maxUsageCount },
  );
const refuse = (path: string, message: string, extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError(message, { path: [path], extensions })],
});

function renderPanel(mocks: MockLink.MockedResponse[], canManage = true) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <PartNumbersPanel canManage={canManage} />
      </MockedProvider>
    </ChakraProvider>,
  );
}

/** The status region a message was announced in (the section has more than one). */
const announced = async (text: string) => {
  const message = await screen.findByText(text);
  expect(message.closest('[role="status"]')).not.toBeNull();
  return message;
};

describe('Part numbers: a company admin', () => {
  it("reads the list with the shop's SKU and item beside each number", async () => {
    renderPanel([list([acme4471, acme9001])]);
    const shown = await screen.findByRole('list', { name: 'Your part numbers' });
    const rows = within(shown).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('ACME-4471')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Shop SKU: GS-11-CLR · Glue stick 11 mm clear')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Shop SKU: GS-20-BLK · Glue stick 20 mm black')).toBeInTheDocument();
    expect(screen.getByText('2 part numbers')).toBeInTheDocument();
    expect(
      screen.queryByText('Only company admins and buyers can add or change part numbers.'),
    ).not.toBeInTheDocument();
  });

  it('shows the server\'s refusal under "Your part number" with focus there, then announces a save and reads the list again', async () => {
    const refused = jest.fn(() =>
      refuse('setMyPartNumber', 'ACME-4471 is already your number for GS-11-CLR', {
        code: 'CONFLICT',
        field: 'partNumber',
      }),
    );
    const saved = jest.fn(() => ({ data: { setMyPartNumber: acme9001 } }));
    renderPanel([
      list([acme4471]),
      {
        request: {
          query: SetMyPartNumberMutation,
          variables: { input: { product: 'GS-20-BLK', partNumber: 'ACME-4471' } },
        },
        result: refused,
      },
      {
        request: {
          query: SetMyPartNumberMutation,
          variables: { input: { product: 'GS-20-BLK', partNumber: 'ACME-9001' } },
        },
        result: saved,
      },
      list([acme9001, acme4471]),
    ]);
    await screen.findByRole('list', { name: 'Your part numbers' });
    const form = screen.getByRole('form', { name: 'Add a part number' });
    const sku = within(form).getByRole('textbox', { name: /^Shop SKU/ });
    const yours = within(form).getByRole('textbox', { name: /^Your part number/ });
    await userEvent.type(sku, ' GS-20-BLK ');
    await userEvent.type(yours, 'ACME-4471');
    await userEvent.click(within(form).getByRole('button', { name: 'Save part number' }));
    const message = await within(form).findByText('ACME-4471 is already your number for GS-11-CLR');
    expect(refused).toHaveBeenCalledTimes(1);
    expect(yours.closest('.chakra-field__root')).toContainElement(message);
    expect(sku.closest('.chakra-field__root')).not.toContainElement(message);
    expect(yours).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(yours).toHaveFocus());
    expect(yours).toHaveValue('ACME-4471');
    await userEvent.clear(yours);
    await userEvent.type(yours, 'ACME-9001');
    expect(
      within(form).queryByText('ACME-4471 is already your number for GS-11-CLR'),
    ).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save part number' }));
    await announced('Part number ACME-9001 saved for Glue stick 20 mm black (GS-20-BLK)');
    expect(saved).toHaveBeenCalledTimes(1);
    const shown = screen.getByRole('list', { name: 'Your part numbers' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(2);
    expect(within(shown).getByText('ACME-9001')).toBeInTheDocument();
    expect(screen.getByText('2 part numbers')).toBeInTheDocument();
    expect(sku).toHaveValue('');
    expect(yours).toHaveValue('');
  });

  it('checks its own rules before asking the server', async () => {
    renderPanel([list([])]);
    expect(await screen.findByText('No part numbers yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a part number' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Shop SKU/ }), 'GS-20-BLK');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Your part number/ }), 'X'.repeat(41));
    await userEvent.click(within(form).getByRole('button', { name: 'Save part number' }));
    expect(
      await within(form).findByText('Your part number is too long: at most 40 characters'),
    ).toBeInTheDocument();
  });
});

describe('Part numbers: who may change them', () => {
  const approvalSettings = {
    request: { query: ApprovalSettingsQuery },
    maxUsageCount: 10,
    result: {
      data: { myCompany: { __typename: 'Company' as const, id: 'c1', approvalRules: [], members: [] } },
    },
  };
  const noInvitationsToMe = connectionPage(
    MyInvitationsQuery,
    { first: INVITATIONS_PAGE, after: null },
    'myInvitationConnection',
    'MyInvitationConnection',
    [],
    { maxUsageCount: 10 },
  );
  /** The page as member u3 with `role` (also in the members list: the cache keeps one User u3). */
  const companyAs = (role: string) => {
    const data = myCompany('u3', 'BUYER');
    const me = {
      __typename: 'User' as const,
      id: 'u3',
      email: 'cy@acme.test',
      displayName: 'Cy',
      companyRole: role,
    };
    return {
      request: { query: MyCompanyQuery },
      maxUsageCount: 10,
      result: {
        data: {
          me: { ...data.me, companyRole: role },
          myCompany: { ...data.myCompany, members: [...data.myCompany.members, me] },
        },
      },
    };
  };
  const renderPageAs = (role: string) =>
    render(
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={[companyAs(role), approvalSettings, noInvitationsToMe, list([acme4471], 10)]}>
          <MyCompanyPage />
        </MockedProvider>
      </ChakraProvider>,
    );

  it.each(['REQUESTER', 'ACCOUNTS_PAYABLE'])('shows %s the list read-only and says why', async (role) => {
    renderPageAs(role);
    const shown = await screen.findByRole('list', { name: 'Your part numbers' });
    expect(within(shown).getByText('Shop SKU: GS-11-CLR · Glue stick 11 mm clear')).toBeInTheDocument();
    expect(
      screen.getByText('Only company admins and buyers can add or change part numbers.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a part number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save part number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove part number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Upload a file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check the file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Lines (sku,part number)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as CSV' })).toBeInTheDocument();
  });

  it('lets a buyer add, remove and upload', async () => {
    renderPageAs('BUYER');
    await screen.findByRole('list', { name: 'Your part numbers' });
    expect(screen.getByRole('form', { name: 'Add a part number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove part number ACME-4471' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Upload a file' })).toBeInTheDocument();
    expect(
      screen.queryByText('Only company admins and buyers can add or change part numbers.'),
    ).not.toBeInTheDocument();
  });
});

describe('Part numbers: Remove', () => {
  it('removes on the first click, announces it and reads the list again', async () => {
    const removed = jest.fn(() => ({ data: { removeMyPartNumber: true } }));
    renderPanel([
      list([acme4471, acme9001]),
      { request: { query: RemoveMyPartNumberMutation, variables: { productId: 'p1' } }, result: removed },
      list([acme9001]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove part number ACME-4471' }));
    await announced('Part number ACME-4471 removed');
    expect(removed).toHaveBeenCalledTimes(1);
    const shown = screen.getByRole('list', { name: 'Your part numbers' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(1);
    expect(within(shown).queryByText('ACME-4471')).not.toBeInTheDocument();
    expect(screen.getByText('1 part number')).toBeInTheDocument();
  });

  it('shows a refusal on the row it is about, and nowhere else', async () => {
    renderPanel([
      list([acme4471, acme9001]),
      {
        request: { query: RemoveMyPartNumberMutation, variables: { productId: 'p2' } },
        result: refuse('removeMyPartNumber', 'This part number was removed already: reload the list', {
          code: 'NOT_FOUND',
        }),
      },
    ]);
    const remove = await screen.findByRole('button', { name: 'Remove part number ACME-9001' });
    await userEvent.click(remove);
    const [first, second] = within(screen.getByRole('list', { name: 'Your part numbers' })).getAllByRole(
      'listitem',
    );
    const alert = await within(second).findByText('This part number was removed already: reload the list');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(within(first).queryByText(/removed already/)).not.toBeInTheDocument();
    expect(remove).toBeEnabled();
    expect(screen.getAllByText('ACME-9001')).toHaveLength(1);
  });
});

/** One line of a checked file, and the server's answer to a check (dryRun) or an import of such lines. */
const line = (
  lineNumber: number,
  sku: string,
  number: string,
  outcome: 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'ERROR',
  problem: string | null = null,
) => ({
  __typename: 'PartNumberImportLine' as const,
  lineNumber,
  sku,
  partNumber: number,
  outcome,
  problem,
  productId: outcome === 'ERROR' ? null : 'p1',
});
const answer = (dryRun: boolean, lines: ReturnType<typeof line>[], errorCsv = '') => {
  const failed = lines.filter((l) => l.outcome === 'ERROR').length;
  const count = (o: string) => (failed || dryRun ? 0 : lines.filter((l) => l.outcome === o).length);
  return {
    data: {
      importMyPartNumbers: {
        __typename: 'PartNumberImportResult' as const,
        applied: !dryRun && failed === 0,
        dryRun,
        created: count('CREATE'),
        updated: count('UPDATE'),
        unchanged: count('UNCHANGED'),
        failed,
        errorCsv,
        lines,
      },
    },
  };
};
/** The import mutation's mock for `text`, with the function that answers it (to count the calls). */
const run = (text: string, dryRun: boolean, result: object) => {
  const fn = jest.fn(() => result);
  return [
    fn,
    { request: { query: ImportMyPartNumbersMutation, variables: { text, dryRun } }, result: fn },
  ] as const;
};
const BAD = 'GS-11-CLR,ACME-4471\nNOPE-1,ACME-1';
const GOOD = 'GS-11-CLR,ACME-4471\nGS-20-BLK,ACME-9001';
const problem = 'No item has the shop SKU NOPE-1';

// jsdom has no blob: addresses (the link to the lines to fix needs one) and no Blob.arrayBuffer (reading a chosen file).
const createObjectURL = jest.fn(() => 'blob:lines-to-fix');
const revokeObjectURL = jest.fn();
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
};

describe('Part numbers: upload', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('lists a failing line with its reason, blocks Import, offers the lines to fix, forgets the verdict on an edit, then imports a clean file', async () => {
    const [badCheck, badCheckMock] = run(
      BAD,
      true,
      answer(
        true,
        [line(1, 'GS-11-CLR', 'ACME-4471', 'CREATE'), line(2, 'NOPE-1', 'ACME-1', 'ERROR', problem)],
        `line,sku,part number,problem\n2,NOPE-1,ACME-1,${problem}\n`,
      ),
    );
    const goodLines = [
      line(1, 'GS-11-CLR', 'ACME-4471', 'CREATE'),
      line(2, 'GS-20-BLK', 'ACME-9001', 'CREATE'),
    ];
    const [goodCheck, goodCheckMock] = run(GOOD, true, answer(true, goodLines));
    const [imported, importMock] = run(GOOD, false, answer(false, goodLines));
    renderPanel([list([]), badCheckMock, goodCheckMock, importMock, list([acme9001, acme4471])]);
    const form = await screen.findByRole('form', { name: 'Upload a file' });
    const lines = within(form).getByRole('textbox', { name: 'Lines (sku,part number)' });
    await userEvent.click(lines);
    await userEvent.paste(BAD);
    expect(lines).toHaveValue(BAD);
    await userEvent.click(within(form).getByRole('button', { name: 'Check the file' }));
    await announced('1 line cannot be imported: fix it and check the file again. Nothing was saved.');
    expect(badCheck).toHaveBeenCalledTimes(1);
    const checked = within(form).getByRole('list', { name: 'Checked lines' });
    const failing = within(checked).getByRole('listitem', { name: 'Line 2: Cannot be imported' });
    expect(within(failing).getByText('Line 2: NOPE-1 → ACME-1')).toBeInTheDocument();
    expect(within(failing).getByText(problem)).toBeInTheDocument();
    expect(within(checked).getByRole('listitem', { name: 'Line 1: Will be added' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(
      within(form).getByText('Fix the lines that cannot be imported, then check the file again.'),
    ).toBeInTheDocument();
    const toFix = within(form).getByRole('link', { name: 'Download the lines to fix' });
    expect(toFix).toHaveAttribute('href', 'blob:lines-to-fix');
    expect(toFix).toHaveAttribute('download', 'part-numbers-to-fix.csv');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    // The person fixes the file: what was checked says nothing about the new text.
    await userEvent.clear(lines);
    await userEvent.click(lines);
    await userEvent.paste(GOOD);
    expect(within(form).queryByRole('list', { name: 'Checked lines' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('link', { name: 'Download the lines to fix' })).not.toBeInTheDocument();
    expect(screen.queryByText(/cannot be imported: fix it/)).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:lines-to-fix');
    await userEvent.click(within(form).getByRole('button', { name: 'Check the file' }));
    await announced('2 lines are ready to import');
    expect(goodCheck).toHaveBeenCalledTimes(1);
    expect(within(form).queryByRole('link', { name: 'Download the lines to fix' })).not.toBeInTheDocument();
    const importButton = within(form).getByRole('button', { name: 'Import' });
    expect(importButton).toBeEnabled();
    await userEvent.click(importButton);
    await announced('Imported: 2 added, 0 changed, 0 unchanged');
    expect(imported).toHaveBeenCalledTimes(1);
    expect(lines).toHaveValue('');
    expect(within(form).queryByRole('list', { name: 'Checked lines' })).not.toBeInTheDocument();
    const shown = await screen.findByRole('list', { name: 'Your part numbers' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(2);
  });

  it('checks a chosen file at once', async () => {
    const [check, checkMock] = run(
      GOOD,
      true,
      answer(true, [
        line(1, 'GS-11-CLR', 'ACME-4471', 'UNCHANGED'),
        line(2, 'GS-20-BLK', 'ACME-9001', 'UPDATE'),
      ]),
    );
    renderPanel([list([]), checkMock]);
    const form = await screen.findByRole('form', { name: 'Upload a file' });
    await userEvent.upload(
      within(form).getByLabelText('Choose a file', { selector: 'input' }),
      new File([GOOD], 'numbers.csv', { type: 'text/csv' }),
    );
    await announced('2 lines are ready to import');
    expect(check).toHaveBeenCalledTimes(1);
    expect(within(form).getByRole('textbox', { name: 'Lines (sku,part number)' })).toHaveValue(GOOD);
    expect(
      within(form).getByRole('listitem', { name: 'Line 2: Will change the number' }),
    ).toBeInTheDocument();
  });

  it('shows a refusal of the text under the lines, with focus there', async () => {
    const [, refusedMock] = run(
      'x',
      true,
      refuse('importMyPartNumbers', 'The file is empty: write one line per item', {
        code: 'BAD_USER_INPUT',
        field: 'text',
      }),
    );
    renderPanel([list([]), refusedMock]);
    const form = await screen.findByRole('form', { name: 'Upload a file' });
    const lines = within(form).getByRole('textbox', { name: 'Lines (sku,part number)' });
    await userEvent.type(lines, 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Check the file' }));
    const message = await within(form).findByText('The file is empty: write one line per item');
    expect(lines.closest('.chakra-field__root')).toContainElement(message);
    expect(lines).toHaveAttribute('aria-invalid', 'true');
    expect(lines).toHaveFocus();
  });
});
