import { AUTH_BUSY_TEXTS } from '../../../../shared/domain/auth-messages';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, HStack, Input, Link, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginSchema } from '../../../../shared/validation/account';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { LoginDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { AuthCard } from './AuthCard';
import { GoogleSignIn, GoogleSignInProblemNote } from './GoogleSignIn';
import { MobileSignInLink, OtherWaysIn } from './OtherWaysIn';
import { useAuth } from './auth-context';
import { afterSignIn, useSignInReturn } from './redirect';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

const LOGIN_MESSAGES = { success: CALL_MESSAGES.loginSuccess, failed: CALL_MESSAGES.loginFailed } as const;

const loginFormSchema = loginSchema.extend({ remember: z.boolean() });
type LoginForm = z.infer<typeof loginFormSchema>;

/** The same element every render: the form re-renders on each key, these need not. */
const OTHER_WAYS_IN = (
  <OtherWaysIn>
    <MobileSignInLink>Sign in with mobile number</MobileSignInLink>
    <GoogleSignIn />
  </OtherWaysIn>
);

/** Login (spec section 2): e-mail, password, Remember Me, Forgot Password, link to register. */
export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const back = useSignInReturn();
  const [login] = useMutation(LoginDocument);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: 'all',
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    try {
      const { data } = await login({ variables: { input: { email, password, remember } } });
      if (!data) throw new Error('no session');
      signIn(data.login, remember);
      notify('success', LOGIN_MESSAGES.success);
      navigate(afterSignIn(back), { replace: true });
    } catch (error) {
      showFieldProblems(error, setError, ['email', 'password']);
      notify('error', errorMessage(error, LOGIN_MESSAGES.failed));
    }
  });

  return (
    <AuthCard
      title="Login"
      description="Welcome back. Sign in to manage your stays and listings."
      footer={
        <>
          New to Nivaas?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/register" state={back}>
              Create an account
            </RouterLink>
          </Link>
        </>
      }
    >
      <GoogleSignInProblemNote />
      <chakra.form onSubmit={onSubmit} noValidate aria-label="Login">
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" minH="44px" placeholder="you@example.com" {...register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" placeholder="Your password" {...register('password')} />
          </FormField>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Controller
              control={control}
              name="remember"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                  minH="44px"
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>Remember Me</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <Link asChild color="brand.fg" fontWeight="medium" minH="44px" display="inline-flex" alignItems="center">
              <RouterLink to="/forgot-password">Forgot Password</RouterLink>
            </Link>
          </HStack>
          <Button type="submit" colorPalette="brand" size="lg" minH="48px" loading={isSubmitting} loadingText={AUTH_BUSY_TEXTS.signingIn}>
            Login
          </Button>
        </Stack>
      </chakra.form>
      {OTHER_WAYS_IN}
    </AuthCard>
  );
}
