import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Everything the shop holds about the signed-in person, as JSON text (recorded in the audit trail on the server). */
export const MyPersonalDataQuery = graphql(`
  query MyPersonalData {
    myPersonalData
  }
`);

/** The file name a download gets: the day it was taken, so several downloads sort and do not overwrite each other. */
export const personalDataFileName = (now: Date) => `my-gluegun-data-${now.toISOString().slice(0, 10)}.json`;

/** Asks the server afresh each time (never the cache: the file must be what the shop holds now) and saves it. */
export function useDownloadMyData() {
  const client = useApolloClient();
  return async () => {
    const { data } = await client.query({ query: MyPersonalDataQuery, fetchPolicy: 'no-cache' });
    if (!data) throw new Error('No data came back');
    saveFile(personalDataFileName(new Date()), data.myPersonalData);
  };
}

function saveFile(name: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the object URL is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
