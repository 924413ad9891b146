import { Alert, Button } from '@chakra-ui/react';
import { errorMessage } from '../lib/apolloErrors';
import { copy } from '../lib/copy';

/** Shown whenever data fails to load or an action fails: nothing fails silently. */
export function ErrorAlert({ error, onRetry, title = copy.common.errorTitle }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <Alert.Root status="error" my="4" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description whiteSpace="pre-line">{errorMessage(error)}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {copy.common.retry}
        </Button>
      )}
    </Alert.Root>
  );
}
