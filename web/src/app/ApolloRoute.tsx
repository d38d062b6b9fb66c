// A pathless layout route that gives its pages the app's Apollo client. It is lazy, so Apollo (about a third
// of the JavaScript) is not in the entry chunk: the shell paints first, and pages without GraphQL never load it.
import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { appApolloClient } from '../lib/apollo-client';

export function ApolloRoute() {
  return (
    <ApolloProvider client={appApolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
