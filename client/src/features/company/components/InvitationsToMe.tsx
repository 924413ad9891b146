/**
 * Invitations to the signed-in person's e-mail, each with Accept. A refusal (e-mail not verified, already in a
 * company with others or orders, expired or revoked) is shown in words next to its button and announced.
 */
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { COMPANY_ROLE_LABELS, formatDay } from '@gluegun/common';
import { notifySuccess } from '../../../components/toaster';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { describeError } from '../../../lib/errors';
import { companyCopy } from '../copy';
import { MyCompanyQuery } from '../api/myCompany';
import { MyInvitationsQuery, useAcceptInvitation, useMyInvitations } from '../api/invitations';
import { Section } from './Section';

const t = companyCopy.toMe;

export function InvitationsToMe() {
  const { data, loadMore } = useMyInvitations();
  const [accept] = useAcceptInvitation();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const invitations = data?.myInvitationConnection.nodes ?? [];
  if (invitations.length === 0) return null;

  const onAccept = async (id: string) => {
    setBusy(id);
    setRefusals((r) => ({ ...r, [id]: '' }));
    try {
      const res = await accept({
        variables: { id },
        refetchQueries: [MyCompanyQuery, MyInvitationsQuery],
        awaitRefetchQueries: true,
      });
      const joined = res.data?.acceptCompanyInvitation;
      if (joined) notifySuccess(t.accepted(joined.company.name, COMPANY_ROLE_LABELS[joined.role]));
    } catch (e) {
      setRefusals((r) => ({ ...r, [id]: describeError(e).message }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title={t.heading}>
      <Stack as="ul" listStyleType="none" gap="3">
        {invitations.map((inv) => (
          <Box as="li" key={inv.id}>
            <Text>{t.line(inv.companyName, COMPANY_ROLE_LABELS[inv.role], formatDay(inv.expiresAt))}</Text>
            <HStack gap="3" mt="2" align="center" wrap="wrap">
              <Button
                size="sm"
                colorPalette="orange"
                loading={busy === inv.id}
                onClick={() => void onAccept(inv.id)}
                aria-label={t.acceptFor(inv.companyName)}
                aria-describedby={refusals[inv.id] ? `refusal-${inv.id}` : undefined}
              >
                {t.accept}
              </Button>
              <Text id={`refusal-${inv.id}`} role="alert" color="red.700" flex="1" minW="0">
                {refusals[inv.id]}
              </Text>
            </HStack>
          </Box>
        ))}
      </Stack>
      <LoadMoreButton pageInfo={data?.myInvitationConnection.pageInfo} label={t.loadMore} onMore={loadMore} />
    </Section>
  );
}
