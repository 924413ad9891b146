/**
 * A company admin's invitations: invite by e-mail with a role and a buyer's spending limits (inviteForm.tsx; the
 * server's refusal, e.g. an open invitation already, under the field it names), the open ones with their expiry and
 * limits, Revoke.
 */
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { COMPANY_ROLE_LABELS, formatDay } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifySuccess } from '../../../components/toaster';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { describeError } from '../../../lib/errors';
import { companyCopy } from '../copy';
import {
  CompanyInvitationsQuery,
  useCompanyInvitations,
  useInviteToCompany,
  useRevokeInvitation,
} from '../api/invitations';
import { InlineForm } from './InlineForm';
import {
  INVITE_FIELDS,
  InviteFields,
  emptyInvite,
  limitsText,
  toInviteVariables,
  validateInvite,
  type InviteValues,
} from './inviteForm';

const t = companyCopy.invitations;

export { validateInvite };

function isOpen(
  inv: { acceptedAt?: string | null; revokedAt?: string | null; expiresAt: string },
  now: number,
) {
  return !inv.acceptedAt && !inv.revokedAt && new Date(inv.expiresAt).getTime() > now;
}

export function InvitationsPanel() {
  const list = useCompanyInvitations(false);
  const [invite] = useInviteToCompany();
  const [revoke] = useRevokeInvitation();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);
  const now = Date.now();
  const page = list.data?.companyInvitationConnection;
  const open = (page?.nodes ?? []).filter((inv) => isOpen(inv, now));

  const send = async (values: InviteValues) => {
    const res = await invite({
      variables: toInviteVariables(values),
      refetchQueries: [CompanyInvitationsQuery],
      awaitRefetchQueries: true,
    });
    if (res.data) notifySuccess(t.sent(res.data.inviteToCompany.email));
  };
  const onRevoke = async (id: string, email: string) => {
    setBusy(id);
    setRefusal(null);
    try {
      await revoke({
        variables: { id },
        refetchQueries: [CompanyInvitationsQuery],
        awaitRefetchQueries: true,
      });
      notifySuccess(t.revoked(email));
    } catch (e) {
      setRefusal({ id, message: describeError(e).message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4">
      <Text>{t.intro}</Text>
      <InlineForm<InviteValues>
        label={t.send}
        initialValues={emptyInvite}
        validate={validateInvite}
        fieldOf={INVITE_FIELDS}
        onSubmit={send}
        submitLabel={t.send}
        resetOnSuccess
      >
        <InviteFields />
      </InlineForm>
      <Text as="h3" fontWeight="bold">
        {t.open}
      </Text>
      {list.error && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      {page && open.length === 0 && !page.pageInfo.hasNextPage && <Text>{t.none}</Text>}
      {open.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t.open}>
          {open.map((inv) => (
            <Box as="li" key={inv.id} borderTopWidth="1px" pt="2">
              <Text wordBreak="break-all">
                {inv.email} · {COMPANY_ROLE_LABELS[inv.role]} · {t.expires(formatDay(inv.expiresAt))}
              </Text>
              {inv.role === 'BUYER' && (
                <Text fontSize="sm" color="fg.muted">
                  {limitsText(inv.spendingLimits)}
                </Text>
              )}
              <HStack gap="3" mt="1" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  loading={busy === inv.id}
                  aria-label={t.revokeFor(inv.email)}
                  onClick={() => void onRevoke(inv.id, inv.email)}
                >
                  {t.revoke}
                </Button>
                <Text role="alert" color="red.700" fontSize="sm">
                  {refusal?.id === inv.id ? refusal.message : ''}
                </Text>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <LoadMoreButton pageInfo={page?.pageInfo} label={t.loadMore} onMore={list.loadMore} />
    </Stack>
  );
}
