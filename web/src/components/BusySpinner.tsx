import { Spinner, type SpinnerProps } from '@chakra-ui/react';

/**
 * A spinner that says what it waits for. The label needs a role to sit on: on Chakra's bare
 * `<span>` an aria-label is prohibited (axe's aria-prohibited-attr) and screen readers skip it.
 */
export function BusySpinner({ label, ...props }: SpinnerProps & { label: string }) {
  return <Spinner role="status" aria-label={label} {...props} />;
}
