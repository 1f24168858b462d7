import { useMutation } from '@apollo/client/react';
import { Avatar, Box, Button, Card, Container, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { GENDERS, GENDER_LABELS } from '../../../../shared/domain/account';
import { profileSchema } from '../../../../shared/validation/account';
import { Dropdown } from '../../components/Dropdown';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { UpdateProfileDocument } from '../../generated/graphql';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';
import { useAuth, type SessionUser } from '../auth/auth-context';
import { useLocationFields } from '../location/useLocationFields';

const PROFILE_MESSAGES = { saved: 'Profile updated successfully!', failed: 'Failed to update profile' } as const;

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
      </Container>
    </>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const form = useForm({
    resolver: zodResolver(profileSchema),
    mode: 'all',
    defaultValues: {
      name: user.name,
      email: user.email,
      contactNumber: user.contactNumber ?? '',
      gender: (user.gender ?? '') as '',
      state: user.state ?? '',
      city: user.city ?? '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  // India's postal directory: states, then the districts of the chosen state.
  const location = useLocationFields(form, { pinCode: null, state: 'state', district: 'city', locality: null });

  const onSubmit = handleSubmit(async (values) => {
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
      const saved = data?.updateProfile;
      if (saved)
        reset({
          name: saved.name,
          email: saved.email,
          contactNumber: saved.contactNumber ?? '',
          gender: (saved.gender ?? '') as '',
          state: saved.state ?? '',
          city: saved.city ?? '',
        });
      notify('success', PROFILE_MESSAGES.saved);
    } catch (error) {
      showFieldProblems(error, setError, FIELDS);
      notify('error', errorMessage(error, PROFILE_MESSAGES.failed));
    }
  });

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
              {user.email}
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
              <FormField label="Email" error={errors.email?.message}>
                <Input type="email" autoComplete="email" inputMode="email" minH="44px" {...register('email')} />
              </FormField>
              <FormField label="Contact Number" error={errors.contactNumber?.message}>
                <Input
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  minH="44px"
                  {...register('contactNumber')}
                />
              </FormField>
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
      </Card.Body>
    </Card.Root>
  );
}
