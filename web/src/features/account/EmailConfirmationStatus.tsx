import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCircleAlert, LuMailCheck } from 'react-icons/lu';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { ResendConfirmationButton } from './ResendConfirmationButton';

/**
 * Edit Profile, under the e-mail field: whether the saved address is confirmed, and while it is
 * not, what that means and "Send the link again".
 */
function EmailConfirmationStatus({ confirmed }: { confirmed: boolean }) {
  if (confirmed)
    return (
      <Badge colorPalette="green" size="lg" alignSelf="flex-start" gap="1.5">
        <LuMailCheck aria-hidden /> {EMAIL_CONFIRMATION_MESSAGES.statusConfirmed}
      </Badge>
    );
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="orange" size="lg" gap="1.5">
          <LuCircleAlert aria-hidden /> {EMAIL_CONFIRMATION_MESSAGES.statusNotConfirmed}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {EMAIL_CONFIRMATION_MESSAGES.profileHint}
      </Text>
      <ResendConfirmationButton />
    </Stack>
  );
}

/** The saved address's state, while the field still holds it (a new address is confirmed by the link mailed once it is saved). */
export function SavedEmailStatus({ saved, typed }: { saved: { email: string | null; emailConfirmed: boolean }; typed: string }) {
  if (!saved.email || typed.trim().toLowerCase() !== saved.email) return null;
  return <EmailConfirmationStatus confirmed={saved.emailConfirmed} />;
}
