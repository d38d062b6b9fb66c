// Helpers for stories and tests of components that talk GraphQL: a MockedProvider decorator and mock builders.
import type { Decorator } from '@storybook/react-vite';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { createCache } from '../lib/apollo';

export type MockedResponses = ReadonlyArray<MockLink.MockedResponse>;

/** Wraps a story in Apollo's MockedProvider with the app's cache policies. */
export function withApolloMocks(mocks: MockedResponses): Decorator {
  function ApolloMocksDecorator(Story: Parameters<Decorator>[0]) {
    return (
      <MockedProvider mocks={mocks} cache={createCache()}>
        <Story />
      </MockedProvider>
    );
  }
  return ApolloMocksDecorator;
}

/** A GraphQL error response as the bff sends it: the api's message with an extensions code. */
export function graphQLErrorResult(
  message: string,
  code = 'BAD_USER_INPUT',
  extensions: Record<string, unknown> = {},
) {
  return { errors: [new GraphQLError(message, { extensions: { code, ...extensions } })] };
}
