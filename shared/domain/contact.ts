/** The Contact us form (spec sections 2 and 4: full_name, email, mobile, enquiry_type, message). */
export const CONTACT_ENQUIRY_TYPE_MAX = 80;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

export const CONTACT_MESSAGES = {
  enquiryType: 'Enquiry type is required',
  enquiryTypeTooLong: `Enquiry type must be at most ${CONTACT_ENQUIRY_TYPE_MAX} characters`,
  enquiryTypeOneLine: 'Enquiry type must be on one line',
  message: `Message must be at least ${CONTACT_MESSAGE_MIN} characters`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  sent: 'Thank you! Your message was sent. We will reply by e-mail soon.',
  notFound: 'This message does not exist.',
  throttled: 'Too many messages.',
} as const;
