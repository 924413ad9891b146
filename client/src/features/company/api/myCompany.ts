import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A company's name, tax id and billing address (My company and the dashboard's Companies). */
export const CompanyProfileFields = graphql(`
  fragment CompanyProfileFields on Company {
    id
    name
    taxId
    billingLine1
    billingLine2
    billingCity
    billingRegion
    billingPostalCode
    billingCountry
    eInvoiceFormat
    eInvoiceEmail
    buyerReference
    personal
  }
`);

export const CompanyCreditFields = graphql(`
  fragment CompanyCreditFields on Credit {
    limitCents
    openCents
    heldCreditCents
    availableCents
    termsDays
    onHold
    overdueCount
    overdueCents
    custom
  }
`);

/** The signed-in person's company: details, members, ship-to locations and credit, with their own role. */
export const MyCompanyQuery = graphql(`
  query MyCompany {
    me {
      id
      companyRole
    }
    myCompany {
      ...CompanyProfileFields
      members {
        id
        email
        displayName
        companyRole
      }
      locations {
        id
        label
        addressLine1
        addressLine2
        city
        region
        postalCode
        country
      }
      credit {
        ...CompanyCreditFields
      }
      edi {
        qualifier
        senderId
        enabled
      }
    }
  }
`);

export function useMyCompany() {
  return useQuery(MyCompanyQuery, { fetchPolicy: 'cache-and-network' });
}
