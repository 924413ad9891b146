/**
 * Profile (spec §2): full name and e-mail; below them, which optional e-mails to get, yours and your company's, and a
 * download of everything the shop holds about you.
 */
import { Card, DataList, Heading, Stack } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { errorCode } from '../../../lib/apollo';
import { copy } from '../../../lib/copy';
import { useProfile } from '../api/profile';
import { CompanyNotificationSettings, NotificationSettings } from './NotificationSettings';
import { DownloadMyData } from './DownloadMyData';

export default function ProfilePage() {
  const { data, loading, error, refetch } = useProfile();
  if (errorCode(error) === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  const me = data?.me;
  return (
    <Stack gap="6" maxW="xl" mx="auto" w="full">
      <Heading as="h1" size="3xl">
        {copy.profile.title}
      </Heading>
      {loading && !me && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {me && (
        <Card.Root variant="outline">
          <Card.Body>
            <DataList.Root orientation="horizontal" size="lg">
              <DataList.Item>
                <DataList.ItemLabel>{copy.profile.fullName}</DataList.ItemLabel>
                <DataList.ItemValue>{me.displayName ?? '—'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{copy.profile.email}</DataList.ItemLabel>
                <DataList.ItemValue>{me.email}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      )}
      {/* Right under the details it comes with: the settings below load their own data and would push it down. */}
      {me && <DownloadMyData />}
      {me && <NotificationSettings />}
      {me && <CompanyNotificationSettings canEdit={me.companyRole === 'COMPANY_ADMIN'} />}
    </Stack>
  );
}
