import { AUTH_BUSY_TEXTS } from '../../../../shared/domain/auth-messages';
import { useMutation } from '@apollo/client/react';
import { Button, Input, Link, NativeSelect, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { REGISTRABLE_ROLES, ROLE_LABELS } from '../../../../shared/domain/roles';
import { registerSchema } from '../../../../shared/validation/account';
import { FormField } from '../../components/FormField';
import { HoneypotField } from '../../components/HoneypotField';
import { HONEYPOT_FIELD } from '../../../../shared/domain/honeypot';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { RegisterDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { AuthCard } from './AuthCard';
import { GoogleSignIn } from './GoogleSignIn';
import { MobileSignInLink, OtherWaysIn } from './OtherWaysIn';
import { useAuth } from './auth-context';
import { afterSignIn, useSignInReturn } from './redirect';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

const REGISTER_MESSAGES = { success: CALL_MESSAGES.registerSuccess, failed: CALL_MESSAGES.registerFailed } as const;

const FIELDS = ['name', 'email', 'contactNumber', 'role', 'password', 'confirmPassword'] as const;

/** The same element every render: the form re-renders on each key, these need not. */
const OTHER_WAYS_IN = (
  <OtherWaysIn>
    <MobileSignInLink>Sign up with mobile number</MobileSignInLink>
    <GoogleSignIn />
  </OtherWaysIn>
);

/** Register (spec section 2): name, email, contact number, role User or Owner, passwords. */
export function RegisterPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const back = useSignInReturn();
  const [registerAccount] = useMutation(RegisterDocument);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
    mode: 'all',
    defaultValues: { name: '', email: '', contactNumber: '', role: '' as never, password: '', confirmPassword: '', website: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await registerAccount({
        variables: {
          input: {
            name: values.name,
            email: values.email,
            contactNumber: values.contactNumber,
            role: values.role,
            password: values.password,
            confirmPassword: values.confirmPassword,
            website: values.website || undefined,
          },
        },
      });
      if (!data) throw new Error('no session');
      signIn(data.register, false);
      notify('success', REGISTER_MESSAGES.success);
      navigate(afterSignIn(back), { replace: true });
    } catch (error) {
      showFieldProblems(error, setError, FIELDS);
      notify('error', errorMessage(error, REGISTER_MESSAGES.failed));
    }
  });

  return (
    <AuthCard
      title="Register"
      description="Create your Nivaas account to find a stay or list your property."
      footer={
        <>
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/login" state={back}>
              Login
            </RouterLink>
          </Link>
        </>
      }
    >
      <chakra.form onSubmit={onSubmit} noValidate aria-label="Register">
        <Stack gap="4">
          <FormField label="Full Name" error={errors.name?.message}>
            <Input autoComplete="name" minH="44px" placeholder="Your full name" {...register('name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" minH="44px" placeholder="you@example.com" {...register('email')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="Contact Number" error={errors.contactNumber?.message}>
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                minH="44px"
                placeholder="10-digit mobile"
                {...register('contactNumber')}
              />
            </FormField>
            <FormField label="Role" error={errors.role?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field placeholder="Select a role" minH="44px" {...register('role')}>
                  {REGISTRABLE_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <FormField label="Password" error={errors.password?.message} helper="6 to 16 characters.">
            <PasswordInput
              autoComplete="new-password"
              {...register('password', {
                // Once the confirmation is typed, say at once whether the two still match.
                onChange: () => getValues('confirmPassword') && void trigger('confirmPassword'),
              })}
            />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <HoneypotField registration={register(HONEYPOT_FIELD)} />
          <Button type="submit" colorPalette="brand" size="lg" minH="48px" loading={isSubmitting} loadingText={AUTH_BUSY_TEXTS.signingUp}>
            Sign Up
          </Button>
        </Stack>
      </chakra.form>
      {OTHER_WAYS_IN}
    </AuthCard>
  );
}
