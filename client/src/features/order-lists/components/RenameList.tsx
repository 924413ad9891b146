/** Renaming a list, for whoever may change it; a refusal shows below the form and changes nothing. */
import { Box, Button } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { TextField } from '../../../components/form/TextField';
import { listCopy } from '../copy';
import { newListSchema, useUpdateOrderList } from '../api/orderLists';

const t = listCopy.rename;

export function RenameList({ listId, name }: { listId: string; name: string }) {
  const [update] = useUpdateOrderList();
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState<unknown>(null);
  return (
    <Formik
      initialValues={{ name }}
      enableReinitialize
      validationSchema={newListSchema}
      onSubmit={async (v) => {
        setSaid('');
        setFailed(null);
        try {
          const res = await update({ variables: { id: listId, input: { name: v.name.trim() } } });
          if (res.data) setSaid(t.saved(res.data.updateOrderList.name));
        } catch (e) {
          setFailed(e);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form aria-label={t.form} noValidate>
          <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-start">
            <Box flex="2 1 14rem">
              <TextField name="name" label={t.name} required />
            </Box>
            <Button type="submit" mt={{ base: 0, sm: 7 }} variant="outline" loading={isSubmitting}>
              {t.submit}
            </Button>
          </Box>
          {failed !== null && <ErrorAlert error={failed} />}
          <LiveStatus>{said}</LiveStatus>
        </Form>
      )}
    </Formik>
  );
}
