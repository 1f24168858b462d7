import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled input with its help and error text, wired for screen readers by Chakra's Field. */
export function FormField({
  label,
  error,
  helper,
  required,
  children,
  hideLabel,
}: {
  label: string;
  error?: string;
  helper?: string;
  required?: boolean;
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label srOnly={hideLabel}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
