import { useMutation } from '@apollo/client/react';
import { Alert, Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PHONE_CODE_LENGTH, PHONE_CODE_MINUTES } from '../../../../shared/domain/phone-sign-in';
import { phoneCodeField } from '../../../../shared/validation/phone-sign-in';
import { FormField } from '../../components/FormField';
import { RequestPhoneCodeDocument, type PhoneCodePurpose } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { countdown, formatMobile, resendWaitMs } from './phone-code';

/** The answer to requestPhoneCode: when the code stops working and when another may be asked. */
interface CodeSent {
  expiresAt: string;
  resendAfter: string;
}

/** When, on this device's clock, another code may be asked for after `sent` arrived just now. */
export function resendTime(sent: CodeSent): number {
  return Date.now() + resendWaitMs(sent);
}

export const PHONE_TEXTS = {
  cannotSend: 'We could not send the code. Check your connection and try again.',
  cannotCheck: 'We could not check the code. Check your connection and try again.',
  cannotReach: 'We could not reach Nivaas. Check your connection and try again.',
} as const;

const codeSchema = z.object({ code: phoneCodeField });

/**
 * The code step of signing in with a mobile number and of verifying one (purpose SIGN_IN or
 * VERIFY): the number the code went to with 'Change number', the six digits from the SMS, and
 * 'Resend code' once the server allows another (`resendAt`, see resendTime), counting down until
 * then; `onResent` hears of each new code. `onCode` does what the
 * code is for; what it throws is shown on the code field (a wrong or expired code) or above the
 * button, and the typed code stays.
 */
export function PhoneCodeForm({
  phone,
  purpose,
  resendAt: firstResendAt,
  onResent,
  label,
  submitText,
  busyText,
  onCode,
  onChangeNumber,
  codeInputRef,
  children,
}: {
  phone: string;
  purpose: PhoneCodePurpose;
  resendAt: number;
  onResent?: (resendAt: number) => void;
  /** The form's accessible name. */
  label: string;
  submitText: string;
  busyText: string;
  onCode: (code: string) => Promise<void>;
  onChangeNumber: () => void;
  /** The code's input, for a dialog to focus when it opens. */
  codeInputRef?: RefObject<HTMLInputElement | null>;
  /** More fields above the button (Remember Me). */
  children?: ReactNode;
}) {
  const [requestCode, { loading: resending }] = useMutation(RequestPhoneCodeDocument);
  const [resendAt, setResendAt] = useState(firstResendAt);
  const [resent, setResent] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sentToId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(codeSchema),
    // Checked once the field is left, then as it changes: no error while the first digits go in.
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  // The code field is where the user goes next when this step opens.
  useEffect(() => setFocus('code'), [setFocus]);
  const codeField = register('code', { setValueAs: (value: string) => value.replace(/\s/g, '') });

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onCode(code);
    } catch (error) {
      if (!showFieldProblems(error, setError, ['code'] as const)) setFailure(errorMessage(error, PHONE_TEXTS.cannotCheck));
    }
  });

  async function resend() {
    setResent(null);
    try {
      const { data } = await requestCode({ variables: { input: { phone, purpose } } });
      if (!data) throw new Error('no answer');
      const next = resendTime(data.requestPhoneCode);
      setResendAt(next);
      onResent?.(next);
      // The earlier code stops working once a new one is sent.
      resetField('code');
      setFailure(null);
      setResent({ status: 'success', text: `A new code is on its way to ${formatMobile(phone)}. The earlier one no longer works.` });
      setFocus('code');
    } catch (error) {
      setResent({ status: 'error', text: errorMessage(error, PHONE_TEXTS.cannotSend) });
    }
  }

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="4">
        <Stack gap="1">
          <Text id={sentToId}>
            We sent a {PHONE_CODE_LENGTH}-digit code by SMS to{' '}
            <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
              {formatMobile(phone)}
            </Text>
            . It works for {PHONE_CODE_MINUTES} minutes.
          </Text>
          <Button
            variant="plain"
            colorPalette="brand"
            color="brand.fg"
            alignSelf="flex-start"
            px="0"
            minH="44px"
            textDecoration="underline"
            onClick={onChangeNumber}
          >
            Change number
          </Button>
        </Stack>
        <FormField label={`${PHONE_CODE_LENGTH}-digit code`} error={errors.code?.message}>
          <Input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            minH="48px"
            fontSize="xl"
            letterSpacing="0.3em"
            aria-describedby={sentToId}
            {...codeField}
            ref={(input) => {
              codeField.ref(input);
              if (codeInputRef) codeInputRef.current = input;
            }}
          />
        </FormField>
        {children}
        {failure && (
          <Alert.Root status="error" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" minH="48px" loading={isSubmitting} loadingText={busyText}>
          {submitText}
        </Button>
        <ResendCode key={resendAt} at={resendAt} busy={resending} onResend={() => void resend()} />
        <Text role="status" fontSize="sm" color={resent?.status === 'error' ? 'fg.error' : 'fg.muted'}>
          {resent?.text}
        </Text>
      </Stack>
    </chakra.form>
  );
}

/** 'Resend code', waiting with a visible countdown until the server allows another code. */
function ResendCode({ at, busy, onResend }: { at: number; busy: boolean; onResend: () => void }) {
  const left = useTimeLeft(at);
  const waitId = useId();
  return (
    <HStack gap="2" wrap="wrap" justify="center">
      <Text fontSize="sm" color="fg.muted" id={waitId}>
        {left > 0 ? `No SMS yet? You can ask for another code in ${countdown(left)}.` : 'No SMS yet?'}
      </Text>
      <Button
        variant="outline"
        size="sm"
        minH="44px"
        disabled={left > 0}
        aria-describedby={waitId}
        loading={busy}
        loadingText="Sending..."
        onClick={onResend}
      >
        Resend code
      </Button>
    </HStack>
  );
}

/** Milliseconds until `at`, updated a few times a second until it is reached. */
function useTimeLeft(at: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (at <= Date.now()) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= at) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [at]);
  return Math.max(0, at - now);
}
