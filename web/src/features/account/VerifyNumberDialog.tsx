import { useMutation } from '@apollo/client/react';
import { Dialog } from '@chakra-ui/react';
import { useRef } from 'react';
import { DialogFrame } from '../../components/DialogFrame';
import { VerifyPhoneDocument } from '../../generated/back-office/graphql';
import type { SessionUser } from '../auth/auth-context';
import { PhoneCodeForm } from '../auth/PhoneCodeForm';

/**
 * Edit Profile's 'Verify number': the code step of the mobile sign-in for a number the signed-in
 * user gives (purpose VERIFY). The right code makes it the account's verified contact number; the
 * signed-in user in Apollo's cache follows (the answer is the same User).
 */
export function VerifyNumberDialog({
  pending,
  onClose,
  onVerified,
}: {
  /** The number a code was sent to, and when another may be asked for (resendTime); null when closed. */
  pending: { phone: string; resendAt: number } | null;
  onClose: () => void;
  onVerified: (user: SessionUser) => void;
}) {
  const [verifyPhone] = useMutation(VerifyPhoneDocument);
  const codeInput = useRef<HTMLInputElement | null>(null);
  return (
    <DialogFrame open={pending !== null} title="Verify your number" onClose={onClose} initialFocusEl={() => codeInput.current}>
      <Dialog.Body pb="6">
        {pending && (
          <PhoneCodeForm
            phone={pending.phone}
            purpose="VERIFY"
            resendAt={pending.resendAt}
            label="Verify your number"
            submitText="Verify"
            busyText="Verifying..."
            codeInputRef={codeInput}
            onChangeNumber={onClose}
            onCode={async (code) => {
              const { data } = await verifyPhone({ variables: { input: { phone: pending.phone, code } } });
              if (!data) throw new Error('no answer');
              onVerified(data.verifyPhone);
            }}
          />
        )}
      </Dialog.Body>
    </DialogFrame>
  );
}
