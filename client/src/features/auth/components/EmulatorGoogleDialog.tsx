/**
 * Google sign-in against the local Auth emulator. Firebase's popup flow loads Google's gapi script from
 * apis.google.com even for the emulator, so with no internet it cannot open. In emulator mode the
 * 'Continue to Google' button opens this chooser instead (like the emulator's own account page): the
 * account becomes an unsigned Google credential that the emulator accepts, and the sign-in exchange on the
 * server is exactly the one a real Google account goes through. Real projects keep the 500 x 600 popup.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { copy } from '../../../lib/copy';
import type { EmulatorGoogleAccount } from '../../../lib/firebaseMode';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmulatorGoogleDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose(): void;
  onChoose(account: EmulatorGoogleAccount): void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = copy.auth.emulatorGoogle;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) return setError(t.badEmail);
    setError(null);
    onChoose({ email: email.trim().toLowerCase(), name: name.trim() || email.trim().split('@')[0] });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <form onSubmit={submit} noValidate aria-label={t.title}>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    {t.hint}
                  </Text>
                  <Field.Root invalid={Boolean(error)}>
                    <Field.Label>{t.email}</Field.Label>
                    <Input
                      type="email"
                      autoComplete="email"
                      value={email}
                      onChange={(e) => setEmail(e.target.value)}
                    />
                    {error && <Field.ErrorText>{error}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t.name}</Field.Label>
                    <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
                  </Field.Root>
                  <Button type="submit" colorPalette="orange">
                    {t.submit}
                  </Button>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
