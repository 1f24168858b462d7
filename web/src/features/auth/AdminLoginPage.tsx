import { useMutation } from '@apollo/client/react';
import { Button, Input, Link, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_BUSY_TEXTS, AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { adminLoginSchema, type AdminLoginValues } from '../../../../shared/validation/account';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { LoginDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { AuthCard } from './AuthCard';
import { useAuth } from './auth-context';
import { afterSignIn } from './redirect';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

const ADMIN_LOGIN_MESSAGES = {
  success: 'Admin Login Success!',
  denied: AUTH_MESSAGES.notAnAdmin,
  failed: CALL_MESSAGES.loginFailed,
} as const;

/**
 * Admin login (spec section 2 and 4): only an admin gets in. The server gives non-admins no
 * session at all; the role is checked here too, and nothing is kept unless it is admin.
 */
export function AdminLoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useMutation(LoginDocument);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginValues>({ resolver: zodResolver(adminLoginSchema), mode: 'all', defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const { data } = await login({ variables: { input: { email, password, role: 'admin' } } });
      if (data?.login.user.role !== 'admin') {
        notify('error', ADMIN_LOGIN_MESSAGES.denied);
        return;
      }
      signIn(data.login, false);
      notify('success', ADMIN_LOGIN_MESSAGES.success);
      navigate(afterSignIn(location.state, '/dashboard'), { replace: true });
    } catch (error) {
      showFieldProblems(error, setError, ['email', 'password']);
      notify('error', errorMessage(error, ADMIN_LOGIN_MESSAGES.failed));
    }
  });

  return (
    <AuthCard
      title="Admin login"
      description="For Nivaas administrators."
      footer={
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/">Back to Nivaas</RouterLink>
        </Link>
      }
    >
      <chakra.form onSubmit={onSubmit} noValidate aria-label="Admin login">
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" minH="44px" {...register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" minH="48px" loading={isSubmitting} loadingText={AUTH_BUSY_TEXTS.signingIn}>
            Login as Admin
          </Button>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
