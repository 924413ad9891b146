import { Accordion, Heading, Span, Stack, Text } from '@chakra-ui/react';
import { copy } from '../../../lib/copy';
import { BLOG_QUESTIONS } from './questions';

/** Blog / Q&A page (spec §1): five static questions and answers about React. */
export default function BlogPage() {
  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full">
      <Heading as="h1" size="3xl">
        {copy.blog.title}
      </Heading>
      <Accordion.Root multiple defaultValue={['q0']} variant="enclosed">
        {BLOG_QUESTIONS.map((qa, i) => (
          <Accordion.Item key={qa.question} value={`q${i}`}>
            <Accordion.ItemTrigger>
              <Span flex="1" fontWeight="semibold" as="h2">
                {qa.question}
              </Span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack gap="3">
                  {qa.answer.map((p) => (
                    <Text key={p}>{p}</Text>
                  ))}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
