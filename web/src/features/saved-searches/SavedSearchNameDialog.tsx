import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SAVED_SEARCH_NAME_MAX } from '../../../../shared/domain/saved-searches';
import { savedSearchNameFormSchema, type SavedSearchNameForm } from '../../../../shared/validation/saved-search';
import { DialogForm } from '../../components/DialogForm';
import { DialogFrame } from '../../components/DialogFrame';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/toaster';
import { errorMessage } from '../../lib/errors';
import { showFieldProblems } from '../../lib/form-errors';

interface NameFormProps {
  title: string;
  initialName: string;
  submitLabel: string;
  /** Saves or renames; throws when it fails (a problem with the name shows under the field). */
  onSubmit: (name: string) => Promise<unknown>;
  failed: string;
  onDone: () => void;
}

function NameForm({ title, initialName, submitLabel, onSubmit, failed, onDone }: NameFormProps) {
  const form = useForm<SavedSearchNameForm>({
    resolver: zodResolver(savedSearchNameFormSchema),
    mode: 'onTouched',
    defaultValues: { name: initialName },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onDone();
    } catch (error) {
      if (!showFieldProblems(error, form.setError, ['name'])) notify('error', errorMessage(error, failed));
    }
  });
  return (
    <DialogForm label={title} onSubmit={submit} onCancel={onDone} submitLabel={submitLabel} submitting={isSubmitting}>
      <FormField label="Name" required helper="Shown in My saved searches." error={errors.name?.message}>
        <Input {...form.register('name')} maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" />
      </FormField>
    </DialogForm>
  );
}

/** The name of a saved search, asked when saving one and when renaming it; a fresh form each time it opens. */
export function SavedSearchNameDialog({ open, ...form }: NameFormProps & { open: boolean }) {
  return (
    <DialogFrame open={open} title={form.title} onClose={form.onDone}>
      {open && <NameForm {...form} />}
    </DialogFrame>
  );
}
