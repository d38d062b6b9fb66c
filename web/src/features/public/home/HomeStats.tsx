// The landing page's live figures: the HomePage query and its section. Lazy (HomePage.tsx), the one part of the page
// that needs Apollo; it uses the surrounding Apollo provider when there is one (stories, tests), else the app's client.
import { ApolloProvider, getApolloContext, useQuery } from '@apollo/client/react';
import { useContext } from 'react';
import { appApolloClient } from '../../../lib/apollo-client';
import { serverMessage } from '../../../lib/graphql-errors';
import { HomePageQuery } from './home-query';
import { STATS_ERROR_MESSAGE, StatsSection } from './StatsSection';

function LiveStats() {
  const { data, loading, error, refetch } = useQuery(HomePageQuery);
  return (
    <StatsSection
      stats={data?.publicStats}
      loading={loading && !data}
      errorMessage={error ? serverMessage(error, STATS_ERROR_MESSAGE) : null}
      onRetry={() => void refetch()}
    />
  );
}

export function HomeStats() {
  const { client } = useContext(getApolloContext());
  if (client) return <LiveStats />;
  return (
    <ApolloProvider client={appApolloClient}>
      <LiveStats />
    </ApolloProvider>
  );
}
