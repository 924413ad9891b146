/** Log-in (spec §2, §5): e-mail + password, Google, GitHub (no action); back to the earlier page after. */
import { useState } from 'react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Formik, Form } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { loginSchema } from '@gluegun/common';
import { useAuth } from '../../../lib/auth';
import { copy } from '../../../lib/copy';
import { PageSpinner } from '../../../components/PageSpinner';
import { AuthCard } from './AuthCard';
import { SocialButtons } from './SocialButtons';
import { TextField } from './TextField';
import { authErrorText } from './authError';
import { useReturnTo } from './useReturnTo';

export default function LogInPage() {
  const { signInWithEmail, signInWithGoogle } = useAuth();
  const { goBack, state } = useReturnTo();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (action: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
      goBack();
    } catch (e) {
      setError(authErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={copy.auth.logInTitle}>
      <Formik initialValues={{ email: '', password: '' }} validationSchema={loginSchema}
        onSubmit={(v) => attempt(() => signInWithEmail(v.email.trim(), v.password))}>
        <Form noValidate aria-label={copy.auth.logInTitle}>
          <Stack gap="4">
            <TextField name="email" label={copy.auth.email} type="email" autoComplete="email" />
            <TextField name="password" label={copy.auth.password} type="password" autoComplete="current-password" />
            <Button type="submit" colorPalette="orange" loading={busy}>{copy.auth.logIn}</Button>
          </Stack>
        </Form>
      </Formik>
      {busy && <PageSpinner />}
      {error && <Text color="red.600" role="alert">{error}</Text>}
      <Text fontSize="sm">
        {copy.auth.noAccount}{' '}
        <Link asChild color="orange.600"><RouterLink to="/sign-up" state={state}>{copy.auth.createAccount}</RouterLink></Link>
      </Text>
      <SocialButtons busy={busy} onGoogle={(account) => void attempt(() => signInWithGoogle(account))} />
    </AuthCard>
  );
}
