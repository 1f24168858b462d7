import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, Link, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { AUTH_MESSAGES, RESET_LINK_MINUTES } from '../../../../shared/domain/auth-messages';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../../../shared/validation/account';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { RequestPasswordResetDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { AuthCard } from './AuthCard';

const FORGOT_PASSWORD_FAILED = 'We could not send the reset link. Please try again.';

/** Forgot password: asks for a reset link by e-mail; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), mode: 'all', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestReset({ variables: { email } });
      setSentTo(email);
    } catch (error) {
      if (!showFieldProblems(error, setError, ['email'])) notify('error', errorMessage(error, FORGOT_PASSWORD_FAILED));
    }
  });

  return (
    <AuthCard
      title="Forgot Password"
      description={`Enter the email of your account. We will send you a link to choose a new password; it works for ${RESET_LINK_MINUTES} minutes.`}
      footer={
        <>
          Remembered it?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/login">Back to Login</RouterLink>
          </Link>
        </>
      }
    >
      {sentTo ? (
        <Stack gap="4">
          <Alert.Root status="success" borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check your email</Alert.Title>
              <Alert.Description>{AUTH_MESSAGES.resetRequested}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button variant="outline" colorPalette="brand" minH="44px" onClick={() => setSentTo(null)}>
            Send another link
          </Button>
        </Stack>
      ) : (
        <chakra.form onSubmit={onSubmit} noValidate aria-label="Forgot password">
          <Stack gap="4">
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" minH="44px" placeholder="you@example.com" {...register('email')} />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" minH="48px" loading={isSubmitting} loadingText="Sending...">
              Send Reset Link
            </Button>
          </Stack>
        </chakra.form>
      )}
    </AuthCard>
  );
}
