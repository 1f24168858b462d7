import { useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Input, InputGroup, Link, NativeSelect, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AUTH_BUSY_TEXTS } from '../../../../shared/domain/auth-messages';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';
import { REGISTRABLE_ROLES, ROLE_LABELS } from '../../../../shared/domain/roles';
import { contactNumberField } from '../../../../shared/validation/person';
import { phoneSignUpSchema } from '../../../../shared/validation/phone-sign-in';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { RequestPhoneCodeDocument, SignInWithPhoneDocument, SignUpWithPhoneDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { fieldProblems, showFieldProblems } from '../../lib/form-errors';
import { AuthCard } from './AuthCard';
import { useAuth, type NewSession } from './auth-context';
import { PHONE_TEXTS, PhoneCodeForm, resendTime } from './PhoneCodeForm';
import { formatMobile, mobileDigits } from './phone-code';
import { afterSignIn, useSignInReturn } from './redirect';

const numberSchema = z.object({ phone: contactNumberField });
type NumberForm = UseFormReturn<z.input<typeof numberSchema>, unknown, z.output<typeof numberSchema>>;

const signUpSchema = phoneSignUpSchema.omit({ signUpToken: true });
type SignUpForm = UseFormReturn<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>;
const SIGN_UP_FIELDS = ['name', 'role', 'email'] as const;

/** The last number a code went to, and when another may be asked for it. */
interface LastCode {
  phone: string;
  resendAt: number;
}

/** True while no other code may be asked for this number: the one sent last still works. */
function stillWaiting(last: LastCode, phone: string): boolean {
  return last.phone === phone && Date.now() < last.resendAt;
}

type Step = { name: 'number'; focus: boolean } | ({ name: 'code' } & LastCode) | { name: 'sign-up'; phone: string; signUpToken: string };

/**
 * Signing in, or up, with a mobile number and a code sent by SMS (issue 31): the number, then the
 * code; a number with an account signs in as the e-mail login does (same storage, redirect and
 * toast), a new one goes on to 'Create your account'. The answers never say whether a number has
 * an account before the right code is given. What was typed stays when a step fails or the user
 * goes back.
 */
export function MobileSignInPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const back = useSignInReturn();
  const [step, setStep] = useState<Step>({ name: 'number', focus: false });
  const [remember, setRemember] = useState(false);
  const [signInWithPhone] = useMutation(SignInWithPhoneDocument);
  const [lastCode, setLastCode] = useState<LastCode | null>(null);
  const numberForm: NumberForm = useForm({ resolver: zodResolver(numberSchema), mode: 'onTouched', defaultValues: { phone: '' } });
  const signUpForm: SignUpForm = useForm({
    resolver: zodResolver(signUpSchema),
    mode: 'all',
    defaultValues: { name: '', role: '' as never, email: '' },
  });

  function start(session: NewSession, message: string) {
    signIn(session, remember);
    notify('success', message);
    navigate(afterSignIn(back), { replace: true });
  }

  const backToNumber = () => setStep({ name: 'number', focus: true });

  if (step.name === 'sign-up')
    return (
      <AuthCard title="Create your account" description={`${formatMobile(step.phone)} is verified. A few details and you are in.`}>
        <SignUpStep
          form={signUpForm}
          signUpToken={step.signUpToken}
          onSession={(session) => start(session, CALL_MESSAGES.registerSuccess)}
          onNewCode={backToNumber}
        />
      </AuthCard>
    );

  return (
    <AuthCard
      title="Continue with mobile number"
      // The code step says itself where the code went.
      description={step.name === 'number' ? 'We send a 6-digit code by SMS. No account yet? The same code creates one.' : undefined}
      footer={<EmailInstead />}
    >
      {step.name === 'number' ? (
        <NumberStep
          form={numberForm}
          focus={step.focus}
          lastCode={lastCode}
          onSent={(sent) => {
            setLastCode(sent);
            setStep({ name: 'code', ...sent });
          }}
        />
      ) : (
        <PhoneCodeForm
          phone={step.phone}
          purpose="SIGN_IN"
          resendAt={step.resendAt}
          onResent={(resendAt) => setLastCode({ phone: step.phone, resendAt })}
          label="Code from the SMS"
          submitText="Continue"
          busyText="Checking..."
          onChangeNumber={backToNumber}
          onCode={async (code) => {
            const { data } = await signInWithPhone({ variables: { input: { phone: step.phone, code, remember } } });
            const answer = data?.signInWithPhone;
            if (answer?.session) start(answer.session, CALL_MESSAGES.loginSuccess);
            else if (answer?.signUpToken) setStep({ name: 'sign-up', phone: step.phone, signUpToken: answer.signUpToken });
            else throw new Error('no answer');
          }}
        >
          <Checkbox.Root
            checked={remember}
            onCheckedChange={(details) => setRemember(details.checked === true)}
            minH="44px"
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Remember Me</Checkbox.Label>
          </Checkbox.Root>
        </PhoneCodeForm>
      )}
    </AuthCard>
  );
}

function EmailInstead() {
  const back = useSignInReturn();
  return (
    <>
      Prefer e-mail and password?{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/login" state={back}>
          Login
        </RouterLink>
      </Link>{' '}
      or{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/register" state={back}>
          Register
        </RouterLink>
      </Link>
    </>
  );
}

/** Step 1: the number, checked by the spec's phone rule; 'Send code' asks the server for an SMS. */
function NumberStep({
  form,
  focus,
  lastCode,
  onSent,
}: {
  form: NumberForm;
  focus: boolean;
  lastCode: LastCode | null;
  onSent: (sent: LastCode) => void;
}) {
  const [requestCode] = useMutation(RequestPhoneCodeDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  // Back from the code step ('Change number', or a sign-up that needs a new code): the number is
  // what to change.
  useEffect(() => {
    if (focus) setFocus('phone');
  }, [focus, setFocus]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const { phone } = values;
    // Back with the same number before another code may be asked for: the one sent still works.
    if (lastCode && stillWaiting(lastCode, phone)) {
      onSent(lastCode);
      return;
    }
    try {
      const { data } = await requestCode({ variables: { input: { phone, purpose: 'SIGN_IN' } } });
      if (!data) throw new Error('no answer');
      onSent({ phone, resendAt: resendTime(data.requestPhoneCode) });
    } catch (error) {
      if (!showFieldProblems(error, setError, ['phone'] as const)) setFailure(errorMessage(error, PHONE_TEXTS.cannotSend));
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Mobile number">
      <Stack gap="4">
        <FormField label="Mobile number" error={errors.phone?.message}>
          <InputGroup startAddon="+91">
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              minH="48px"
              placeholder="10-digit mobile number"
              {...register('phone', { setValueAs: (value: string) => mobileDigits(value) })}
            />
          </InputGroup>
        </FormField>
        {failure && (
          <Alert.Root status="error" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" minH="48px" loading={isSubmitting} loadingText="Sending code...">
          Send code
        </Button>
      </Stack>
    </chakra.form>
  );
}

/**
 * Step 3, for a number no account has verified: name (the registration rules), role and an
 * optional e-mail. A sign-up token that ran out sends the user back for a new code, with what was
 * typed here kept.
 */
function SignUpStep({
  form,
  signUpToken,
  onSession,
  onNewCode,
}: {
  form: SignUpForm;
  signUpToken: string;
  onSession: (session: NewSession) => void;
  onNewCode: () => void;
}) {
  const [signUp] = useMutation(SignUpWithPhoneDocument);
  const [failure, setFailure] = useState<{ text: string; newCode: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => setFocus('name'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { name, role, email } = values;
      const { data } = await signUp({ variables: { input: { signUpToken, name, role, email } } });
      if (!data) throw new Error('no session');
      onSession(data.signUpWithPhone);
    } catch (error) {
      const expired = fieldProblems(error).find((problem) => problem.field === 'signUpToken');
      if (expired) setFailure({ text: expired.message, newCode: true });
      else if (!showFieldProblems(error, setError, SIGN_UP_FIELDS))
        setFailure({ text: errorMessage(error, PHONE_TEXTS.cannotReach), newCode: false });
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Create your account">
      <Stack gap="4">
        <FormField label="Full Name" error={errors.name?.message}>
          <Input autoComplete="name" minH="44px" placeholder="Your full name" {...register('name')} />
        </FormField>
        <FormField label="Role" error={errors.role?.message} helper="User to find a stay, Owner to list your property.">
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
        <FormField
          label="Email (optional)"
          error={errors.email?.message}
          helper="For replies to your enquiries by e-mail. You sign in with your number."
        >
          <Input type="email" autoComplete="email" inputMode="email" minH="44px" placeholder="you@example.com" {...register('email')} />
        </FormField>
        {failure && (
          <Alert.Root status="error" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{failure.text}</Alert.Description>
              {failure.newCode && (
                <Button variant="outline" size="sm" minH="44px" mt="2" alignSelf="flex-start" onClick={onNewCode}>
                  Get a new code
                </Button>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" minH="48px" loading={isSubmitting} loadingText={AUTH_BUSY_TEXTS.signingUp}>
          Create account
        </Button>
      </Stack>
    </chakra.form>
  );
}
