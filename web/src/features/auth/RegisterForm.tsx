// Sign up: name, e-mail, phone, role, password with its live checklist, confirmation and terms; then verify.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE_LENGTH_MAX, registerSchema } from '@wallet/common/auth';
import type { RegisterRole } from '@wallet/common/auth';
import { NAME_LENGTH_MAX } from '@wallet/common/constants';
import { paths } from '../../lib/paths';
import { CheckboxField } from '../../components/CheckboxField';
import { FormGrid } from '../../components/form/FormGrid';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormSubmitError } from '../../components/form/FormSubmitError';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { SelectField } from '../../components/SelectField';
import { graphql } from '../../gql';
import { fieldErrorOf, toSubmissionErrors, validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';
import { EmailField } from './EmailField';
import { verifyPathFor } from './redirects';

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      user {
        id
        email
      }
    }
  }
`);

export const REGISTER_SUCCESS_MESSAGE = 'Registration successful!';
export const REGISTER_FAILURE_MESSAGE = 'Registration failed. Please try again.';

export interface RegisterFormValues {
  name?: string;
  email?: string;
  phone?: string;
  role?: RegisterRole | '';
  password?: string;
  confirmPassword?: string;
  terms?: boolean;
}

const roleOptions = [
  { value: 'user', label: 'User' },
  { value: 'agent', label: 'Agent' },
] as const;

const validate = validateWithSchema<RegisterFormValues>(registerSchema);

const TextLink = styled(Link)`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export function RegisterForm() {
  const navigate = useNavigate();
  const [register] = useMutation(RegisterMutation);

  const onSubmit = async (values: RegisterFormValues) => {
    const cleaned = registerSchema.cast(values);
    try {
      await register({
        variables: {
          input: {
            name: cleaned.name,
            email: cleaned.email,
            phone: cleaned.phone,
            password: cleaned.password,
            role: cleaned.role === 'agent' ? 'AGENT' : 'USER',
          },
        },
      });
      notify.success(REGISTER_SUCCESS_MESSAGE);
      // The account signs in only once its e-mail is verified, so the code screen comes next.
      await navigate(verifyPathFor(cleaned.email), { state: { email: cleaned.email } });
      return undefined;
    } catch (error) {
      const errors = toSubmissionErrors(error, REGISTER_FAILURE_MESSAGE);
      notify.error(String(errors?.[FORM_ERROR] ?? REGISTER_FAILURE_MESSAGE));
      return errors;
    }
  };

  return (
    <Form<RegisterFormValues> onSubmit={onSubmit} validate={validate} initialValues={{ role: '' }}>
      {({ handleSubmit, submitting, values }) => (
        <FormGrid noValidate aria-label="Create account" onSubmit={(event) => void handleSubmit(event)}>
          <FormTextField
            name="name"
            label="Full Name"
            autoComplete="name"
            maxLength={NAME_LENGTH_MAX}
            disabled={submitting}
          />
          <EmailField disabled={submitting} />
          <FormTextField
            name="phone"
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
            maxLength={PHONE_LENGTH_MAX}
            disabled={submitting}
          />
          <Field<string> name="role">
            {({ input, meta }) => (
              <SelectField
                {...input}
                value={input.value ?? ''}
                label="Role"
                placeholder="Select a role"
                options={roleOptions}
                error={fieldErrorOf(meta)}
                disabled={submitting}
              />
            )}
          </Field>
          <FormPasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            disabled={submitting}
          />
          <PasswordChecklist password={values.password ?? ''} />
          <FormPasswordField
            name="confirmPassword"
            label="Confirm Password"
            autoComplete="new-password"
            disabled={submitting}
          />
          <Field<boolean> name="terms" type="checkbox">
            {({ input, meta }) => (
              <CheckboxField
                name={input.name}
                checked={Boolean(input.checked)}
                onChange={input.onChange}
                onBlur={input.onBlur}
                error={fieldErrorOf(meta)}
                disabled={submitting}
                label={
                  <>
                    I agree to the <Link to={paths.legal.terms}>Terms of Service</Link> and{' '}
                    <Link to={paths.legal.privacy}>Privacy Policy</Link>
                  </>
                }
              />
            )}
          </Field>
          <FormSubmitError />
          <SubmitButton
            size="lg"
            fullWidth
            disabled={submitting}
            busy={submitting}
            busyLabel="Creating account..."
          >
            Create account
          </SubmitButton>
        </FormGrid>
      )}
    </Form>
  );
}

export function RegisterFooter() {
  return (
    <>
      Already have an account? <TextLink to={paths.login}>Sign in</TextLink>
    </>
  );
}
