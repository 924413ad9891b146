import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { copy } from '../lib/copy';

/** Shown while a page or its data loads. */
export function PageSpinner({ label = copy.common.loading }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="xl" color="orange.500" borderWidth="4px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
