import { Alert, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/apolloErrors';
import { copy } from '../lib/copy';
import { useRevealOnShow } from './revealError';

/**
 * A refusal or failure in words, announced (role="alert"), scrolled into view below the navbar and focused when
 * it appears. Every form's message at the top and every failed load uses this.
 */
export function FormErrorAlert({
  title,
  children,
  action,
  revealKey,
  status = 'error',
}: {
  title?: string;
  children: ReactNode;
  action?: ReactNode;
  /** 'warning': a refusal the person can resolve on the spot (a version conflict with "Load the current values"). */
  status?: 'error' | 'warning';
  /** Changes when a new error is shown (the message): the alert is revealed again. */
  revealKey: unknown;
}) {
  const ref = useRevealOnShow<HTMLDivElement>(revealKey);
  return (
    <Alert.Root ref={ref} status={status} my="4" alignItems="center" role="alert" tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description whiteSpace="pre-line">{children}</Alert.Description>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}

/** Shown whenever data fails to load or an action fails: nothing fails silently. */
export function ErrorAlert({
  error,
  onRetry,
  title = copy.common.errorTitle,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const message = errorMessage(error);
  return (
    <FormErrorAlert
      title={title}
      revealKey={error}
      action={
        onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {copy.common.retry}
          </Button>
        )
      }
    >
      {message}
    </FormErrorAlert>
  );
}
