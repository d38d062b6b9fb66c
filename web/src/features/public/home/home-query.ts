// The landing page's one query, apart from the page so the page's chunk needs no GraphQL client (HomeStats asks it).
import { graphql } from '../../../gql';

export const HomePageQuery = graphql(`
  query HomePage {
    publicStats {
      id
      ...StatsSection_PublicStats
    }
  }
`);
