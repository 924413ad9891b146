import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Which optional e-mails the signed-in customer gets. */
export const MyNotificationSettingsQuery = graphql(`
  query MyNotificationSettings {
    myNotificationSettings {
      paymentReminders
      shippingNotices
    }
  }
`);

export function useMyNotificationSettings() {
  return useQuery(MyNotificationSettingsQuery, { fetchPolicy: 'cache-and-network' });
}

export const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      paymentReminders
      shippingNotices
    }
  }
`);

export function useUpdateNotificationSettings() {
  return useMutation(UpdateNotificationSettingsMutation, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: MyNotificationSettingsQuery,
          data: { myNotificationSettings: data.updateNotificationSettings },
        });
    },
  });
}

/** The company's settings for optional e-mails: any member reads them, a company admin changes them. */
export const CompanyNotificationSettingsQuery = graphql(`
  query CompanyNotificationSettings {
    companyNotificationSettings {
      paymentReminders
      shippingNotices
    }
  }
`);

export function useCompanyNotificationSettings() {
  return useQuery(CompanyNotificationSettingsQuery, { fetchPolicy: 'cache-and-network' });
}

export const UpdateCompanyNotificationSettingsMutation = graphql(`
  mutation UpdateCompanyNotificationSettings($input: NotificationSettingsInput!) {
    updateCompanyNotificationSettings(input: $input) {
      paymentReminders
      shippingNotices
    }
  }
`);

export function useUpdateCompanyNotificationSettings() {
  return useMutation(UpdateCompanyNotificationSettingsMutation, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: CompanyNotificationSettingsQuery,
          data: { companyNotificationSettings: data.updateCompanyNotificationSettings },
        });
    },
  });
}
