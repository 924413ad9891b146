import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A customer's credit limit and terms; null = the shop's default (admins only). */
export const SetCreditTermsMutation = graphql(`
  mutation SetCreditTerms($id: ID!, $terms: CreditTermsInput!) {
    setCreditTerms(id: $id, terms: $terms) {
      id
      credit {
        limitCents
        openCents
        availableCents
        termsDays
        onHold
        overdueCount
        overdueCents
        custom
      }
    }
  }
`);

/** Overdue invoices no longer block this customer's checkout (admins only). */
export const LiftCreditHoldMutation = graphql(`
  mutation LiftCreditHold($id: ID!) {
    liftCreditHold(id: $id) {
      id
      credit {
        limitCents
        openCents
        availableCents
        termsDays
        onHold
        overdueCount
        overdueCents
        custom
      }
    }
  }
`);

export function useSetCreditTerms() {
  return useMutation(SetCreditTermsMutation);
}

export function useLiftCreditHold() {
  return useMutation(LiftCreditHoldMutation);
}
