import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { Route, Routes } from 'react-router-dom';
import { SearchCombobox } from '../components/SearchCombobox';
import { CatalogSuggestionsQuery, SUGGEST_DELAY_MS, suggestionText } from '../api/suggestions';
import { LocationProbe, renderWithApp } from '../../../../test/render';

const SUGGESTIONS = [
  {
    __typename: 'CatalogSuggestion' as const,
    productId: 'p1',
    label: 'Hot melt glue sticks 11 mm, White',
    sku: 'GS-11-WHT',
    partNumber: 'AC 11-WHITE',
    imageUrl: '/images/a.svg',
  },
  {
    __typename: 'CatalogSuggestion' as const,
    productId: 'p2',
    label: 'ProBond 100W Industrial Glue Gun',
    sku: 'GG-100W',
    partNumber: null,
    imageUrl: '/images/b.svg',
  },
];

const mock = (search: string) => ({
  request: { query: CatalogSuggestionsQuery, variables: { search } },
  result: { data: { catalogSuggestions: SUGGESTIONS } },
});

function Box({ onSearch }: { onSearch: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Routes>
      <Route
        path="/shop"
        element={
          <SearchCombobox value={value} placeholder="Search" onChange={setValue} onSearch={onSearch} />
        }
      />
      <Route path="/product/:id" element={<LocationProbe />} />
    </Routes>
  );
}

function setup() {
  jest.useFakeTimers();
  const onSearch = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithApp(
    <MockedProvider mocks={[mock('ac 11'), mock('ac 11')]}>
      <Box onSearch={onSearch} />
    </MockedProvider>,
    { path: '/shop' },
  );
  return { onSearch, user, box: screen.getByRole('combobox') };
}

async function typeAndWait(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.type(box, text);
  await act(async () => {
    jest.advanceTimersByTime(SUGGEST_DELAY_MS + 10);
  });
  await screen.findByRole('option', { name: /Hot melt glue sticks 11 mm, White/ });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('the search box with suggestions', () => {
  it('is a collapsed combobox controlling a listbox until suggestions arrive', async () => {
    const { user, box } = setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(box.getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');
    await typeAndWait(user, box, 'ac 11');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('GS-11-WHT · Your part number AC 11-WHITE');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, box, onSearch } = setup();
    await typeAndWait(user, box, 'ac 11');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product/p2');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('closes with Escape keeping the text, and searches with what was typed on Enter when nothing is chosen', async () => {
    const { user, box, onSearch } = setup();
    await typeAndWait(user, box, 'ac 11');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('ac 11');
    // Down opens the list again at its first suggestion.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('ac 11');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('opens a suggestion by a tap', async () => {
    const { user, box } = setup();
    await typeAndWait(user, box, 'ac 11');
    fireEvent.mouseDown(screen.getAllByRole('option')[0]);
    await user.click(screen.getAllByRole('option')[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/p1');
  });

  it('asks nothing for empty or too long text', () => {
    expect(suggestionText('   ')).toBe('');
    expect(suggestionText(' GG ')).toBe('GG');
    expect(suggestionText('x'.repeat(201))).toBe('');
  });
});
