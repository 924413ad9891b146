/**
 * Review form (spec §2, §4, §5). On success: toast 'Added Your Review' and clear the form.
 * Unlike the original, validation and server errors are shown: nothing fails silently.
 */
import { Button, Card, Stack } from '@chakra-ui/react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { MESSAGES } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifySuccess } from '../../../components/toaster';
import { copy } from '../../../lib/copy';
import { addReviewSchema } from '../api/addReview';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { TextField } from '../../../components/form/TextField';
import { resetAfterSuccess } from '../../../components/form/formOutcome';

export interface ReviewValues {
  photoUrl: string;
  description: string;
}

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
      resetAfterSuccess(helpers, empty);
    } catch (error) {
      helpers.setStatus({ error });
    }
  };

  return (
    <Card.Root maxW="xl" w="full" mx="auto" variant="elevated">
      <Card.Header>
        <Card.Title as="h2">{copy.reviewForm.cardTitle}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Formik initialValues={empty} validationSchema={addReviewSchema} onSubmit={submit}>
          {({ isSubmitting, status }) => (
            <Form noValidate>
              <FocusFirstInvalid />
              <Stack gap="4">
                <TextField
                  name="photoUrl"
                  label={copy.reviewForm.photoUrl}
                  type="url"
                  placeholder={copy.reviewForm.photoUrlPlaceholder}
                  required
                  mark={false}
                />
                <TextField
                  name="description"
                  label={copy.reviewForm.description}
                  rows={5}
                  required
                  mark={false}
                />
                {status?.error != null && <ErrorAlert error={status.error} />}
                <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                  {copy.reviewForm.submit}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
