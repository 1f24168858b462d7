import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  Heading,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  FEATURED_CITIES_MAX,
  REVIEW_BEFORE_LIVE_TEXTS,
  SITE_SETTINGS_LABELS as LABELS,
  SITE_SETTINGS_MESSAGES,
} from '../../../../../shared/domain/site-settings';
import { siteSettingsSchema, type SiteSettingsInput } from '../../../../../shared/validation/site-settings';
import { FormField } from '../../../components/FormField';
import { notify } from '../../../components/toaster';
import {
  SiteSettingsCityChoicesDocument,
  SiteSettingsDocument,
  UpdateSiteSettingsDocument,
  type SiteSettingsFieldsFragment,
} from '../../../generated/back-office/graphql';
import { errorMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';

const SETTINGS_LOAD_FAILED = 'We could not load the settings. Check your connection and reload the page.';
const SETTINGS_SAVE_FAILED = 'We could not save the settings. Check your connection and try again; nothing was changed.';

const FIELDS = Object.keys(LABELS) as Array<keyof SiteSettingsInput>;
const SOCIAL_FIELDS = ['facebookUrl', 'instagramUrl', 'xUrl', 'linkedinUrl', 'youtubeUrl'] as const;

/** Dashboard Settings: contact details, social links, featured cities and listing review, live on save. */
export function SettingsPage() {
  const { data, error } = useQuery(SiteSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const choices = useQuery(SiteSettingsCityChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const settings = data?.siteSettings;
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Settings
        </Heading>
        <Text color="fg.muted">What every page shows about Nivaas, and how new listings go live. Saving changes the site at once.</Text>
      </Stack>
      {error && !settings ? (
        <Alert.Root status="error" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>{errorMessage(error, SETTINGS_LOAD_FAILED)}</Alert.Description>
        </Alert.Root>
      ) : settings ? (
        <SettingsForm settings={settings} cityChoices={choices.data?.siteSettingsCityChoices ?? settings.featuredCities} />
      ) : (
        <Stack gap="4" aria-busy="true" aria-label="Loading settings">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} h="16" borderRadius="card" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function valuesOf(settings: SiteSettingsFieldsFragment): SiteSettingsInput {
  return Object.fromEntries(FIELDS.map((field) => [field, settings[field]])) as SiteSettingsInput;
}

function SettingsForm({ settings, cityChoices }: { settings: SiteSettingsFieldsFragment; cityChoices: string[] }) {
  const [save] = useMutation(UpdateSiteSettingsDocument, {
    // The header, footer and home page read the same query: they show the saved values at once.
    update: (cache, { data }) => data && cache.writeQuery({ query: SiteSettingsDocument, data: { siteSettings: data.updateSiteSettings } }),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SiteSettingsInput>({ resolver: zodResolver(siteSettingsSchema), mode: 'all', defaultValues: valuesOf(settings) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save({ variables: { input: values } });
      if (result.data) reset(valuesOf(result.data.updateSiteSettings));
      notify('success', SITE_SETTINGS_MESSAGES.saved);
    } catch (error) {
      if (!showFieldProblems(error, setError, FIELDS)) notify('error', errorMessage(error, SETTINGS_SAVE_FAILED));
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Site settings">
      <Stack gap="8">
        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold">
            Contact details
          </Fieldset.Legend>
          <Fieldset.HelperText>
            Shown in the header, the footer and the Contact us page; Contact us messages are e-mailed to this address.
          </Fieldset.HelperText>
          <Stack gap="4" mt="3">
            <FormField label={LABELS.contactEmail} error={errors.contactEmail?.message} required>
              <Input type="email" inputMode="email" autoComplete="off" minH="44px" {...register('contactEmail')} />
            </FormField>
            <FormField
              label={LABELS.contactPhone}
              error={errors.contactPhone?.message}
              helper="As visitors see it, e.g. +91 98765 43210"
              required
            >
              <Input type="tel" inputMode="tel" autoComplete="off" minH="44px" {...register('contactPhone')} />
            </FormField>
            <FormField label={LABELS.contactAddress} error={errors.contactAddress?.message} required>
              <Textarea rows={2} {...register('contactAddress')} />
            </FormField>
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontSize="lg" fontWeight="semibold">
            Social links
          </Fieldset.Legend>
          <Fieldset.HelperText>The footer's icons open these pages.</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
            {SOCIAL_FIELDS.map((field) => (
              <FormField key={field} label={LABELS[field]} error={errors[field]?.message} required>
                <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" minH="44px" {...register(field)} />
              </FormField>
            ))}
          </SimpleGrid>
        </Fieldset.Root>

        <Controller
          name="featuredCities"
          control={control}
          render={({ field, fieldState }) => (
            <Fieldset.Root invalid={Boolean(fieldState.error)}>
              <Fieldset.Legend fontSize="lg" fontWeight="semibold">
                {LABELS.featuredCities}
              </Fieldset.Legend>
              <Fieldset.HelperText>
                The home page links to these cities, in the order you tick them (1 to {FEATURED_CITIES_MAX}). The list has every city with
                live listings.
              </Fieldset.HelperText>
              <CheckboxGroup name={field.name} value={field.value} onValueChange={field.onChange} mt="3">
                <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
                  {cityChoices.map((city) => (
                    <Checkbox.Root key={city} value={city} colorPalette="brand" minH="44px">
                      <Checkbox.HiddenInput onBlur={field.onBlur} />
                      <Checkbox.Control />
                      <Checkbox.Label>{city}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </CheckboxGroup>
              {fieldState.error && <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>}
            </Fieldset.Root>
          )}
        />

        <Controller
          name="reviewBeforeLive"
          control={control}
          render={({ field }) => (
            <Stack gap="2">
              <Switch.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked)}
                colorPalette="brand"
                minH="44px"
              >
                <Switch.HiddenInput onBlur={field.onBlur} />
                <Switch.Control />
                <Switch.Label fontWeight="semibold">{LABELS.reviewBeforeLive}</Switch.Label>
              </Switch.Root>
              <Text color="fg.muted" fontSize="sm">
                {field.value
                  ? REVIEW_BEFORE_LIVE_TEXTS.notice
                  : 'Off: new listings go live at once; admins can still take any listing down from Properties.'}{' '}
                Edited listings keep their status.
              </Text>
            </Stack>
          )}
        />

        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          minH="48px"
          alignSelf="start"
          loading={isSubmitting}
          loadingText="Saving…"
          disabled={!isDirty}
        >
          Save settings
        </Button>
      </Stack>
    </chakra.form>
  );
}
