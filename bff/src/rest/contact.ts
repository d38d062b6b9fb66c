// The contact form's call to the api, which stores the message.
import type { RestClient } from './client';

export interface RestContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null | undefined;
  company?: string | null | undefined;
  subject: string;
  message: string;
}

/** The stored message as POST /contact answers it. */
export interface RestContactMessage {
  _id: string;
  createdAt: string;
}

/** The api's confirmation text, to be shown as is, and the stored message. */
export interface RestSubmitContactResult {
  message: string;
  contact: RestContactMessage;
}

export async function submitContactMessage(
  rest: RestClient,
  input: RestContactInput,
): Promise<RestSubmitContactResult> {
  // GraphQL null means "not given"; the api is sent only the optional fields that have a value.
  const { phone, company, ...required } = input;
  const body = { ...required, ...(phone == null ? {} : { phone }), ...(company == null ? {} : { company }) };
  const { message, data } = await rest.post<RestContactMessage>('contact', body);
  return { message, contact: data };
}
