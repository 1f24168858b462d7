import { Alert } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { ResendConfirmationButton } from '../account/ResendConfirmationButton';
import { useAuth } from '../auth/auth-context';

/**
 * The owner's leads and My enquiries, while the viewer's e-mail address is not confirmed: mail
 * about leads and messages goes only to a confirmed address, so none reaches them yet. Nothing for
 * an account without an e-mail (it gets texts) or with a confirmed one.
 */
export function LeadMailNotice() {
  const { user } = useAuth();
  if (!user?.email || user.emailConfirmed !== false) return null;
  return (
    <Alert.Root status="warning" borderRadius="md" mb="6" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="200px">
        <Alert.Description>
          {EMAIL_CONFIRMATION_MESSAGES.leadMailNotice}{' '}
          <RouterLink to="/user-profile" style={{ textDecoration: 'underline' }}>
            Edit Profile
          </RouterLink>
        </Alert.Description>
      </Alert.Content>
      <ResendConfirmationButton />
    </Alert.Root>
  );
}
