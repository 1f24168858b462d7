import { HStack, NativeSelect } from '@chakra-ui/react';
import { MailStatus } from '../../../../../shared/domain/mail';
import { STATUS_LABELS } from './outbox-status';

/** The Outbox tabs' status choice, at the right: every status, or one. */
export function StatusFilter({
  label,
  all,
  value,
  onChange,
}: {
  label: string;
  all: string;
  value: MailStatus | '';
  onChange: (status: MailStatus | '') => void;
}) {
  return (
    <HStack justify="flex-end" wrap="wrap" gap="4">
      <NativeSelect.Root maxW="220px">
        <NativeSelect.Field
          aria-label={label}
          minH="44px"
          value={value}
          onChange={(event) => onChange(event.target.value as MailStatus | '')}
        >
          <option value="">{all}</option>
          {Object.values(MailStatus).map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
