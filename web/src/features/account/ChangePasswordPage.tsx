import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Container, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
    <>
      <BreadcrumbBanner title="Change Password" />
      <Container maxW="lg" py={{ base: '8', md: '12' }}>
        <Card.Root borderRadius="card">
          <Card.Body p={{ base: '5', md: '8' }}>
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
          </Card.Body>
        </Card.Root>
      </Container>
    </>
  );
}
