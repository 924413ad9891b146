/**
 * "Verify your e-mail": what an unverified signed-in customer sees under the navbar and in the Pay
 * dialog. Under the navbar it also says that a shop admin's Dashboard opens once the address is verified (the
 * server makes an address of ADMIN_EMAILS admin only then; until then the navbar shows a customer's links). Resend
 * sends Firebase's e-mail again; "I've verified it" (and coming back to the tab) reloads the Firebase user and
 * trades a fresh ID token with the shop, so the verified state arrives without a new sign-up.
 * On the local Auth emulator no e-mail leaves the machine: the link it would have sent is offered here, and Resend
 * says where the new link is instead of saying an e-mail was sent (`emulator`: the build's emulator setting).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useAuth } from '../lib/auth';
import { copy } from '../lib/copy';
import { emulatorVerificationLink } from '../lib/emailVerification';
import { authEmulatorHost, usesAuthEmulator } from '../lib/firebaseMode';
import { authErrorMessage } from './authErrorMessage';

const t = copy.verify;

/** `force`: show even if the session still says verified (the server just refused an unverified payment). */
export function VerifyEmailPanel({
  compact = false,
  force = false,
  autoCheck = !compact,
  emulator = usesAuthEmulator,
}: {
  compact?: boolean;
  force?: boolean;
  autoCheck?: boolean;
  emulator?: boolean;
}) {
  const { user, resendVerification, refreshVerification } = useAuth();
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const email = user?.email ?? '';

  const findLink = useCallback(async () => {
    if (emulator && email) setLink(await emulatorVerificationLink(email));
  }, [email, emulator]);

  useEffect(() => {
    void findLink();
  }, [findLink]);

  const check = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setBusy('check');
      try {
        const verified = await refreshVerification();
        if (!quiet) setNote(verified ? t.verified : t.notYet);
      } catch (e) {
        if (!quiet) setNote(authErrorMessage(e));
      } finally {
        if (!quiet) setBusy(null);
      }
    },
    [refreshVerification],
  );

  // Coming back to this tab after opening the link: check on our own.
  useEffect(() => {
    if (!autoCheck || !user || user.emailVerified) return undefined;
    const onFocus = () => {
      if (document.visibilityState === 'visible') void check(true);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [check, autoCheck, user]);

  if (!user || (user.emailVerified && !force)) return null;

  const resend = async () => {
    setBusy('resend');
    try {
      await resendVerification();
      setNote(emulator ? t.resentEmulator(authEmulatorHost) : t.resent);
      await findLink();
    } catch (e) {
      setNote(authErrorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert.Root status="warning" variant="subtle" alignItems="flex-start" role="region" aria-label={t.title}>
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t.title}</Alert.Title>
        <Alert.Description>
          <Text>{t.text(email)}</Text>
          {/* Not in the Pay dialog (compact): there it is about paying. */}
          {!compact && <Text mt="1">{t.adminDashboard}</Text>}
          {link && (
            <Text mt="1">
              <Link
                href={link}
                target="_blank"
                rel="noopener"
                color="blue.700"
                textDecoration="underline"
                fontWeight="semibold"
              >
                {t.emulatorLink}
              </Link>
              {!compact && (
                <Text as="span" color="fg.muted">
                  {' '}
                  — {t.emulatorHint}
                </Text>
              )}
            </Text>
          )}
        </Alert.Description>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="orange"
            loading={busy === 'check'}
            disabled={busy !== null}
            onClick={() => void check(false)}
          >
            {t.check}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'resend'}
            disabled={busy !== null}
            onClick={() => void resend()}
          >
            {t.resend}
          </Button>
        </HStack>
        {note && (
          <Text fontSize="sm" role="status">
            {note}
          </Text>
        )}
      </Stack>
    </Alert.Root>
  );
}
