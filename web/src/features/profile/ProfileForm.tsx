// Change name and phone (common's profileSchema); the cache updates from the mutation's answer.
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { profileMessages, profileSchema } from '@wallet/common/profile';
import type { ProfileInput } from '@wallet/common/profile';
import { NAME_LENGTH_MAX } from '@wallet/common/constants';
import { FormGrid } from '../../components/form/FormGrid';
import { FormSubmitError } from '../../components/form/FormSubmitError';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { graphql } from '../../gql';
import { toSubmissionErrors, validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
      user {
        id
        name
        phone
        updatedAt
      }
    }
  }
`);

export const PROFILE_FAILURE_MESSAGE = 'Failed to update profile';

type ProfileFormValues = Partial<ProfileInput>;

const validate = validateWithSchema<ProfileFormValues>(profileSchema);

interface ProfileFormProps {
  initialValues: ProfileInput;
}

export function ProfileForm({ initialValues }: ProfileFormProps) {
  const [updateProfile] = useMutation(UpdateProfileMutation);

  const onSubmit = async (values: ProfileFormValues) => {
    try {
      const result = await updateProfile({ variables: { input: profileSchema.cast(values) } });
      notify.success(result.data?.updateProfile.message ?? profileMessages.updated);
      return undefined;
    } catch (error) {
      const errors = toSubmissionErrors(error, PROFILE_FAILURE_MESSAGE);
      notify.error(String(errors?.[FORM_ERROR] ?? PROFILE_FAILURE_MESSAGE));
      return errors;
    }
  };

  return (
    <Form<ProfileFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, pristine }) => (
        <FormGrid noValidate aria-label="Edit profile" onSubmit={(event) => void handleSubmit(event)}>
          <FormTextField
            name="name"
            label="Name"
            autoComplete="name"
            maxLength={NAME_LENGTH_MAX}
            disabled={submitting}
          />
          <FormTextField
            name="phone"
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
            maxLength={11}
            disabled={submitting}
          />
          <FormSubmitError />
          <div>
            <SubmitButton disabled={submitting || pristine} busy={submitting} busyLabel="Saving...">
              Save changes
            </SubmitButton>
          </div>
        </FormGrid>
      )}
    </Form>
  );
}
