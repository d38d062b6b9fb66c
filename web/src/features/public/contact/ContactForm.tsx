// The contact form: react-final-form with common's contactSchema, submitted through submitContact.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import type { FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_REQUIRED_FIELDS,
  CONTACT_SUCCESS_MESSAGE,
  contactFieldLabels,
  contactLimits,
  contactSchema,
} from '@wallet/common/contact';
import type { ContactInput } from '@wallet/common/contact';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { SendIcon } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { graphql } from '../../../gql';
import { toSubmissionErrors, validateWithSchema } from '../../../lib/final-form-yup';
import { notify } from '../../../lib/notify';

export const SubmitContactMutation = graphql(`
  mutation SubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      message
      contact {
        id
        createdAt
      }
    }
  }
`);

type ContactField = keyof ContactInput;
export type ContactFormValues = Partial<Record<ContactField, string>>;

const requiredFields: ReadonlySet<ContactField> = new Set(CONTACT_REQUIRED_FIELDS);

const fields: ReadonlyArray<{
  name: ContactField;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
  wide?: boolean;
  multiline?: boolean;
}> = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', maxLength: contactLimits.nameLengthMax },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', maxLength: contactLimits.nameLengthMax },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: contactLimits.emailLengthMax },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: contactLimits.phoneLengthMax },
  { name: 'company', type: 'text', autoComplete: 'organization', maxLength: contactLimits.companyLengthMax },
  { name: 'subject', type: 'text', autoComplete: 'off', maxLength: contactLimits.subjectLengthMax },
  {
    name: 'message',
    type: 'text',
    autoComplete: 'off',
    maxLength: contactLimits.messageLengthMax,
    wide: true,
    multiline: true,
  },
];

const validate = validateWithSchema<ContactFormValues>(contactSchema);

/** The schema's cleaned values (trimmed, optional fields left out when empty) as the mutation's input. */
function toContactInput(values: ContactFormValues): ContactInput {
  const cleaned = contactSchema.cast(values);
  return {
    firstName: cleaned.firstName,
    lastName: cleaned.lastName,
    email: cleaned.email,
    phone: cleaned.phone || undefined,
    company: cleaned.company || undefined,
    subject: cleaned.subject,
    message: cleaned.message,
  };
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ContactForm() {
  const [submitContact] = useMutation(SubmitContactMutation);

  const onSubmit = async (values: ContactFormValues, form: FormApi<ContactFormValues>) => {
    try {
      const result = await submitContact({ variables: { input: toContactInput(values) } });
      notify.success(result.data?.submitContact.message ?? CONTACT_SUCCESS_MESSAGE);
      form.restart();
      return undefined;
    } catch (error) {
      const errors = toSubmissionErrors(error, CONTACT_FAILURE_MESSAGE);
      notify.error(String(errors?.[FORM_ERROR] ?? CONTACT_FAILURE_MESSAGE));
      return errors;
    }
  };

  return (
    <Form<ContactFormValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, submitFailed, error, submitError, values }) => {
        const formMessage = submitting ? null : (((submitFailed && error) || submitError) as string | null);
        return (
          <FormGrid noValidate aria-label="Contact form" onSubmit={(event) => void handleSubmit(event)}>
            {fields.map((field) => {
              const required = requiredFields.has(field.name);
              const control = (
                <Field<string> name={field.name}>
                  {({ input, meta }) => {
                    const fieldError =
                      (meta.touched && (meta.error as string | undefined)) ||
                      (!meta.dirtySinceLastSubmit && (meta.submitError as string | undefined)) ||
                      undefined;
                    const common = {
                      ...input,
                      label: contactFieldLabels[field.name],
                      error: fieldError,
                      invalid: required && submitFailed && isBlank(values[field.name]),
                      requiredField: required,
                      optionalField: !required,
                      autoComplete: field.autoComplete,
                      maxLength: field.maxLength,
                      disabled: submitting,
                      value: input.value ?? '',
                    };
                    return field.multiline ? (
                      <TextField {...common} multiline rows={6} />
                    ) : (
                      <TextField {...common} type={field.type} />
                    );
                  }}
                </Field>
              );
              return field.wide ? (
                <Wide key={field.name}>{control}</Wide>
              ) : (
                <div key={field.name}>{control}</div>
              );
            })}
            {formMessage ? (
              <Wide>
                <Alert tone="danger">{formMessage}</Alert>
              </Wide>
            ) : null}
            <Wide>
              <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
                <SendIcon />
                {submitting ? 'Sending...' : 'Send Message'}
              </Button>
            </Wide>
            <Wide>
              <Note>Fields marked * are required. We only use your details to answer your message.</Note>
            </Wide>
          </FormGrid>
        );
      }}
    </Form>
  );
}
