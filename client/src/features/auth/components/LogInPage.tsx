/** Log-in (spec §2, §5): e-mail + password, Google, GitHub (no action); back to the earlier page after. */
import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Formik, Form } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { loginSchema } from '@gluegun/common';
import { useAuth } from '../../../lib/auth';
import { copy } from '../../../lib/copy';
import { AuthCard } from './AuthCard';
import { SignedInNotice } from './SignedInNotice';
import { SocialButtons } from './SocialButtons';
import { TextField } from '../../../components/form/TextField';
import { useAuthAttempt } from './useAuthAttempt';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';

export default function LogInPage() {
  const { sessionEnded, signInWithEmail, signInWithGoogle } = useAuth();
  const { attempt, error, busy, state, signedInAlready } = useAuthAttempt();

  if (signedInAlready) {
    return (
      <AuthCard title={copy.auth.logInTitle}>
        <SignedInNotice user={signedInAlready} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.auth.logInTitle}>
      {sessionEnded && (
        // Announced on arrival: a screen-reader user hears why they are asked to sign in again.
        <Alert.Root status="info" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Title>{copy.session.ended}</Alert.Title>
        </Alert.Root>
      )}
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={(v) => attempt(() => signInWithEmail(v.email.trim(), v.password))}
      >
        <Form noValidate aria-label={copy.auth.logInTitle}>
          <FocusFirstInvalid />
          <Stack gap="4">
            <TextField
              name="email"
              label={copy.auth.email}
              type="email"
              autoComplete="email"
              required
              mark={false}
            />
            <TextField
              name="password"
              label={copy.auth.password}
              type="password"
              autoComplete="current-password"
              required
              mark={false}
            />
            <Button type="submit" colorPalette="orange" loading={busy}>
              {copy.auth.logIn}
            </Button>
          </Stack>
        </Form>
      </Formik>
      {error && (
        <Text color="red.700" role="alert">
          {error}
        </Text>
      )}
      <Text fontSize="sm">
        {copy.auth.noAccount}{' '}
        <Link asChild color="orange.700">
          <RouterLink to="/sign-up" state={state}>
            {copy.auth.createAccount}
          </RouterLink>
        </Link>
      </Text>
      <SocialButtons busy={busy} onGoogle={(account) => void attempt(() => signInWithGoogle(account))} />
    </AuthCard>
  );
}
