/**
 * All Users (spec §2): number, e-mail, role, 'Make Admin' only for non-admins, 'Delete User' after
 * a confirm. An admin cannot delete their own account (the server refuses too), so that button is off.
 */
import { useState } from 'react';
import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { useAuth } from '../../../lib/auth';
import { useAdminUsers } from '../api/users';
import { useMakeAdmin } from '../api/makeAdmin';
import { useDeleteUser } from '../api/deleteUser';
import { dashboardCopy } from '../copy';
import { ScrollTable } from './ScrollTable';

const t = dashboardCopy.users;

export default function UsersTable() {
  const { user: me } = useAuth();
  const { data, loading, error, refetch } = useAdminUsers();
  const [makeAdmin] = useMakeAdmin();
  const [deleteUser] = useDeleteUser();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);

  async function onMakeAdmin(id: string, email: string) {
    setBusyId(id);
    try {
      const result = await makeAdmin({ variables: { email } });
      if (result.data?.makeAdmin.user.role === 'ADMIN') notifySuccess(t.makeAdminSuccess);
      else notifyError(t.makeAdminFailed);
    } catch (err) {
      // FORBIDDEN is the spec's case (§8); any other failure gets the same toast plus its reason.
      notifyError(t.makeAdminFailed, errorMessage(err));
    } finally {
      setBusyId(null);
    }
  }

  async function onDelete(id: string) {
    if (!window.confirm(dashboardCopy.confirmDelete)) return;
    setBusyId(id);
    setActionError(null);
    try {
      await deleteUser({ variables: { id } });
      notifySuccess(t.deleted);
    } catch (err) {
      setActionError(err);
      notifyError(t.deleteFailed, errorMessage(err));
    } finally {
      setBusyId(null);
    }
  }

  const users = data?.users ?? [];
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">{t.heading}</Heading>
      {loading && !data && <PageSpinner label={dashboardCopy.loading} />}
      {error && <ErrorAlert error={error} title={dashboardCopy.errorTitle} onRetry={() => void refetch()} />}
      {actionError != null && <ErrorAlert error={actionError} title={t.deleteFailed} />}
      {data && users.length === 0 && <Text>{t.empty}</Text>}
      {users.length > 0 && (
        <ScrollTable label={t.heading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.number}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.email}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.role}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {users.map((u, index) => {
              const isSelf = u.id === me?.id;
              const isAdmin = u.role === 'ADMIN';
              return (
                <Table.Row key={u.id}>
                  <Table.Cell>{index + 1}</Table.Cell>
                  <Table.Cell>{u.email} {isSelf && <Text as="span" color="fg.muted">{t.you}</Text>}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={isAdmin ? 'purple' : 'gray'}>{u.role.toLowerCase()}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      {!isAdmin && (
                        <Button size="xs" colorPalette="orange" loading={busyId === u.id}
                          onClick={() => void onMakeAdmin(u.id, u.email)} aria-label={`${t.makeAdmin}: ${u.email}`}>
                          {t.makeAdmin}
                        </Button>
                      )}
                      <Button size="xs" colorPalette="red" variant="outline" disabled={isSelf || busyId === u.id}
                        onClick={() => void onDelete(u.id)} aria-label={`${t.deleteUser}: ${u.email}`}>
                        {t.deleteUser}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
      )}
    </Stack>
  );
}
