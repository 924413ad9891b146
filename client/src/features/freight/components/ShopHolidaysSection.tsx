/**
 * Dashboard → Shipping methods → Shop holidays (docs/decisions/101): the days off promised delivery dates skip. Add
 * with the shared schema (shopHolidaySchema), the server's refusal beside the field it names; remove one by one.
 */
import { useState } from 'react';
import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { shopHolidaySchema } from '@gluegun/common';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { describeError } from '../../../lib/errors';
import { resetAfterSuccess, useRefusals } from '../../../components/form/formOutcome';
import { shopHolidaysCopy as t } from '../../../lib/shopHolidaysCopy';
import { useAddShopHoliday, useRemoveShopHoliday, useShopHolidays } from '../api/shopHolidays';

interface HolidayValues {
  day: string;
  name: string;
}
const EMPTY: HolidayValues = { day: '', name: '' };
const FIELD_OF = { day: 'day', name: 'name' } as const;

function AddHolidayForm() {
  const [addHoliday] = useAddShopHoliday();
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<HolidayValues>(FIELD_OF);
  return (
    <Formik<HolidayValues>
      initialValues={EMPTY}
      validationSchema={shopHolidaySchema}
      validate={refusals.validate}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          await addHoliday({ variables: { input: values } });
          resetAfterSuccess(helpers);
        } catch (e) {
          setFormError(refusals.show(describeError(e), values, helpers));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-label={t.addTitle}>
          <FocusFirstInvalid />
          <Stack gap="3" borderWidth="1px" rounded="md" p="4">
            <Text as="h4" fontWeight="bold">
              {t.addTitle}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField name="day" label={t.day} type="date" required />
              <TextField name="name" label={t.name} hint={t.nameHint} required />
            </SimpleGrid>
            {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
            <Box>
              <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                {t.add}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

export function ShopHolidaysSection() {
  const { data, error, refetch } = useShopHolidays();
  const [removeHoliday] = useRemoveShopHoliday();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const holidays = data?.shopHolidays ?? [];
  const remove = async (day: string) => {
    setRemoveError(null);
    try {
      await removeHoliday({ variables: { day } });
    } catch (e) {
      setRemoveError(describeError(e).message);
    }
  };
  return (
    <Stack as="section" gap="4" aria-labelledby="shop-holidays-heading">
      <Heading as="h3" size="xl" id="shop-holidays-heading">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      <AddHolidayForm />
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {removeError && (
        <Text color="red.700" role="alert">
          {removeError}
        </Text>
      )}
      {data && holidays.length === 0 && <Text>{t.empty}</Text>}
      {holidays.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t.listLabel}>
          {holidays.map((h) => (
            <HStack
              as="li"
              key={h.day}
              justify="space-between"
              wrap="wrap"
              gap="2"
              borderWidth="1px"
              rounded="md"
              p="3"
            >
              <Text minW="0" overflowWrap="anywhere">
                <Text as="span" fontWeight="bold">
                  {h.dayText}
                </Text>{' '}
                · {h.name}
              </Text>
              <Button
                size="sm"
                variant="outline"
                aria-label={t.remove(h.dayText)}
                onClick={() => void remove(h.day)}
              >
                {t.removeShort}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
