import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Checks a pasted or uploaded `sku,quantity` file on the server, line by line. Changes nothing. */
export const QuickOrderPreviewQuery = graphql(`
  query QuickOrderPreview($text: String!) {
    quickOrderPreview(text: $text) {
      okCount
      failedCount
      totalUnits
      totalCents
      failedLinesCsv
      lines {
        lineNumber
        reference
        quantityText
        quantity
        unitPriceCents
        lineTotalCents
        nudge
        roundUpTo
        ok
        priceBreak {
          minQuantity
          unitPriceCents
        }
        nextBreak {
          minQuantity
          unitPriceCents
          addUnits
        }
        problems {
          code
          message
        }
        product {
          id
          sku
          name
        }
      }
    }
  }
`);

export function useQuickOrderPreview() {
  return useLazyQuery(QuickOrderPreviewQuery, { fetchPolicy: 'network-only' });
}
