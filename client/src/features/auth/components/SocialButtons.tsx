import { useState } from 'react';
import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { copy } from '../../../lib/copy';
import { usesAuthEmulator, type EmulatorGoogleAccount } from '../../../lib/firebaseMode';
import { EmulatorGoogleDialog } from './EmulatorGoogleDialog';

function GoogleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

function GitHubIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M8 0a8 8 0 0 0-2.5 15.6c.4 0 .5-.2.5-.4v-1.5c-2.2.5-2.7-1-2.7-1-.4-.9-.9-1.2-.9-1.2-.7-.5.1-.5.1-.5.8.1 1.2.8 1.2.8.7 1.3 1.9.9 2.3.7.1-.5.3-.9.5-1.1-1.8-.2-3.6-.9-3.6-4 0-.9.3-1.6.8-2.1-.1-.2-.4-1 .1-2.1 0 0 .7-.2 2.2.8a7.4 7.4 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.4 1.1.2 1.9.1 2.1.5.6.8 1.3.8 2.1 0 3.1-1.9 3.8-3.6 4 .3.3.6.8.6 1.5v2.2c0 .2.1.5.6.4A8 8 0 0 0 8 0z"
      />
    </svg>
  );
}

/**
 * 'Continue to Google' signs in with Google (Firebase's popup; against the local emulator, its account
 * chooser dialog); the GitHub button is shown but has no action (spec §1).
 */
export function SocialButtons({
  onGoogle,
  busy,
  emulator = usesAuthEmulator,
}: {
  onGoogle(account?: EmulatorGoogleAccount): void;
  busy: boolean;
  emulator?: boolean;
}) {
  const [choosing, setChoosing] = useState(false);
  return (
    <Stack gap="3">
      <HStack>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          {copy.auth.or}
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button variant="outline" onClick={() => (emulator ? setChoosing(true) : onGoogle())} disabled={busy}>
        <GoogleIcon />
        {copy.auth.google}
      </Button>
      {emulator && (
        <EmulatorGoogleDialog
          open={choosing}
          onClose={() => setChoosing(false)}
          onChoose={(account) => {
            setChoosing(false);
            onGoogle(account);
          }}
        />
      )}
      <Button variant="outline" type="button">
        <GitHubIcon />
        {copy.auth.github}
      </Button>
    </Stack>
  );
}
