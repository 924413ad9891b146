/**
 * The company's members with their roles. Company admins change a role with a select and remove a member after a
 * confirmation dialog; a refusal (the last company admin) shows next to the select or button that caused it.
 */
import { useState } from 'react';
import { Badge, Box, Button, Field, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { COMPANY_ROLE_LABELS, type CompanyRoleName } from '@gluegun/common';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { SELECT_STYLE } from '../../../lib/countries';
import type { CompanyRole } from '../../../gql/graphql';
import { companyCopy } from '../copy';
import { MyCompanyQuery } from '../api/myCompany';
import { useRemoveMember, useSetMemberRole } from '../api/manageCompany';
import { ROLE_OPTIONS } from './companyForms';

const t = companyCopy.members;

export interface Member {
  id: string;
  email: string;
  displayName?: string | null;
  companyRole: CompanyRole;
}

function RoleSelect({
  member,
  disabled,
  onChange,
}: {
  member: Member;
  disabled: boolean;
  onChange(role: CompanyRole): void;
}) {
  return (
    <NativeSelect.Root size="sm" maxW="15rem" disabled={disabled}>
      <NativeSelect.Field
        aria-label={t.roleFor(member.email)}
        value={member.companyRole}
        {...SELECT_STYLE}
        h="9"
        onChange={(e) => onChange(e.target.value as CompanyRole)}
      >
        {ROLE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}

export function MembersPanel({
  members,
  meId,
  canManage,
}: {
  members: readonly Member[];
  meId: string;
  canManage: boolean;
}) {
  const [setRole] = useSetMemberRole();
  const [remove] = useRemoveMember();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);
  const [confirming, setConfirming] = useState<Member | null>(null);

  const act = async (member: Member, action: () => Promise<unknown>, done: string) => {
    setBusy(member.id);
    setRefusal(null);
    try {
      await action();
      notifySuccess(done);
    } catch (e) {
      setRefusal({ id: member.id, message: describeError(e).message });
    } finally {
      setBusy(null);
    }
  };
  const changeRole = (m: Member, role: CompanyRole) =>
    void act(m, () => setRole({ variables: { userId: m.id, role } }), t.roleSaved(m.email));
  const removeMember = (m: Member) => {
    setConfirming(null);
    void act(
      m,
      () =>
        remove({ variables: { userId: m.id }, refetchQueries: [MyCompanyQuery], awaitRefetchQueries: true }),
      t.removed(m.email),
    );
  };

  return (
    <>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t.heading}>
        {members.map((m) => (
          <Box as="li" key={m.id} borderTopWidth="1px" pt="3">
            <Text fontWeight="medium" wordBreak="break-all">
              {m.displayName ? `${m.displayName} · ` : ''}
              {m.email}{' '}
              {m.id === meId && (
                <Text as="span" color="fg.muted">
                  {t.you}
                </Text>
              )}
            </Text>
            {canManage ? (
              <Field.Root invalid={refusal?.id === m.id} mt="2">
                <Wrap gap="3" align="center">
                  <RoleSelect member={m} disabled={busy === m.id} onChange={(role) => changeRole(m, role)} />
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    disabled={busy === m.id}
                    aria-label={t.removeFor(m.email)}
                    onClick={() => setConfirming(m)}
                  >
                    {t.remove}
                  </Button>
                </Wrap>
                <Text role="alert" color="red.700" fontSize="sm">
                  {refusal?.id === m.id ? refusal.message : ''}
                </Text>
              </Field.Root>
            ) : (
              <Badge mt="1" variant="outline">
                {COMPANY_ROLE_LABELS[m.companyRole as CompanyRoleName]}
              </Badge>
            )}
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t.removeTitle(confirming.email) : ''}
        text={t.removeText}
        keepLabel={t.keep}
        confirmLabel={t.removeConfirm}
        palette="red"
        onKeep={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) removeMember(confirming);
        }}
      />
    </>
  );
}
