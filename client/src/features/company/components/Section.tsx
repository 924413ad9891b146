/** One titled part of a page (a region named by its heading). */
import { useId, type ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="3"
      borderWidth="1px"
      rounded="md"
      p={{ base: '3', md: '5' }}
    >
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
