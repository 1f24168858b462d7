import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Container, Link, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { PHONE_MESSAGES } from '../../../../shared/domain/phone-sign-in';
import { changePasswordSchema, type ChangePasswordValues } from '../../../../shared/validation/account';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { ChangePasswordDocument } from '../../generated/graphql';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { useAuth } from '../auth/auth-context';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

const CHANGE_PASSWORD_MESSAGES = { success: CALL_MESSAGES.passwordChanged, failed: CALL_MESSAGES.changePasswordFailed } as const;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Change Password (spec section 2): success and failure are said inline. Every other session of
 * the account is signed out; this device keeps going with the new token the server returns.
 */
export function ChangePasswordPage() {
  const { user } = useAuth();
  return (
    <>
      <BreadcrumbBanner title="Change Password" />
      <Container maxW="lg" py={{ base: '8', md: '12' }}>
        <Card.Root borderRadius="card">
          <Card.Body p={{ base: '5', md: '8' }}>
            {/* An account made with a mobile number and no e-mail has no password to change. */}
            {user && !user.email ? <NoPassword /> : <ChangePasswordForm />}
          </Card.Body>
        </Card.Root>
      </Container>
    </>
  );
}

function NoPassword() {
  return (
    <Stack gap="4">
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{PHONE_MESSAGES.signsInWithPhone}</Alert.Title>
          <Alert.Description>It has no password to change: each time, a code sent by SMS to your number signs you in.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Link asChild color="brand.fg" fontWeight="medium" minH="44px" alignSelf="flex-start">
        <RouterLink to="/user-profile">Go to My Profile</RouterLink>
      </Link>
    </Stack>
  );
}

function ChangePasswordForm() {
  const { updateSession } = useAuth();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'all',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const { data } = await changePassword({ variables: { input } });
      if (!data) throw new Error('no session');
      updateSession(data.changePassword);
      reset();
      setOutcome({ status: 'success', message: CHANGE_PASSWORD_MESSAGES.success });
    } catch (error) {
      if (!showFieldProblems(error, setError, FIELDS))
        setOutcome({ status: 'error', message: errorMessage(error, CHANGE_PASSWORD_MESSAGES.failed) });
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Change Password">
      <Stack gap="5">
        {outcome && (
          <Alert.Root status={outcome.status} borderRadius="md" role={outcome.status === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Description>{outcome.message}</Alert.Description>
          </Alert.Root>
        )}
        <FormField label="Current Password" error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <FormField
          label="New Password"
          error={errors.newPassword?.message}
          helper="6 to 16 characters. You stay signed in here; other devices are signed out."
        >
          <PasswordInput
            autoComplete="new-password"
            {...register('newPassword', { onChange: () => getValues('confirmPassword') && void trigger('confirmPassword') })}
          />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          minH="48px"
          loading={isSubmitting}
          aria-label={isSubmitting ? 'Changing password' : undefined}
        >
          Change Password
        </Button>
      </Stack>
    </chakra.form>
  );
}
