// The contact form against mocked GraphQL: a submission that succeeds, one the server refuses, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT_SUCCESS_MESSAGE } from '@wallet/common/contact';
import { graphQLErrorResult, withApolloMocks } from '../../../test/apollo-mocks';
import { ContactForm, SubmitContactMutation } from './ContactForm';

const anyInput = () => true;

const meta = {
  title: 'Features/Public/ContactForm',
  component: ContactForm,
  decorators: [
    withApolloMocks([
      {
        request: { query: SubmitContactMutation, variables: anyInput },
        result: {
          data: {
            submitContact: {
              __typename: 'SubmitContactPayload',
              message: CONTACT_SUCCESS_MESSAGE,
              contact: { __typename: 'ContactMessage', id: 'c-1', createdAt: '2026-01-05T15:00:00.000Z' },
            },
          },
        },
        delay: 800,
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]),
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill in the required fields and send: the server's confirmation appears as a toast (in the app). */
export const Default: Story = {};

/** Any submission is refused with the server's message, shown on the form and as a toast. */
export const ServerError: Story = {
  decorators: [
    withApolloMocks([
      {
        request: { query: SubmitContactMutation, variables: anyInput },
        result: graphQLErrorResult(
          'Too many messages from this address. Please try again in an hour.',
          'TOO_MANY_REQUESTS',
        ),
        delay: 500,
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };
