// MoneyRequest, its page and the blocked people from the api's JSON: _id becomes id, dollars Money; the lowercase
// REST statuses and directions pass through (the schema's enum resolvers from ../enums translate them).
import type {
  BlockedRequesterResolvers,
  MoneyRequestPageResolvers,
  MoneyRequestResolvers,
} from '../__generated__/resolvers-types';
import { restDollarsToMoney } from './scalars';

export const MoneyRequest: MoneyRequestResolvers = {
  id: (request) => request._id,
  amount: (request) => restDollarsToMoney(request.amount),
};

export const MoneyRequestPage: MoneyRequestPageResolvers = {
  items: (page) => page.data,
};

export const BlockedRequester: BlockedRequesterResolvers = {
  id: (person) => person._id,
};
