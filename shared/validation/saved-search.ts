import { z } from 'zod';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '../domain/saved-searches';

/** A saved search's name, as the save and rename dialogs and the gateway check it. */
const savedSearchNameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong);

export const savedSearchNameFormSchema = z.object({ name: savedSearchNameSchema });
export type SavedSearchNameForm = z.infer<typeof savedSearchNameFormSchema>;
