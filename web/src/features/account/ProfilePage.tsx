import { useMutation } from '@apollo/client/react';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { LuShieldCheck } from 'react-icons/lu';
import { GENDERS, GENDER_LABELS } from '../../../../shared/domain/account';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { PHONE_MESSAGES } from '../../../../shared/domain/phone-sign-in';
import { profileSchema } from '../../../../shared/validation/account';
import { emailField } from '../../../../shared/validation/email';
import { contactNumberField } from '../../../../shared/validation/person';
import { Dropdown } from '../../components/Dropdown';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { RequestPhoneCodeDocument } from '../../generated/back-office/graphql';
import { UpdateProfileDocument } from '../../generated/graphql';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { useAuth, type SessionUser } from '../auth/auth-context';
import { PHONE_TEXTS, resendTime } from '../auth/PhoneCodeForm';
import { formatMobile } from '../auth/phone-code';
import { useLocationFields } from '../location/useLocationFields';
import { SavedEmailStatus } from './EmailConfirmationStatus';
import { PushNotificationSettings } from './PushNotificationSettings';
import { VerifyNumberDialog } from './VerifyNumberDialog';

const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  failed: 'Failed to update profile',
  verified: 'Your number is verified.',
  newNumber: 'A new number needs verifying again: we send it a code by SMS.',
  notVerified: 'Not verified yet: we send it a code by SMS.',
  phoneOnlyNewNumber: PHONE_MESSAGES.verifyNewNumberFirst,
  phoneOnlyEmail: `${PHONE_MESSAGES.signsInWithPhone} Add an e-mail to get replies by e-mail too.`,
} as const;

/** An account made with a mobile number may have no e-mail: the form does not ask for one. */
const phoneOnlyProfileSchema: typeof profileSchema = profileSchema.extend({
  email: z.union([z.literal(''), emailField]),
}) as unknown as typeof profileSchema;

const FIELDS = ['name', 'email', 'contactNumber', 'gender', 'state', 'city'] as const;

/** Edit Profile (spec section 2): the signed-in user's details, saved for real. */
export function ProfilePage() {
  const { user } = useAuth();
  return (
    <>
      <BreadcrumbBanner title="Edit Profile" />
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        {/* The guard renders this page only for a signed-in user. */}
        {user && <ProfileForm user={user} />}
        {user && <PushNotificationSettings />}
      </Container>
    </>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const [requestCode, { loading: sendingCode }] = useMutation(RequestPhoneCodeDocument);
  const [verifying, setVerifying] = useState<{ phone: string; resendAt: number } | null>(null);
  // An account without e-mail signs in with its number only: a number typed here unproved would lock it out.
  const phoneOnly = !user.email;
  const form = useForm({
    resolver: zodResolver(phoneOnly ? phoneOnlyProfileSchema : profileSchema),
    mode: 'all',
    defaultValues: profileValues(user),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    resetField,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const typedNumber = String(useWatch({ control, name: 'contactNumber' }) ?? '').trim();
  const savedNumber = user.contactNumber ?? '';
  const numberChanged = typedNumber !== savedNumber;
  const numberValid = contactNumberField.safeParse(typedNumber).success;
  const typedEmail = String(useWatch({ control, name: 'email' }) ?? '');
  // India's postal directory: states, then the districts of the chosen state.
  const location = useLocationFields(form, { pinCode: null, state: 'state', district: 'city', locality: null });

  const onSubmit = handleSubmit(async (values) => {
    if (phoneOnly && values.contactNumber !== savedNumber) {
      setError('contactNumber', { type: 'phone-only', message: PROFILE_MESSAGES.phoneOnlyNewNumber });
      return;
    }
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            ...values,
            contactNumber: values.contactNumber,
            gender: values.gender ?? null,
            state: values.state ?? '',
            city: values.city ?? '',
          },
        },
      });
      if (data) reset(profileValues(data.updateProfile));
      notify('success', PROFILE_MESSAGES.saved);
      if (data) announceNewAddress(user, data.updateProfile);
    } catch (error) {
      showFieldProblems(error, setError, FIELDS);
      notify('error', errorMessage(error, PROFILE_MESSAGES.failed));
    }
  });

  /** 'Verify number': a code by SMS to the number in the field (saved or newly typed), then the code step. */
  async function verifyNumber() {
    try {
      const { data } = await requestCode({ variables: { input: { phone: typedNumber, purpose: 'VERIFY' } } });
      if (!data) throw new Error('no answer');
      setVerifying({ phone: typedNumber, resendAt: resendTime(data.requestPhoneCode) });
    } catch (error) {
      if (!showFieldProblems(error, setError, ['contactNumber'] as const, { phone: 'contactNumber' }))
        setError('contactNumber', { type: 'server', message: errorMessage(error, PHONE_TEXTS.cannotSend) });
    }
  }

  function verified(saved: SessionUser) {
    setVerifying(null);
    resetField('contactNumber', { defaultValue: saved.contactNumber ?? '' });
    notify('success', PROFILE_MESSAGES.verified);
  }

  return (
    <Card.Root borderRadius="card">
      <Card.Body gap="8" p={{ base: '5', md: '8' }}>
        <HStack gap="4">
          <Avatar.Root size="2xl" colorPalette="brand">
            <Avatar.Fallback name={user.fullName} />
          </Avatar.Root>
          <Box minW="0">
            <Text fontSize="xl" fontWeight="semibold" truncate>
              {user.fullName}
            </Text>
            <Text color="fg.muted" truncate>
              {user.email ?? (user.contactNumber && formatMobile(user.contactNumber))}
            </Text>
          </Box>
        </HStack>
        <chakra.form onSubmit={onSubmit} noValidate aria-label="Edit Profile">
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label="Full Name" error={errors.name?.message}>
                <Input autoComplete="name" minH="44px" {...register('name')} />
              </FormField>
              <FormField label="Gender" error={errors.gender?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder="Select gender" minH="44px" {...register('gender')}>
                    {GENDERS.map((gender) => (
                      <option key={gender} value={gender}>
                        {GENDER_LABELS[gender]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <Stack gap="2">
                <FormField label="Email" error={errors.email?.message} helper={phoneOnly ? PROFILE_MESSAGES.phoneOnlyEmail : undefined}>
                  <Input type="email" autoComplete="email" inputMode="email" minH="44px" {...register('email')} />
                </FormField>
                <SavedEmailStatus saved={user} typed={typedEmail} />
              </Stack>
              <Stack gap="2">
                <FormField
                  label="Contact Number"
                  error={errors.contactNumber?.message}
                  helper={numberNote({ valid: numberValid, changed: numberChanged, phoneOnly, verified: user.phoneVerified })}
                >
                  <Input
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    maxLength={10}
                    minH="44px"
                    {...register('contactNumber')}
                  />
                </FormField>
                {numberValid && (
                  <NumberStatus verified={!numberChanged && user.phoneVerified} busy={sendingCode} onVerify={() => void verifyNumber()} />
                )}
              </Stack>
              <Dropdown label="State" placeholder="Select state" {...location.state} />
              <Dropdown label="City" placeholder="Select city" {...location.district} helper="The district you live in" />
            </SimpleGrid>
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" size="lg" minH="48px" px="10" loading={isSubmitting} loadingText="Saving...">
                Save
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
        {/* Outside the profile's form: the code step is a form of its own. */}
        <VerifyNumberDialog
          pending={verifying}
          onVerified={verified}
          onClose={() => {
            setVerifying(null);
            setFocus('contactNumber');
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}

/** The form's values from the account (empty text for what it has not given). */
function profileValues(user: SessionUser) {
  return {
    name: user.name,
    email: user.email ?? '',
    contactNumber: user.contactNumber ?? '',
    gender: (user.gender ?? '') as '',
    state: user.state ?? '',
    city: user.city ?? '',
  };
}

/** What the contact number's field says about verifying the number typed in it. */
function numberNote({ valid, changed, phoneOnly, verified }: { valid: boolean; changed: boolean; phoneOnly: boolean; verified: boolean }) {
  if (!valid) return undefined;
  if (changed) return phoneOnly ? PROFILE_MESSAGES.phoneOnlyNewNumber : PROFILE_MESSAGES.newNumber;
  return verified ? undefined : PROFILE_MESSAGES.notVerified;
}

/** A new address was saved: the gateway mailed it a confirmation link. */
function announceNewAddress(before: SessionUser, after: SessionUser) {
  if (after.email && after.email !== before.email) notify('info', EMAIL_CONFIRMATION_MESSAGES.sent);
}

/** Beside the contact number: what was checked ('Verified by SMS code'), else 'Verify number'. */
function NumberStatus({ verified, busy, onVerify }: { verified: boolean; busy: boolean; onVerify: () => void }) {
  return verified ? (
    <Badge colorPalette="green" size="lg" alignSelf="flex-start" gap="1.5">
      <LuShieldCheck aria-hidden /> Verified by SMS code
    </Badge>
  ) : (
    <Button
      type="button"
      variant="outline"
      colorPalette="brand"
      size="sm"
      minH="44px"
      alignSelf="flex-start"
      loading={busy}
      loadingText="Sending code..."
      onClick={onVerify}
    >
      Verify number
    </Button>
  );
}
