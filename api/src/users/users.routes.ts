// /users/*: the signed-in person's own account, and an admin's approval and suspension of agents.
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { agentMessages } from '@wallet/common/agents';
import { profileMessages } from '@wallet/common/profile';
import type { AgentDecision } from '../agents/agent-decisions';
import { decideOnAgent, parseDecisionReason } from '../agents/agent-decisions';
import type { Database } from '../db/database';
import { access, signedIn } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { jsonObjectBody } from '../http/json-body';
import { parseUserSearch, searchUsers } from './search-users';
import { updateProfile } from './update-profile';
import { userJson } from './user';

export function usersRoutes(dependencies: { db: Database }): Router {
  const router = Router();

  router.get('/users/me', access('signed-in'), (request, response) => {
    sendSuccess(response, 200, 'Current user', userJson(signedIn(request).user));
  });

  router.get('/users/search', access(['user', 'agent']), async (request, response) => {
    const { user } = signedIn(request);
    const matches = await searchUsers(dependencies.db, user.id, parseUserSearch(request.query));
    sendSuccess(response, 200, 'Users found', matches);
  });

  router.patch('/users/update', access('signed-in'), async (request, response) => {
    const user = await updateProfile(dependencies.db, signedIn(request), jsonObjectBody(request));
    sendSuccess(response, 200, profileMessages.updated, userJson(user));
  });

  router.patch('/users/approve-agent/:id', access(['admin']), agentDecision(dependencies.db, 'approve'));
  router.patch('/users/suspend-agent/:id', access(['admin']), agentDecision(dependencies.db, 'suspend'));

  return router;
}

const DECISION_MESSAGES: Readonly<Record<AgentDecision, (name: string) => string>> = {
  approve: agentMessages.approved,
  suspend: agentMessages.suspended,
};

function agentDecision(db: Database, decision: AgentDecision): RequestHandler {
  return async (request, response) => {
    const agent = await decideOnAgent(db, {
      adminId: signedIn(request).user.id,
      agentId: String(request.params.id),
      decision,
      reason: parseDecisionReason(jsonObjectBody(request)),
    });
    sendSuccess(response, 200, DECISION_MESSAGES[decision](agent.name), userJson(agent));
  };
}
