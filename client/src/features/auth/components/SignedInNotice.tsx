import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '../../../lib/auth';
import { useAuth } from '../../../lib/auth';
import { copy } from '../../../lib/copy';

/** What a signed-in user sees on /log-in or /sign-up instead of the form again. */
export function SignedInNotice({ user }: { user: SessionUser }) {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const who = user.displayName ? `${user.displayName} (${user.email})` : user.email;
  return (
    <Stack gap="4" role="status">
      <Text fontWeight="medium">{copy.session.signedInAs(who)}</Text>
      <Text color="fg.muted">{copy.session.signOutToSwitch}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="orange">
          <RouterLink to="/">{copy.session.continueShopping}</RouterLink>
        </Button>
        <Button
          variant="outline"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void signOut().finally(() => setBusy(false));
          }}
        >
          {copy.nav.signOut}
        </Button>
      </HStack>
    </Stack>
  );
}
