// The contact form's fields and rules (SPEC.md §5), shared by the web form and the api.
import * as yup from 'yup';

export const CONTACT_REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

export const contactFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  subject: 'Subject',
  message: 'Message',
} as const;

export const contactLimits = {
  nameLengthMax: 50,
  emailLengthMax: 254,
  phoneLengthMax: 20,
  companyLengthMax: 100,
  subjectLengthMax: 200,
  messageLengthMax: 5000,
} as const;

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your inquiry! We will get back to you within 24 hours.';
export const CONTACT_FAILURE_MESSAGE = 'Something went wrong. Please try again later.';

/** The pattern check the contact form makes on e-mail addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  company?: string | undefined;
  subject: string;
  message: string;
}

/** "Please fill in all required fields: First Name, Email" for the fields left empty, or null. */
export function missingContactFieldsMessage(
  values: Partial<Record<keyof ContactInput, unknown>>,
): string | null {
  const missing = CONTACT_REQUIRED_FIELDS.filter((field) => {
    const value = values[field];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing.length === 0) return null;
  return `Please fill in all required fields: ${missing.map((field) => contactFieldLabels[field]).join(', ')}`;
}

const text = (lengthMax: number, label: string) =>
  yup.string().trim().max(lengthMax, `${label} must be at most ${lengthMax} characters`);

export const contactSchema = yup
  .object({
    firstName: text(contactLimits.nameLengthMax, contactFieldLabels.firstName).default(''),
    lastName: text(contactLimits.nameLengthMax, contactFieldLabels.lastName).default(''),
    email: text(contactLimits.emailLengthMax, contactFieldLabels.email)
      .default('')
      .test('email', EMAIL_MESSAGE, (value) => !value || EMAIL_PATTERN.test(value)),
    phone: text(contactLimits.phoneLengthMax, contactFieldLabels.phone).optional(),
    company: text(contactLimits.companyLengthMax, contactFieldLabels.company).optional(),
    subject: text(contactLimits.subjectLengthMax, contactFieldLabels.subject).default(''),
    message: text(contactLimits.messageLengthMax, contactFieldLabels.message).default(''),
  })
  .test('required', (values, context) => {
    const message = missingContactFieldsMessage(values);
    return message === null || context.createError({ message, path: '' });
  });
