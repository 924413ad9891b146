import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Which optional e-mails the signed-in customer gets. */
export const MyNotificationSettingsQuery = graphql(`
  query MyNotificationSettings {
    myNotificationSettings { paymentReminders shippingNotices }
  }
`);

export function useMyNotificationSettings() {
  return useQuery(MyNotificationSettingsQuery, { fetchPolicy: 'cache-and-network' });
}

export const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) { paymentReminders shippingNotices }
  }
`);

export function useUpdateNotificationSettings() {
  return useMutation(UpdateNotificationSettingsMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyNotificationSettingsQuery, data: { myNotificationSettings: data.updateNotificationSettings } });
    },
  });
}
