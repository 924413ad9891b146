import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { MAX_SEARCH_LENGTH } from '@gluegun/common';
import { graphql } from '../../../gql';

/** How long typing must pause before the box asks for suggestions. */
export const SUGGEST_DELAY_MS = 150;

export const CatalogSuggestionsQuery = graphql(`
  query CatalogSuggestions($search: String!) {
    catalogSuggestions(search: $search) {
      productId
      label
      sku
      partNumber
      imageUrl
    }
  }
`);

/** What the server would read of a typed text: trimmed, empty when it is too long to be a search. */
export function suggestionText(typed: string): string {
  const text = typed.trim();
  return text.length > MAX_SEARCH_LENGTH ? '' : text;
}

/** The suggestions for what was typed, asked once typing pauses; the last answer stays while the next loads. */
export function useSuggestions(typed: string) {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(suggestionText(typed)), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, previousData } = useQuery(CatalogSuggestionsQuery, {
    variables: { search: term },
    skip: term === '',
  });
  const answer = data ?? previousData;
  return { term, suggestions: term === '' ? [] : (answer?.catalogSuggestions ?? []) };
}
