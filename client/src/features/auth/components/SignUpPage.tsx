/** Sign-up (spec §2, §5): name, e-mail, password; sets the display name, then back to the earlier page. */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Formik, Form } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { signUpSchema } from '@gluegun/common';
import { useAuth } from '../../../lib/auth';
import { copy } from '../../../lib/copy';
import { AuthCard } from './AuthCard';
import { SignedInNotice } from './SignedInNotice';
import { SocialButtons } from './SocialButtons';
import { TextField } from '../../../components/form/TextField';
import { useAuthAttempt } from './useAuthAttempt';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';

export default function SignUpPage() {
  const { signUp, signInWithGoogle } = useAuth();
  const { attempt, error, busy, state, signedInAlready } = useAuthAttempt();

  if (signedInAlready) {
    return (
      <AuthCard title={copy.auth.signUpTitle}>
        <SignedInNotice user={signedInAlready} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.auth.signUpTitle}>
      <Formik
        initialValues={{ name: '', email: '', password: '' }}
        validationSchema={signUpSchema}
        onSubmit={(v) => attempt(() => signUp(v.name.trim(), v.email.trim(), v.password))}
      >
        <Form noValidate aria-label={copy.auth.signUpTitle}>
          <FocusFirstInvalid />
          <Stack gap="4">
            <TextField name="name" label={copy.auth.name} autoComplete="name" required mark={false} />
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
              autoComplete="new-password"
              required
              mark={false}
            />
            <Button type="submit" colorPalette="orange" loading={busy}>
              {copy.auth.signUp}
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
        {copy.auth.haveAccount}{' '}
        <Link asChild color="orange.700">
          <RouterLink to="/log-in" state={state}>
            {copy.auth.goToLogIn}
          </RouterLink>
        </Link>
      </Text>
      <SocialButtons busy={busy} onGoogle={(account) => void attempt(() => signInWithGoogle(account))} />
    </AuthCard>
  );
}
