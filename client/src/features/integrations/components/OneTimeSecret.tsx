/**
 * A secret the server shows once (a new API key, a webhook signing secret): the value in a read-only field, a Copy
 * button, and the note that it is not shown again. It stays until the admin says it is stored; it lives only in the
 * page's state, so leaving the page forgets it. It appears where the admin is looking: scrolled to the middle of
 * the screen (it shows above the form that was just sent, which may be off screen) with the value focused.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Code, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { integrationsCopy } from '../../../lib/dashboardCopyIntegrations';

const t = integrationsCopy.secret;

export interface OneTimeSecretProps {
  title: string;
  value: string;
  onDone(): void;
}

export function OneTimeSecret({ title, value, onDone }: OneTimeSecretProps) {
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const noteId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    boxRef.current?.scrollIntoView?.({ block: 'center' });
    inputRef.current?.focus({ preventScroll: true });
  }, [value]);

  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopyNote(t.copied);
    } catch {
      setCopyNote(t.copyFailed);
    }
  };

  return (
    <Alert.Root ref={boxRef} status="warning" role="region" aria-label={title} variant="outline">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="3" w="full">
          <Alert.Title>{title}</Alert.Title>
          <Text fontWeight="bold" id={noteId}>
            {t.storeNow}
          </Text>
          <Field.Root>
            <Field.Label srOnly>{title}</Field.Label>
            <Input
              ref={inputRef}
              readOnly
              value={value}
              fontFamily="mono"
              aria-describedby={noteId}
              onFocus={(e) => e.currentTarget.select()}
            />
          </Field.Root>
          <HStack gap="3" wrap="wrap">
            <Button size="sm" colorPalette="orange" onClick={() => void copyIt()}>
              {t.copy}
            </Button>
            <Button size="sm" variant="outline" onClick={onDone}>
              {t.done}
            </Button>
            <Text fontSize="sm" role="status" aria-live="polite">
              {copyNote ? <Code>{copyNote}</Code> : null}
            </Text>
          </HStack>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
