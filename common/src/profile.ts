// The profile form's rules (SPEC.md §5): name and a Bangladeshi mobile number, shared by the web form and the api.
import * as yup from 'yup';
import { NAME_LENGTH_MAX, NAME_LENGTH_MIN } from './constants';

/** 11 digits: 01, then an operator digit 3 to 9, then 8 digits. */
export const BANGLADESH_PHONE_PATTERN = /^01[3-9]\d{8}$/;

export const profileMessages = {
  nameRequired: 'Name is required',
  nameMin: `Name must be at least ${NAME_LENGTH_MIN} characters`,
  nameMax: `Name must be less than ${NAME_LENGTH_MAX} characters`,
  phoneRequired: 'Phone number is required',
  phonePattern: 'Please enter a valid Bangladeshi phone number',
  updated: 'Profile updated successfully!',
} as const;

/** PATCH /users/update and the Update Profile form. */
export const profileSchema = yup.object({
  name: yup
    .string()
    .trim()
    .default('')
    .required(profileMessages.nameRequired)
    .min(NAME_LENGTH_MIN, profileMessages.nameMin)
    .max(NAME_LENGTH_MAX, profileMessages.nameMax),
  phone: yup
    .string()
    .trim()
    .default('')
    .required(profileMessages.phoneRequired)
    .matches(BANGLADESH_PHONE_PATTERN, profileMessages.phonePattern),
});
export type ProfileInput = yup.InferType<typeof profileSchema>;
