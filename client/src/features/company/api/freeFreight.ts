import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { CompaniesQuery } from './companies';

/** A shop admin sets a company's free-freight threshold (net, cents; null: none; docs/decisions/076). */
export const SetCompanyFreeFreightMutation = graphql(`
  mutation SetCompanyFreeFreight($companyId: ID!, $freeFreightThresholdCents: Int) {
    setCompanyFreeFreight(companyId: $companyId, freeFreightThresholdCents: $freeFreightThresholdCents) {
      id
      freeFreightThresholdCents
    }
  }
`);

/** The threshold now, read when the dialog opens. */
export const CompanyFreeFreightQuery = graphql(`
  query CompanyFreeFreight($id: ID!) {
    company(id: $id) {
      id
      freeFreightThresholdCents
    }
  }
`);

export const useCompanyFreeFreight = (id: string | null) =>
  useQuery(CompanyFreeFreightQuery, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
export const useSetCompanyFreeFreight = () =>
  useMutation(SetCompanyFreeFreightMutation, { refetchQueries: [CompaniesQuery], awaitRefetchQueries: true });
