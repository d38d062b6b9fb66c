// The contact form: SPEC.md §5's validation messages, a stored message, and the server's refusals.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE } from '@wallet/common/contact';
import { Toaster } from '../../../lib/Toaster';
import { createCache } from '../../../lib/apollo';
import { ThemePreferenceProvider } from '../../../lib/ThemePreferenceProvider';
import { graphQLErrorResult } from '../../../test/apollo-mocks';
import { ContactForm, SubmitContactMutation } from './ContactForm';

const filledIn = {
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya@example.com',
  subject: 'Becoming an agent',
  message: 'I run a grocery store in Columbus and would like to become an agent.',
};

const expectedInput = { ...filledIn, phone: undefined, company: undefined };

function successMock(delay = 20): MockLink.MockedResponse {
  return {
    request: { query: SubmitContactMutation, variables: { input: expectedInput } },
    result: {
      data: {
        submitContact: {
          __typename: 'SubmitContactPayload',
          message: CONTACT_SUCCESS_MESSAGE,
          contact: { __typename: 'ContactMessage', id: 'c-1', createdAt: '2026-01-05T15:00:00.000Z' },
        },
      },
    },
    delay,
  };
}

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  return render(
    <ThemePreferenceProvider persist={false}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <ContactForm />
      </MockedProvider>
      <Toaster />
    </ThemePreferenceProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label);

async function fillIn(values: Partial<typeof filledIn> = filledIn) {
  const labels: Record<keyof typeof filledIn, string> = {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
  };
  for (const [name, value] of Object.entries(values) as Array<[keyof typeof filledIn, string]>) {
    await userEvent.type(field(labels[name]), value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactForm', () => {
  it('when the form has the seven labelled fields, then the required ones say so', () => {
    renderForm();
    for (const label of ['First Name', 'Last Name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['Phone', 'Company']) {
      expect(field(label)).not.toHaveAttribute('aria-required');
    }
  });

  it('when it is sent empty, then it names every missing required field and sends nothing', async () => {
    renderForm();
    await submit();

    expect(
      await screen.findByText(
        'Please fill in all required fields: First Name, Last Name, Email, Subject, Message',
      ),
    ).toBeInTheDocument();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(CONTACT_FAILURE_MESSAGE)).not.toBeInTheDocument();
  });

  it('when only some fields are missing, then only those are named', async () => {
    renderForm();
    await fillIn({ firstName: 'Maya', email: 'maya@example.com', message: 'Hello' });
    await submit();

    expect(
      await screen.findByText('Please fill in all required fields: Last Name, Subject'),
    ).toBeInTheDocument();
  });

  it('when the e-mail has no valid shape, then the e-mail field says so', async () => {
    renderForm();
    await fillIn({ ...filledIn, email: 'maya@example' });
    await submit();

    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('when the server stores the message, then its confirmation is toasted and the form is emptied', async () => {
    renderForm([successMock(40)]);
    await fillIn({ ...filledIn, firstName: '  Maya  ' });
    await submit();

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();

    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(field('First Name')).toHaveValue(''));
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
  });

  it('when the server refuses with a message, then that message is shown on the form and toasted', async () => {
    const refusal = 'Too many messages from this address. Please try again in an hour.';
    renderForm([
      {
        request: { query: SubmitContactMutation, variables: { input: expectedInput } },
        result: graphQLErrorResult(refusal, 'TOO_MANY_REQUESTS'),
      },
    ]);
    await fillIn();
    await submit();

    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
    expect(field('First Name')).toHaveValue('Maya');
  });

  it('when the server refuses one field, then its message appears on that field', async () => {
    renderForm([
      {
        request: { query: SubmitContactMutation, variables: { input: expectedInput } },
        result: graphQLErrorResult('This e-mail domain does not accept mail', 'BAD_USER_INPUT', {
          field: 'email',
        }),
      },
    ]);
    await fillIn();
    await submit();

    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('This e-mail domain does not accept mail'),
    );
  });

  it('when the network fails or the error is internal, then the fallback text is shown', async () => {
    renderForm([
      {
        request: { query: SubmitContactMutation, variables: { input: expectedInput } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    await fillIn();
    await submit();

    await waitFor(() => expect(screen.getAllByText(CONTACT_FAILURE_MESSAGE)).toHaveLength(2));
  });
});
