import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** One purchase order with everything its invoice shows (its buyer or an admin), seller and remittance as the PDF prints them. */
export const PurchaseOrderQuery = graphql(`
  query PurchaseOrder($id: ID!) {
    purchaseOrder(id: $id) {
      id
      orderNumber
      invoiceNumber
      poNumber
      buyerReference
      buyerName
      buyerEmail
      companyName
      billToName
      billToTaxId
      billToAddress
      orderedBy
      addressLine1
      addressLine2
      city
      region
      postalCode
      country
      shipToLocationId
      shipToLocationLabel
      contactPhone
      notes
      issuedAt
      dueAt
      termsDays
      requestedDeliveryOn
      promisedDeliveryOn
      promisedLate
      subtotalCents
      freightCents
      freightPending
      shippingMethodName
      taxCents
      totalCents
      creditedCents
      paidCents
      receivedCents
      givenBackCents
      balanceCents
      tax {
        label
        exemptionCertificate
      }
      paymentStatus
      daysOverdue
      fulfilmentStatus
      lines {
        id
        productName
        sku
        customerPartNumber
        quantity
        unitPriceCents
        lineTotalCents
        backorderedQuantity
        backorderText
        requestedDeliveryOn
        promisedDeliveryOn
      }
      payments {
        id
        amountCents
        receivedOn
        reference
      }
      seller {
        name
        addressLines
        email
        taxId
      }
      remittance {
        accountName
        bankName
        iban
        bic
        routingNumber
        accountNumber
        instructions
        paymentReference
      }
    }
  }
`);

export function usePurchaseOrder(id: string) {
  return useQuery(PurchaseOrderQuery, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
}
