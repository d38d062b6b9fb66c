/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ContactInput = {
  company?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  message: string;
  phone?: string | null | undefined;
  subject: string;
};

export type SubmitContactMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SubmitContactMutation = { submitContact: { message: string, contact: { id: string, createdAt: string } } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { publicStats: (
    { id: string }
    & { ' $fragmentRefs'?: { 'StatsSection_PublicStatsFragment': StatsSection_PublicStatsFragment } }
  ) };

export type StatsSection_PublicStatsFragment = { totalUsers: number, totalAgents: number, totalTransactions: number, totalVolume: string } & { ' $fragmentName'?: 'StatsSection_PublicStatsFragment' };

export const StatsSection_PublicStatsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsSection_PublicStats"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalAgents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTransactions"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}}]} as unknown as DocumentNode<StatsSection_PublicStatsFragment, unknown>;
export const SubmitContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitContactMutation, SubmitContactMutationVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatsSection_PublicStats"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatsSection_PublicStats"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalAgents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTransactions"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;