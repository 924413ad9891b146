import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Companies by name or member e-mail, newest first (shop admins). */
export const CompaniesQuery = graphql(`
  query Companies($search: String, $take: Int! = 50) {
    companies(search: $search, take: $take) {
      total
      rows {
        ...CompanyProfileFields
        members { id email companyRole }
        credit { ...CompanyCreditFields }
        taxExemption { certificate expiresOn activeToday }
      }
    }
  }
`);

/** A company's tax exemption certificate and its last day (shop admins; issue #29 item 5). */
export const SetCompanyTaxExemptionMutation = graphql(`
  mutation SetCompanyTaxExemption($companyId: ID!, $input: TaxExemptionInput!) {
    setCompanyTaxExemption(companyId: $companyId, input: $input) { certificate expiresOn activeToday }
  }
`);

export const CreateCompanyMutation = graphql(`
  mutation CreateCompany($input: CompanyProfileInput!) {
    createCompany(input: $input) { ...CompanyProfileFields }
  }
`);

export const UpdateCompanyMutation = graphql(`
  mutation UpdateCompany($id: ID!, $input: CompanyProfileInput!) {
    updateCompany(id: $id, input: $input) { ...CompanyProfileFields }
  }
`);

export const SetCompanyCreditTermsMutation = graphql(`
  mutation SetCompanyCreditTerms($id: ID!, $terms: CreditTermsInput!) {
    setCompanyCreditTerms(id: $id, terms: $terms) { id credit { ...CompanyCreditFields } }
  }
`);

export const LiftCompanyCreditHoldMutation = graphql(`
  mutation LiftCompanyCreditHold($id: ID!) {
    liftCompanyCreditHold(id: $id) { id credit { ...CompanyCreditFields } }
  }
`);

export const MoveUserToCompanyMutation = graphql(`
  mutation MoveUserToCompany($userId: ID!, $companyId: ID!, $role: CompanyRole!) {
    moveUserToCompany(userId: $userId, companyId: $companyId, role: $role) { id companyRole }
  }
`);

/** Every account's id and e-mail: moving a user by e-mail finds them here (shop admins). */
export const UserEmailsQuery = graphql(`
  query UserEmails {
    users { id email }
  }
`);

export const useCompanies = (search: string) => useQuery(CompaniesQuery, { variables: { search: search || null }, fetchPolicy: 'cache-and-network' });
export const useCreateCompany = () => useMutation(CreateCompanyMutation);
export const useUpdateCompany = () => useMutation(UpdateCompanyMutation);
export const useSetCompanyCreditTerms = () => useMutation(SetCompanyCreditTermsMutation);
export const useLiftCompanyCreditHold = () => useMutation(LiftCompanyCreditHoldMutation);
export const useMoveUserToCompany = () => useMutation(MoveUserToCompanyMutation);
export const useSetCompanyTaxExemption = () => useMutation(SetCompanyTaxExemptionMutation, { refetchQueries: [CompaniesQuery], awaitRefetchQueries: true });
