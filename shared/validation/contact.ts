import { z } from 'zod';
import { isOneLine } from './text';
import { CONTACT_ENQUIRY_TYPE_MAX, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_MESSAGES } from '../domain/contact';
import { contactNumberField, nameField } from './person';
import { emailField } from './email';
import { honeypotShape } from './honeypot';

/** The Contact us form; name, e-mail and mobile follow the registration rules and messages. */
export const contactSchema = z.object({
  fullName: nameField,
  email: emailField,
  mobile: contactNumberField,
  enquiryType: z
    .string({ error: CONTACT_MESSAGES.enquiryType })
    .trim()
    .min(1, CONTACT_MESSAGES.enquiryType)
    .max(CONTACT_ENQUIRY_TYPE_MAX, CONTACT_MESSAGES.enquiryTypeTooLong)
    .refine(isOneLine, CONTACT_MESSAGES.enquiryTypeOneLine),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.message)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  ...honeypotShape,
});
export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
