/** Changing one item of a list: its quantity and what a scheduled run orders of it (empty = the quantity). */
import { Box, Button, Heading } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { TextField } from '../../../components/form/TextField';
import { listCopy } from '../copy';
import { lineChangeSchema } from '../api/orderLists';

const t = listCopy.change;

export interface LineChangeValues {
  quantity: string;
  scheduleQuantity: string;
}

export function LineChange({
  sku,
  quantity,
  scheduleQuantity,
  onSave,
  onCancel,
}: {
  sku: string;
  quantity: number;
  scheduleQuantity: number | null;
  onSave: (quantity: number, scheduleQuantity: number | null) => Promise<boolean>;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form appears below the table: the heading takes focus so a keyboard or screen reader lands on it.
  useEffect(() => {
    heading.current?.focus();
  }, [sku]);
  const initial: LineChangeValues = {
    quantity: String(quantity),
    scheduleQuantity: scheduleQuantity === null ? '' : String(scheduleQuantity),
  };
  return (
    <Formik
      initialValues={initial}
      enableReinitialize
      validationSchema={lineChangeSchema}
      onSubmit={async (v) => {
        const scheduled = v.scheduleQuantity.trim() === '' ? null : Number(v.scheduleQuantity);
        await onSave(Number(v.quantity), scheduled);
      }}
    >
      {({ isSubmitting }) => (
        <Form aria-label={t.form(sku)} noValidate>
          <Box mt="4" p="3" borderWidth="1px" borderRadius="md">
            <Heading as="h3" size="sm" ref={heading} tabIndex={-1} mb="3">
              {t.form(sku)}
            </Heading>
            <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-start">
              <Box flex="1 1 8rem">
                <TextField name="quantity" label={t.quantity} inputMode="numeric" required />
              </Box>
              <Box flex="2 1 12rem">
                <TextField
                  name="scheduleQuantity"
                  label={t.scheduled}
                  inputMode="numeric"
                  hint={t.scheduledHint}
                />
              </Box>
            </Box>
            <Box display="flex" gap="3" mt="3">
              <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                {t.submit}
              </Button>
              <Button variant="outline" onClick={onCancel}>
                {t.cancel}
              </Button>
            </Box>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
