// UserMatch from the api's search answer: _id becomes id; e-mail and phone arrive masked and stay so.
import type { UserMatchResolvers } from '../__generated__/resolvers-types';

export const UserMatch: UserMatchResolvers = {
  id: (match) => match._id,
};
