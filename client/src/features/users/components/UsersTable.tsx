/**
 * All Users (spec §2): number, e-mail, role, 'Make Admin' only for non-admins, 'Delete User' after
 * a confirm. An admin cannot delete their own account (the server refuses too), so that button is off.
 * Make Admin asks first, and an admin's role can be taken back ('Remove admin', not yourself; the server keeps at
 * least one admin) instead of deleting the person. 'Erase' answers a customer's erasure request (EraseDialog says what stays).
 */
import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { useAuth } from '../../../lib/auth';
import { useAdminUsers } from '../api/users';
import { useMakeAdmin } from '../api/makeAdmin';
import { useRevokeAdmin } from '../api/revokeAdmin';
import { useDeleteUser } from '../api/deleteUser';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { ScrollTable } from '../../../components/ScrollTable';
import { useConfirm } from '../../../components/ConfirmDialog';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { CreditDialog, creditLines, type UserCredit } from './CreditDialog';
import { EraseDialog } from './EraseDialog';
import { SalesRepButton } from './SalesRepButton';
import { useErasePerson } from '../api/erasePerson';

const t = dashboardCopy.users;

function RoleBadge({ role, salesRep }: { role: string; salesRep?: boolean | null }) {
  const admin = role === 'ADMIN';
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={admin ? 'purple' : 'gray'} variant="outline">
        {admin ? t.roleAdmin : t.roleCustomer}
      </Badge>
      {salesRep && (
        <Badge colorPalette="teal" variant="outline">
          {t.salesRep.badge}
        </Badge>
      )}
    </HStack>
  );
}

interface Row {
  id: string;
  email: string;
  role: string;
  salesRep?: boolean | null;
  credit?: UserCredit | null;
}

const c = dashboardCopy.credit;

/** A customer's credit in one line, a hold in red, and the button that opens the credit dialog. */
function CreditCell({ user, onEdit }: { user: Row; onEdit(id: string): void }) {
  if (user.role === 'ADMIN' || !user.credit) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="1" align="flex-start" whiteSpace="normal">
      {creditLines(user.credit).map((line) => (
        <Text key={line} fontSize="sm">
          {line}
        </Text>
      ))}
      {user.credit.onHold && (
        <Badge colorPalette="red" variant="solid">
          {c.onHold}
        </Badge>
      )}
      <Button size="xs" variant="outline" onClick={() => onEdit(user.id)} aria-label={c.editFor(user.email)}>
        {c.edit}
      </Button>
    </Stack>
  );
}

function UserActions({
  user,
  isSelf,
  busy,
  onMakeAdmin,
  onRevoke,
  onDelete,
  onErase,
}: {
  user: Row;
  isSelf: boolean;
  busy: boolean;
  onMakeAdmin: UserAction;
  onRevoke: UserAction;
  onDelete(id: string): void;
  onErase: UserAction;
}) {
  return (
    <HStack gap="2" mt={{ base: '2', md: '0' }} wrap="wrap">
      {user.role !== 'ADMIN' && (
        <Button
          size="xs"
          colorPalette="orange"
          loading={busy}
          onClick={() => void onMakeAdmin(user.id, user.email)}
          aria-label={`${t.makeAdmin}: ${user.email}`}
        >
          {t.makeAdmin}
        </Button>
      )}
      {user.role === 'ADMIN' && !isSelf && (
        <Button
          size="xs"
          variant="outline"
          loading={busy}
          onClick={() => void onRevoke(user.id, user.email)}
          aria-label={`${t.revokeAdmin}: ${user.email}`}
        >
          {t.revokeAdmin}
        </Button>
      )}
      <Button
        size="xs"
        colorPalette="red"
        variant="outline"
        disabled={isSelf || busy}
        onClick={() => void onDelete(user.id)}
        aria-label={`${t.deleteUser}: ${user.email}`}
      >
        {t.deleteUser}
      </Button>
      {user.role !== 'ADMIN' && <SalesRepButton user={user} />}
      {user.role !== 'ADMIN' && (
        <Button
          size="xs"
          colorPalette="red"
          variant="ghost"
          disabled={busy}
          onClick={() => onErase(user.id, user.email)}
          aria-label={`${t.erase}: ${user.email}`}
        >
          {t.erase}
        </Button>
      )}
    </HStack>
  );
}

type UserAction = (id: string, email: string) => void;
interface ListProps {
  users: Row[];
  meId: string | undefined;
  busyId: string | null;
  onMakeAdmin: UserAction;
  onRevoke: UserAction;
  onDelete(id: string): void;
  onErase: UserAction;
  onEditCredit(id: string): void;
}

function You({ show }: { show: boolean }) {
  return show ? (
    <Text as="span" color="fg.muted">
      {t.you}
    </Text>
  ) : null;
}

/** Phones: one card per user with its actions in view (the table is 700 px wide). */
function UserCards({ users, meId, busyId, onEditCredit, ...actions }: ListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" display={{ base: 'flex', md: 'none' }} aria-label={t.heading}>
      {users.map((u, index) => (
        <Box as="li" key={u.id} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Text fontWeight="medium" wordBreak="break-all">
              {index + 1}. {u.email} <You show={u.id === meId} />
            </Text>
            <RoleBadge role={u.role} salesRep={u.salesRep} />
          </HStack>
          <UserActions user={u} isSelf={u.id === meId} busy={busyId === u.id} {...actions} />
          {u.role !== 'ADMIN' && (
            <Box mt="2">
              <CreditCell user={u} onEdit={onEditCredit} />
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Tablet width and up: a table. */
function UserRows({ users, meId, busyId, onEditCredit, ...actions }: ListProps) {
  return (
    <Box display={{ base: 'none', md: 'block' }}>
      <ScrollTable label={t.heading}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.number}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.email}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.role}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.actions}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.column}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((u, index) => (
            <Table.Row key={u.id}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell>
                {u.email} <You show={u.id === meId} />
              </Table.Cell>
              <Table.Cell>
                <RoleBadge role={u.role} salesRep={u.salesRep} />
              </Table.Cell>
              <Table.Cell>
                <UserActions user={u} isSelf={u.id === meId} busy={busyId === u.id} {...actions} />
              </Table.Cell>
              <Table.Cell minW="15rem">
                <CreditCell user={u} onEdit={onEditCredit} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </Box>
  );
}

/**
 * Make Admin, Remove admin and Delete User, each after a ConfirmDialog, one user at a time (busyId). A refused Remove or
 * Delete also stays on the page (actionError) with its reason.
 */
function useUserActions() {
  const [makeAdmin] = useMakeAdmin();
  const [revokeAdmin] = useRevokeAdmin();
  const [deleteUser] = useDeleteUser();
  const [erasePerson] = useErasePerson();
  const [erasing, setErasing] = useState<{ id: string; email: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { ask, dialog: confirmDialog } = useConfirm();
  const [actionError, setActionError] = useState<{ error: unknown; title: string } | null>(null);

  const act = async (id: string, action: () => Promise<void>, failed: string) => {
    setBusyId(id);
    setActionError(null);
    try {
      await action();
    } catch (err) {
      setActionError({ error: err, title: failed });
      notifyError(failed, errorMessage(err));
    } finally {
      setBusyId(null);
    }
  };

  async function onMakeAdmin(id: string, email: string) {
    const question = { title: t.confirmMakeAdmin(email), confirmLabel: t.makeAdmin, palette: 'orange' };
    if (!(await ask({ ...question, keepLabel: dashboardCopy.keep }))) return;
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

  const onRevoke = async (id: string, email: string) => {
    const question = { title: t.confirmRevokeAdmin(email), confirmLabel: t.revokeAdmin, palette: 'red' };
    if (!(await ask({ ...question, keepLabel: dashboardCopy.keep }))) return;
    void act(
      id,
      async () => {
        await revokeAdmin({ variables: { id } });
        notifySuccess(t.revoked(email));
      },
      t.revokeFailed,
    );
  };

  const onDelete = async (id: string) => {
    const question = {
      title: dashboardCopy.confirmDelete,
      confirmLabel: dashboardCopy.delete,
      palette: 'red',
    };
    if (!(await ask({ ...question, keepLabel: dashboardCopy.keep }))) return;
    void act(
      id,
      async () => {
        await deleteUser({ variables: { id } });
        notifySuccess(t.deleted);
      },
      t.deleteFailed,
    );
  };

  const onErase = (id: string, email: string) => setErasing({ id, email });
  const erase = () => {
    if (!erasing) return;
    const { id, email } = erasing;
    setErasing(null);
    void act(
      id,
      async () => {
        await erasePerson({ variables: { userId: id } });
        notifySuccess(dashboardCopy.erase.erased(email));
      },
      dashboardCopy.erase.failed,
    );
  };
  const dialogs = (
    <>
      <EraseDialog email={erasing?.email ?? null} onKeep={() => setErasing(null)} onErase={erase} />
      {confirmDialog}
    </>
  );

  return {
    busyId,
    actionError,
    onMakeAdmin: (id: string, email: string) => void onMakeAdmin(id, email),
    onRevoke: (id: string, email: string) => void onRevoke(id, email),
    onDelete: (id: string) => void onDelete(id),
    onErase,
    dialogs,
  };
}

export default function UsersTable() {
  const { user: me } = useAuth();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, loadMore } = useAdminUsers(search);
  const [more, setMore] = useState(false);
  const { busyId, actionError, onMakeAdmin, onRevoke, onDelete, onErase, dialogs } = useUserActions();
  const [creditId, setCreditId] = useState<string | null>(null);

  const users = data?.userConnection.nodes ?? [];
  const creditUser = users.find((u) => u.id === creditId && u.credit);
  const list = {
    users,
    meId: me?.id,
    busyId,
    onMakeAdmin,
    onRevoke,
    onDelete,
    onErase,
    onEditCredit: setCreditId,
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
  };
  const total = data?.userConnection.totalCount ?? 0;
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.heading}
      </Heading>
      <form role="search" aria-label={t.search} onSubmit={onSearch}>
        <HStack gap="2" align="flex-end">
          <Field.Root flex="1" minW="0">
            <Field.Label>{t.search}</Field.Label>
            <Input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline">
            {t.searchButton}
          </Button>
        </HStack>
      </form>
      <LiveStatus>{data && search ? (total === 0 ? t.noneFound : t.found(total)) : ''}</LiveStatus>
      {loading && !data && <PageSpinner label={dashboardCopy.loading} />}
      {error && <ErrorAlert error={error} title={dashboardCopy.errorTitle} onRetry={() => void refetch()} />}
      {actionError != null && <ErrorAlert error={actionError.error} title={actionError.title} />}
      {data && users.length === 0 && !search && <Text>{t.empty}</Text>}
      {users.length > 0 && (
        <>
          <UserCards {...list} />
          <UserRows {...list} />
        </>
      )}
      <LoadMoreButton
        pageInfo={data?.userConnection.pageInfo}
        loading={more}
        label={t.loadMore}
        onMore={(after) => {
          setMore(true);
          void loadMore(after).finally(() => setMore(false));
        }}
      />
      {dialogs}
      <CreditDialog
        target={
          creditUser ? { id: creditUser.id, email: creditUser.email, credit: creditUser.credit! } : null
        }
        onClose={() => setCreditId(null)}
      />
    </Stack>
  );
}
