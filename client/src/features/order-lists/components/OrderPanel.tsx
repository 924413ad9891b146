/** Order this list: one click adds what can be ordered to My Orders; the answer, line by line, is announced. */
import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { TextField } from '../../../components/form/TextField';
import { listCopy } from '../copy';
import { useOrderOrderList } from '../api/orderLists';

const t = listCopy.order;
type Result = {
  addedCount: number;
  lines: Array<{ sku: string; quantity: number; added: boolean; reason?: string | null }>;
};

export function OrderPanel({ listId, disabled }: { listId: string; disabled: boolean }) {
  const [order] = useOrderOrderList();
  const [failed, setFailed] = useState<unknown>(null);
  const [result, setResult] = useState<Result | null>(null);
  return (
    <Stack as="section" aria-labelledby="order-list-heading" gap="3">
      <Heading as="h2" size="xl" id="order-list-heading">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      <Formik
        initialValues={{ phone: '' }}
        onSubmit={async (values) => {
          setFailed(null);
          setResult(null);
          try {
            const { data } = await order({ variables: { id: listId, phone: values.phone.trim() || null } });
            if (data) setResult(data.orderOrderList);
          } catch (e) {
            setFailed(e);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form aria-label={t.form} noValidate>
            <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-start">
              <Box flex="1 1 14rem">
                <TextField name="phone" label={t.phone} type="tel" autoComplete="tel" hint={t.phoneHint} />
              </Box>
              <Button
                type="submit"
                mt={{ base: 0, sm: 7 }}
                colorPalette="orange"
                loading={isSubmitting}
                disabled={disabled}
              >
                {t.submit}
              </Button>
            </Box>
          </Form>
        )}
      </Formik>
      {failed !== null && <ErrorAlert error={failed} />}
      <LiveStatus>
        {result && (
          <Stack gap="2">
            <Text fontWeight="semibold">{t.result(result.addedCount, result.lines.length)}</Text>
            <List.Root ps="5">
              {result.lines.map((l) => (
                <List.Item key={l.sku} color={l.added ? undefined : 'fg.error'}>
                  {l.added ? t.added(l.sku, l.quantity) : t.refused(l.sku, l.quantity, l.reason ?? '')}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </LiveStatus>
      {result && result.addedCount > 0 && (
        <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
          <RouterLink to="/my-orders">{t.toOrders}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}
