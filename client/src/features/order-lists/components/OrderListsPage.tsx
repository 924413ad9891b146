/** /my-order-lists (/order-lists is the REST path): the company's shared order lists, each with its size and schedule, and a form to start a new one. */
import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { TextField } from '../../../components/form/TextField';
import { listCopy } from '../copy';
import { newListSchema, useCreateOrderList, useOrderLists } from '../api/orderLists';

const t = listCopy;

export default function OrderListsPage() {
  const { data, error, refetch } = useOrderLists();
  const [create] = useCreateOrderList();
  const [failed, setFailed] = useState<unknown>(null);
  const navigate = useNavigate();
  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="3xl">
        {t.title}
      </Heading>
      <Text>{t.intro}</Text>
      <Formik
        initialValues={{ name: '' }}
        validationSchema={newListSchema}
        onSubmit={async (values) => {
          setFailed(null);
          try {
            const { data: made } = await create({
              variables: { input: { name: values.name.trim(), lines: [] } },
            });
            if (made) navigate(`/my-order-lists/${made.createOrderList.id}`);
          } catch (e) {
            setFailed(e);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form aria-label={t.create.form} noValidate>
            <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-end">
              <Box flex="1 1 14rem">
                <TextField name="name" label={t.create.name} required />
              </Box>
              <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                {t.create.submit}
              </Button>
            </Box>
          </Form>
        )}
      </Formik>
      {failed !== null && <ErrorAlert error={failed} />}
      {!data && !error && <PageSpinner label={t.loading} />}
      {error && !data && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && data.orderLists.length === 0 && <Text>{t.none}</Text>}
      {data && data.orderLists.length > 0 && (
        <List.Root as="ul" listStyle="none" gap="3" aria-label={t.title}>
          {data.orderLists.map((l) => (
            <List.Item key={l.id} borderWidth="1px" borderRadius="md" p="4" aria-label={l.name}>
              <Stack gap="1">
                <Link
                  asChild
                  fontWeight="semibold"
                  color="blue.700"
                  textDecoration="underline"
                  aria-label={t.open(l.name)}
                >
                  <RouterLink to={`/my-order-lists/${l.id}`}>{l.name}</RouterLink>
                </Link>
                <Text fontSize="sm">{t.lineCount(l.lines.length)}</Text>
                {l.schedule && (
                  <Text fontSize="sm">{t.scheduled(l.schedule.rule, l.schedule.nextRunOn ?? null)}</Text>
                )}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
