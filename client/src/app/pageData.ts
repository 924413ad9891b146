/**
 * What the first render of a pre-rendered page asks the API for, for a visitor without a session
 * (the shop's first page comes with its HTML, so its first picture, the largest paint on a phone, does not wait
 * for the app's JavaScript and then a query). The server runs these queries itself, and the page is rendered
 * (prerender.tsx) with their answers in Apollo's cache; that cache goes to the browser with the page, so the
 * app's first render reads the same answers and hydrates the HTML without a difference or a request.
 * Each page's variables come from the same functions its components use. `null`: an address whose answer the
 * server does not render (a search, another page of the grid): the page is sent as built, in its loading state.
 * A category page is rendered for every filter its address holds (decision 132): the products, breadcrumbs and
 * filters are its first paint on a phone.
 */
import type { DocumentNode } from 'graphql';
import { matchPath } from 'react-router-dom';
import { HomeProductsQuery, homeProductsVariables } from '../features/home/api/homeProducts';
import { HomeReviewsQuery, homeReviewsVariables } from '../features/home/api/homeReviews';
import { ShopProductsQuery, shopParams, shopVariables } from '../features/shop/api/products';
import {
  categoryListingVariables,
  CategoryListingQuery,
  CategoryQuery,
} from '../features/catalog/api/catalog';
import { catalogFilter, parseCatalogQuery } from '../features/catalog/catalogQuery';

export interface PageQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
}

const HOME: PageQuery[] = [
  { query: HomeProductsQuery, variables: homeProductsVariables },
  { query: HomeReviewsQuery, variables: homeReviewsVariables },
];

export function pageQueries(path: string, search: URLSearchParams): PageQuery[] | null {
  switch (path) {
    case '/':
    case '/home':
      return HOME;
    case '/shop': {
      const { search: name, page } = shopParams(search);
      return name || page !== 1 ? null : [{ query: ShopProductsQuery, variables: shopVariables(name, page) }];
    }
    default: {
      // The slug as the page's useParams reads it (decoded).
      const slug = matchPath('/category/:slug', path)?.params.slug;
      if (!slug) return null;
      const query = parseCatalogQuery(search);
      return [
        { query: CategoryQuery, variables: { slug } },
        {
          query: CategoryListingQuery,
          variables: categoryListingVariables(catalogFilter(slug, query), query.page),
        },
      ];
    }
  }
}
