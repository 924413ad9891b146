/**
 * Review form (spec §2, §4, §5). On success: toast 'Added Your Review' and clear the form.
 * Unlike the original, validation and server errors are shown: nothing fails silently.
 */
import { Button, Card, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { MESSAGES } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifySuccess } from '../../../components/toaster';
import { copy } from '../../../lib/copy';
import { addReviewSchema } from '../api/addReview';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';

export interface ReviewValues { photoUrl: string; description: string }

interface Props {
  onSubmitReview(values: ReviewValues): Promise<unknown>;
}

const empty: ReviewValues = { photoUrl: '', description: '' };

export function ReviewForm({ onSubmitReview }: Props) {
  const submit = async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
    helpers.setStatus(null);
    try {
      await onSubmitReview({ photoUrl: values.photoUrl.trim(), description: values.description.trim() });
      notifySuccess(MESSAGES.reviewAdded);
      helpers.resetForm({ values: empty });
    } catch (error) {
      helpers.setStatus({ error });
    }
  };

  return (
    <Card.Root maxW="xl" w="full" mx="auto" variant="elevated">
      <Card.Header><Card.Title as="h2">{copy.reviewForm.cardTitle}</Card.Title></Card.Header>
      <Card.Body>
        <Formik initialValues={empty} validationSchema={addReviewSchema} onSubmit={submit}>
          {({ values, errors, touched, handleChange, handleBlur, isSubmitting, status }) => (
            <Form noValidate>
              <FocusFirstInvalid />
              <Stack gap="4">
                <Field.Root required invalid={Boolean(touched.photoUrl && errors.photoUrl)}>
                  <Field.Label>{copy.reviewForm.photoUrl}</Field.Label>
                  <Input name="photoUrl" type="url" value={values.photoUrl} onChange={handleChange} onBlur={handleBlur}
                    placeholder={copy.reviewForm.photoUrlPlaceholder} />
                  <Field.ErrorText>{errors.photoUrl}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={Boolean(touched.description && errors.description)}>
                  <Field.Label>{copy.reviewForm.description}</Field.Label>
                  <Textarea name="description" rows={5} value={values.description} onChange={handleChange} onBlur={handleBlur} />
                  <Field.ErrorText>{errors.description}</Field.ErrorText>
                </Field.Root>
                {status?.error != null && <ErrorAlert error={status.error} />}
                <Button type="submit" colorPalette="orange" loading={isSubmitting}>{copy.reviewForm.submit}</Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
