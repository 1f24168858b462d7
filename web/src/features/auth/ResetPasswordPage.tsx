import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, HStack, Link, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { ACCOUNT_FORM_MESSAGES, resetPasswordSchema, type ResetPasswordValues } from '../../../../shared/validation/account';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { ResetLinkWorksDocument, ResetPasswordDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { fieldProblems, showFieldProblems } from '../../lib/form-errors';
import { AuthCard } from './AuthCard';

const RESET_PASSWORD_FAILED = 'We could not reset your password. Please try again.';

/** Reset password: the page the e-mailed link opens (`/reset-password?token=...`). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : ACCOUNT_FORM_MESSAGES.resetTokenMissing);
  // Asked when the page opens, so a used or expired link says so before a password is typed twice.
  // If the question fails (offline, throttled), the form shows: the reset itself checks the link.
  const check = useQuery(ResetLinkWorksDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const problem = linkProblem ?? (check.data?.resetLinkWorks === false ? AUTH_MESSAGES.resetLinkInvalid : null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'all',
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await resetPassword({ variables: { input } });
      notify('success', AUTH_MESSAGES.passwordReset);
      navigate('/login', { replace: true });
    } catch (error) {
      const tokenProblem = fieldProblems(error).find((problem) => problem.field === 'token');
      if (tokenProblem) setLinkProblem(tokenProblem.message);
      else if (!showFieldProblems(error, setError, ['newPassword', 'confirmPassword']))
        notify('error', errorMessage(error, RESET_PASSWORD_FAILED));
    }
  });

  return (
    <AuthCard title="Reset Password" description="Choose a new password for your Nivaas account.">
      {check.loading ? (
        <HStack gap="3" aria-busy="true" minH="44px">
          <Spinner size="sm" color="brand.fg" />
          <Text color="fg.muted">Checking your link...</Text>
        </HStack>
      ) : problem ? (
        <Stack gap="4">
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
          <Button asChild colorPalette="brand" minH="44px">
            <RouterLink to="/forgot-password">Ask for a new link</RouterLink>
          </Button>
          <Link asChild color="brand.fg" alignSelf="center">
            <RouterLink to="/login">Back to Login</RouterLink>
          </Link>
        </Stack>
      ) : (
        <chakra.form onSubmit={onSubmit} noValidate aria-label="Reset password">
          <Stack gap="4">
            <FormField label="New Password" error={errors.newPassword?.message} helper="6 to 16 characters.">
              <PasswordInput
                autoComplete="new-password"
                {...register('newPassword', { onChange: () => getValues('confirmPassword') && void trigger('confirmPassword') })}
              />
            </FormField>
            <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" minH="48px" loading={isSubmitting} loadingText="Saving...">
              Reset Password
            </Button>
          </Stack>
        </chakra.form>
      )}
    </AuthCard>
  );
}
