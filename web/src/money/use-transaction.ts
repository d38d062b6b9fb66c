// One movement by id for a details dialog: from the cache when a list already holds it (the cache's `transaction`
// read policy in lib/apollo.ts), else from the server; kept current as the cache changes.
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../gql';
import type { TransactionFieldsFragment as TransactionFields } from '../gql/graphql';
import { TransactionFieldsFragment } from './fragments';

export const TransactionByIdQuery = graphql(`
  query TransactionById($id: ID!) {
    transaction(id: $id) {
      id
      ...TransactionFields
    }
  }
`);

export interface TransactionById {
  transaction: TransactionFields | null;
  loading: boolean;
  error: Error | undefined;
}

export function useTransaction(id: string): TransactionById {
  const { data, loading, error } = useQuery(TransactionByIdQuery, { variables: { id } });
  const transaction = data?.transaction ? getFragmentData(TransactionFieldsFragment, data.transaction) : null;
  return { transaction, loading, error };
}
