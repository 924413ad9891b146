import type { ReactNode } from 'react';
import { Card, Heading, Stack } from '@chakra-ui/react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack align="center" py={{ base: '4', md: '10' }}>
      <Card.Root w="full" maxW="md" variant="elevated">
        <Card.Body gap="5">
          <Heading as="h1" size="2xl" textAlign="center">
            {title}
          </Heading>
          {children}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
