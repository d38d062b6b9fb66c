// ContactMessage from POST /contact: the api's _id becomes id.
import type { ContactMessageResolvers } from '../__generated__/resolvers-types';

export const ContactMessage: ContactMessageResolvers = {
  id: (contact) => contact._id,
  createdAt: (contact) => contact.createdAt,
};
