import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The company's approval rules and each member's spending limits (company admins). */
export const ApprovalSettingsQuery = graphql(`
  query ApprovalSettings {
    myCompany {
      id
      approvalRules {
        id
        thresholdCents
        approverRole
      }
      members {
        id
        email
        companyRole
        spendingLimits {
          orderLimitCents
          periodLimitCents
          limitPeriod
        }
      }
    }
  }
`);

export const SetSpendingLimitsMutation = graphql(`
  mutation SetSpendingLimits($userId: ID!, $limits: SpendingLimitsInput!) {
    setSpendingLimits(userId: $userId, limits: $limits) {
      id
      spendingLimits {
        orderLimitCents
        periodLimitCents
        limitPeriod
      }
    }
  }
`);

export const SetApprovalRulesMutation = graphql(`
  mutation SetApprovalRules($rules: [ApprovalRuleInput!]!) {
    setApprovalRules(rules: $rules) {
      id
      thresholdCents
      approverRole
    }
  }
`);

export const useApprovalSettings = (skip: boolean) =>
  useQuery(ApprovalSettingsQuery, { skip, fetchPolicy: 'cache-and-network' });
export const useSetSpendingLimits = () => useMutation(SetSpendingLimitsMutation);
export const useSetApprovalRules = () =>
  useMutation(SetApprovalRulesMutation, { refetchQueries: ['ApprovalSettings'], awaitRefetchQueries: true });
