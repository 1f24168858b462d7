import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { notify } from '../../components/toaster';
import { SendEmailConfirmationDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';

/** "Send the link again": mails the signed-in account a new confirmation link (the gateway limits how often). */
export function ResendConfirmationButton({ variant = 'outline' }: { variant?: 'outline' | 'solid' }) {
  const [send, { loading }] = useMutation(SendEmailConfirmationDocument);
  const onClick = async () => {
    try {
      await send();
      notify('success', EMAIL_CONFIRMATION_MESSAGES.sent);
    } catch (error) {
      notify('error', errorMessage(error, EMAIL_CONFIRMATION_MESSAGES.resendFailed));
    }
  };
  return (
    <Button
      type="button"
      variant={variant}
      colorPalette="brand"
      size="sm"
      minH="44px"
      alignSelf="flex-start"
      loading={loading}
      loadingText="Sending..."
      onClick={() => void onClick()}
    >
      {EMAIL_CONFIRMATION_MESSAGES.sendAgain}
    </Button>
  );
}
