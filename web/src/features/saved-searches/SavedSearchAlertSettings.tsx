import { useMutation } from '@apollo/client/react';
import { Box, Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ALERT_MESSAGES, ALERT_FREQUENCIES, type AlertFrequency } from '../../../../shared/domain/saved-search-alerts';
import { SelectFilter } from '../../components/SelectFilter';
import { notify } from '../../components/toaster';
import { SetSavedSearchAlertsDocument, type SavedSearchSettingsFragment } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { formatLongDate } from '../../lib/dates';
import { useAuth } from '../auth/auth-context';

const FAILED = 'The alerts could not be changed. Please try again.';
const ALERT_OPTIONS = ALERT_FREQUENCIES.map((frequency) => ({ value: frequency.value, label: `Alerts: ${frequency.label}` }));

/**
 * A saved search's alerts: how often (as soon as a match is listed, or daily at 8 AM) and whether
 * by SMS too, which needs a verified mobile number (the profile verifies it). Saved at once.
 */
export function SavedSearchAlertSettings({ search }: { search: SavedSearchSettingsFragment }) {
  const { user } = useAuth();
  const [save, { loading }] = useMutation(SetSavedSearchAlertsDocument);
  const phoneVerified = Boolean(user?.phoneVerified);
  // The box as tapped while its change is saved: a refused change then shows the saved value again
  // (the checkbox keeps a tap of its own while the value it is given stays the same).
  const [smsTapped, setSmsTapped] = useState<boolean | null>(null);

  const change = async (frequency: AlertFrequency, bySms: boolean) => {
    try {
      await save({ variables: { id: search.id, frequency, bySms } });
      notify('success', ALERT_MESSAGES.saved);
    } catch (error) {
      notify('error', errorMessage(error, FAILED));
    }
  };

  if (search.paused)
    return (
      <Text color="fg.muted" fontSize="sm">
        No alerts while paused. Resume it to get them again.
      </Text>
    );
  return (
    <Stack gap="2">
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '5' }} align={{ sm: 'center' }}>
        <Box w={{ base: 'full', sm: '18rem' }} flexShrink={0}>
          <SelectFilter
            label={`Alerts for ${search.name}`}
            hideLabel
            disabled={loading}
            value={search.alertFrequency}
            options={ALERT_OPTIONS}
            onChange={(frequency) => change(frequency as AlertFrequency, search.alertBySms)}
          />
        </Box>
        <Checkbox.Root
          checked={smsTapped ?? search.alertBySms}
          disabled={loading || (!phoneVerified && !search.alertBySms)}
          onCheckedChange={async (details) => {
            setSmsTapped(details.checked === true);
            await change(search.alertFrequency, details.checked === true);
            setSmsTapped(null);
          }}
          colorPalette="brand"
          minH="44px"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Also by SMS</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
      {!phoneVerified && (
        <Text color="fg.muted" fontSize="sm">
          For alerts by SMS,{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/user-profile">verify your mobile number</RouterLink>
          </Link>
          .
        </Text>
      )}
      {search.lastAlertedAt && (
        <Text color="fg.muted" fontSize="sm">
          Last alert sent on {formatLongDate(search.lastAlertedAt)}.
        </Text>
      )}
    </Stack>
  );
}
