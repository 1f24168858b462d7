import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldError, type Path } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import type { PropertyFormValues } from './property-form-values';

type FieldName = Path<PropertyFormValues>;

/**
 * A field's error message. Only the component that asks re-renders when that field is checked:
 * reading the form's own `formState.errors` would re-render the whole form (every section, photo
 * and checkbox) on each key and blur, since the form checks as you go.
 */
export function useFieldError(name: FieldName) {
  const { errors } = useFormState<PropertyFormValues>({ name });
  return (get(errors, name) as FieldError | undefined)?.message;
}

/** A labelled text input registered on the form, with its own error. */
export function TextField({
  name,
  label,
  required,
  helper,
  startElement,
  ...input
}: { name: FieldName; label: string; required?: boolean; helper?: string; startElement?: ReactNode } & Omit<InputProps, 'name'>) {
  const { register } = useFormContext<PropertyFormValues>();
  const error = useFieldError(name);
  const field = <Input {...register(name)} {...input} />;
  return (
    <FormField label={label} required={required} error={error} helper={helper}>
      {startElement ? <InputGroup startElement={startElement}>{field}</InputGroup> : field}
    </FormField>
  );
}
