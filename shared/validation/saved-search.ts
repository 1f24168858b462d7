import { z } from 'zod';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '../domain/saved-searches';
import { ALERT_FREQUENCY_VALUES } from '../domain/saved-search-alerts';

/** A saved search's name, as the save and rename dialogs and the gateway check it. */
const savedSearchNameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong);

export const savedSearchNameFormSchema = z.object({ name: savedSearchNameSchema });
export type SavedSearchNameForm = z.infer<typeof savedSearchNameFormSchema>;

/** A saved search's alert settings: how often, and whether by SMS too. */
export const savedSearchAlertsSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCY_VALUES, { error: 'Choose how often alerts come' }),
  bySms: z.boolean({ error: 'bySms must be true or false' }),
});
