/** The two days of a statement (both included); checked with the server's own rule before anything is asked. */
import { Button, Flex } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { statementRangeSchema } from '@gluegun/common';
import { TextField } from '../../../components/form/TextField';
import { statementCopy as t } from '../statementCopy';

export interface Range {
  from: string;
  to: string;
}

export function StatementRangeForm({
  initial,
  onSubmit,
  idPrefix = 'statement',
}: {
  initial: Range;
  onSubmit: (range: Range) => void;
  idPrefix?: string;
}) {
  return (
    <Formik
      initialValues={initial}
      validationSchema={statementRangeSchema}
      onSubmit={(values) => onSubmit({ from: values.from.trim(), to: values.to.trim() })}
    >
      <Form noValidate aria-label={t.range.legend} id={`${idPrefix}-range`}>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <div style={{ minWidth: '10rem' }}>
            <TextField name="from" label={t.range.from} type="date" required />
          </div>
          <div style={{ minWidth: '10rem' }}>
            <TextField name="to" label={t.range.to} type="date" required hint={t.range.hint} />
          </div>
          <Button type="submit" colorPalette="orange">
            {t.range.submit}
          </Button>
        </Flex>
      </Form>
    </Formik>
  );
}
