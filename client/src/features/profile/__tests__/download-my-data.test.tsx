import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { DownloadMyData } from '../components/DownloadMyData';
import { MyPersonalDataQuery, personalDataFileName } from '../api/personalData';

const json = JSON.stringify({
  profile: { email: 'buyer@gluegun.test' },
  orders: [{ id: 'o1', totalCents: 12_500 }],
});
let saved: { blob: Blob; name: string }[];

beforeEach(() => {
  saved = [];
  let last: Blob | null = null;
  // jsdom has no object URLs and does not download: the file handed to the link is what the buyer would get.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: jest.fn((b: Blob) => {
      last = b;
      return 'blob:my-data';
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: last!, name: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

function renderWith(mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <DownloadMyData />
      </MockedProvider>
    </ChakraProvider>,
  );
}

it('downloads everything the shop holds about the buyer as one JSON file named by the day', async () => {
  renderWith([{ request: { query: MyPersonalDataQuery }, result: { data: { myPersonalData: json } } }]);
  expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText('Your data is downloaded.')).toBeInTheDocument();
  expect(saved).toHaveLength(1);
  expect(saved[0].name).toMatch(/^my-gluegun-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(saved[0].blob.type).toBe('application/json');
  expect(JSON.parse(await readText(saved[0].blob))).toEqual(JSON.parse(json));
});

it('names the file by the UTC day it was taken', () => {
  expect(personalDataFileName(new Date('2026-03-04T23:59:00Z'))).toBe('my-gluegun-data-2026-03-04.json');
});

it('says so in words when the download fails, and saves nothing', async () => {
  const refused = new GraphQLError('Sign in to continue', {
    path: ['myPersonalData'],
    extensions: { code: 'UNAUTHENTICATED' },
  });
  renderWith([{ request: { query: MyPersonalDataQuery }, result: { errors: [refused] } }]);
  await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText('Could not download your data')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled());
  expect(saved).toHaveLength(0);
  expect(screen.queryByText('Your data is downloaded.')).not.toBeInTheDocument();
});
