// CounterAgent from the api's answer (docs/pay-links.md, "An agent's counter code"): _id becomes id.
import type { CounterAgentResolvers } from '../__generated__/resolvers-types';

export const CounterAgent: CounterAgentResolvers = {
  id: (agent) => agent._id,
};
