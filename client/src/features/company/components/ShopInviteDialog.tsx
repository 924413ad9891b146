/**
 * Dashboard, Companies: a shop admin invites someone to a company (someone who has not signed up yet, too), as its
 * company admins do: the same form and e-mail, the shop admin as the sender; the company's open invitations above it,
 * each with Revoke.
 */
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { COMPANY_ROLE_LABELS, formatDay } from '@gluegun/common';
import { FormDialog } from '../../../components/form/FormDialog';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { companiesCopy, companyCopy } from '../copy';
import {
  CompanyInvitationsOfQuery,
  useAdminInvite,
  useAdminRevokeInvitation,
  useCompanyInvitationsOf,
} from '../api/companies';
import type { CompanyInvitationsOfQuery as InvitationsData } from '../../../gql/graphql';
import type { AdminCompany } from './CompanyDialogs';
import {
  INVITE_FIELDS,
  InviteFields,
  emptyInvite,
  limitsText,
  toInviteVariables,
  validateInvite,
  type InviteValues,
} from './inviteForm';

const t = companiesCopy;
const inv = companyCopy.invitations;

type Invitation = InvitationsData['company']['invitations'][number];
const isOpen = (i: Invitation, now: number) =>
  !i.acceptedAt && !i.revokedAt && new Date(i.expiresAt).getTime() > now;

function OpenInvitations({
  company,
  onRefused,
}: {
  company: AdminCompany;
  onRefused(message: string | null): void;
}) {
  const list = useCompanyInvitationsOf(company.id);
  const [revoke] = useAdminRevokeInvitation();
  const [busy, setBusy] = useState<string | null>(null);
  const now = Date.now();
  const open = (list.data?.company.invitations ?? []).filter((i) => isOpen(i, now));
  const onRevoke = async (id: string, email: string) => {
    setBusy(id);
    onRefused(null);
    try {
      await revoke({
        variables: { id },
        refetchQueries: [CompanyInvitationsOfQuery],
        awaitRefetchQueries: true,
      });
      notifySuccess(inv.revoked(email));
    } catch (e) {
      onRefused(describeError(e).message);
    } finally {
      setBusy(null);
    }
  };
  if (!list.data) return null;
  if (open.length === 0) return <Text color="fg.muted">{t.noInvitations}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={t.invitationsOpen}>
      {open.map((i) => (
        <HStack as="li" key={i.id} justify="space-between" gap="2" borderTopWidth="1px" pt="2" wrap="wrap">
          <Stack gap="0" minW="0" fontSize="sm">
            <Text wordBreak="break-all">
              {i.email} · {COMPANY_ROLE_LABELS[i.role]} · {inv.expires(formatDay(i.expiresAt))}
            </Text>
            {i.role === 'BUYER' && <Text color="fg.muted">{limitsText(i.spendingLimits)}</Text>}
          </Stack>
          <Button
            type="button"
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={busy === i.id}
            aria-label={inv.revokeFor(i.email)}
            onClick={() => void onRevoke(i.id, i.email)}
          >
            {inv.revoke}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

export function ShopInviteDialog({ company, onClose }: { company: AdminCompany | null; onClose(): void }) {
  const [invite] = useAdminInvite();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const submit = async (values: InviteValues) => {
    if (!company) return;
    const res = await invite({
      variables: { companyId: company.id, ...toInviteVariables(values) },
      refetchQueries: [CompanyInvitationsOfQuery],
      awaitRefetchQueries: true,
    });
    if (res.data) notifySuccess(inv.sent(res.data.adminInviteToCompany.email));
  };
  return (
    <FormDialog<InviteValues>
      open={company !== null}
      onClose={close}
      title={company ? t.inviteTitle(company.name) : ''}
      initialValues={emptyInvite}
      validate={validateInvite}
      fieldOf={INVITE_FIELDS}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.sendInvite}
      outsideError={refusal}
    >
      <Text fontSize="sm">{t.inviteIntro}</Text>
      <Text as="h3" fontWeight="bold">
        {t.invitationsOpen}
      </Text>
      {company && <OpenInvitations company={company} onRefused={setRefusal} />}
      <InviteFields />
    </FormDialog>
  );
}
