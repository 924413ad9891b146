import { useMutation } from '@apollo/client/react';
import { companyLocationSchema, companyProfileSchema } from '@gluegun/common';
import { graphql } from '../../../gql';

/** A company admin changes the company's name, tax id and billing address. */
export const UpdateMyCompanyMutation = graphql(`
  mutation UpdateMyCompany($input: CompanyProfileInput!) {
    updateMyCompany(input: $input) {
      ...CompanyProfileFields
    }
  }
`);

export const AddCompanyLocationMutation = graphql(`
  mutation AddCompanyLocation($input: CompanyLocationInput!) {
    addCompanyLocation(input: $input) {
      id
      label
      addressLine1
      addressLine2
      city
      region
      postalCode
      country
    }
  }
`);

/** A company admin changes a ship-to address; the answer updates the cached location by its id. */
export const UpdateCompanyLocationMutation = graphql(`
  mutation UpdateCompanyLocation($id: ID!, $input: CompanyLocationInput!) {
    updateCompanyLocation(id: $id, input: $input) {
      id
      label
      addressLine1
      addressLine2
      city
      region
      postalCode
      country
    }
  }
`);

export const RemoveCompanyLocationMutation = graphql(`
  mutation RemoveCompanyLocation($id: ID!) {
    removeCompanyLocation(id: $id)
  }
`);

/** Another company role for a member (company admins; shop admins for any company). */
export const SetMemberRoleMutation = graphql(`
  mutation SetMemberRole($userId: ID!, $role: CompanyRole!) {
    setMemberRole(userId: $userId, role: $role) {
      id
      companyRole
    }
  }
`);

export const RemoveCompanyMemberMutation = graphql(`
  mutation RemoveCompanyMember($userId: ID!) {
    removeCompanyMember(userId: $userId) {
      id
    }
  }
`);

export { companyLocationSchema, companyProfileSchema };

export const useUpdateMyCompany = () => useMutation(UpdateMyCompanyMutation);
export const useAddLocation = () => useMutation(AddCompanyLocationMutation);
export const useUpdateLocation = () => useMutation(UpdateCompanyLocationMutation);
export const useRemoveLocation = () => useMutation(RemoveCompanyLocationMutation);
export const useSetMemberRole = () => useMutation(SetMemberRoleMutation);
export const useRemoveMember = () => useMutation(RemoveCompanyMemberMutation);
