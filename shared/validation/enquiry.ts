import { z } from 'zod';
import { isOneLine } from './text';
import { CUSTOMER_TYPES, ENQUIRY_CITY_MAX, ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGES, ENQUIRY_REPLY_MAX } from '../domain/enquiries';
import { contactNumberField, nameField } from './person';
import { emailField } from './email';
import { honeypotShape } from './honeypot';

/**
 * The enquiry form of spec sections 2 and 3 (customer_name, customer_email, customer_city,
 * customer_number, customer_message, type_of_customer). Name, e-mail and phone follow the
 * registration rules and messages.
 */
export const enquirySchema = z.object({
  customerType: z.enum(CUSTOMER_TYPES, { error: ENQUIRY_MESSAGES.customerType }),
  name: nameField,
  email: emailField,
  city: z
    .string({ error: ENQUIRY_MESSAGES.city })
    .trim()
    .min(1, ENQUIRY_MESSAGES.city)
    .max(ENQUIRY_CITY_MAX, ENQUIRY_MESSAGES.cityTooLong)
    .refine(isOneLine, ENQUIRY_MESSAGES.cityOneLine),
  phone: contactNumberField,
  message: z.string().trim().max(ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGES.messageTooLong).optional().default(''),
  acceptTerms: z.boolean({ error: ENQUIRY_MESSAGES.terms }).refine((accepted) => accepted, ENQUIRY_MESSAGES.terms),
  ...honeypotShape,
});
export type EnquiryFormInput = z.input<typeof enquirySchema>;
export type EnquiryValues = z.output<typeof enquirySchema>;

/** The owner's reply to a lead, written in the inbox and e-mailed to the seeker. */
export const leadReplySchema = z.object({
  message: z
    .string({ error: ENQUIRY_MESSAGES.replyRequired })
    .trim()
    .min(1, ENQUIRY_MESSAGES.replyRequired)
    .max(ENQUIRY_REPLY_MAX, ENQUIRY_MESSAGES.replyTooLong),
});
export type LeadReplyValues = z.output<typeof leadReplySchema>;
