// The app's one Apollo client instance (one cache for the whole visit), shared by every lazy provider.
// Only lazy modules import this file, so Apollo stays out of the entry chunk.
import { createApolloClient } from './apollo';

export const appApolloClient = createApolloClient();
