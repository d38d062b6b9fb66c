// /users/*: the signed-in person's own account, and an admin's view of every account and decisions on agents.
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { adminMessages } from '@wallet/common/admin';
import { agentMessages } from '@wallet/common/agents';
import { profileMessages } from '@wallet/common/profile';
import { settingsMessages } from '@wallet/common/settings';
import type { AgentDecision } from '../agents/agent-decisions';
import { decideOnAgent } from '../agents/agent-decisions';
import { parseDecisionReason } from '../audit/decision-reason';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ReadRouter } from '../db/read-replica';
import { access, signedIn } from '../http/access';
import { AppError } from '../http/app-error';
import { sendSuccess } from '../http/envelope';
import { jsonObjectBody } from '../http/json-body';
import type { LimitsConfig } from '../ledger/spending-limits';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { clearSessionCookie, cookiesSecure } from '../sessions/session-cookie';
import { findAdminUser } from './admin-user-view';
import { allUsers } from './all-users';
import { closeAccount } from './close-account';
import { parseAllUsersQuery } from './all-users-query';
import { findCounterAgent, findPayee } from './pay-handle';
import { parseUserSearch, searchUsers } from './search-users';
import { updateProfile } from './update-profile';
import { userJson } from '../people/user';

export function usersRoutes(dependencies: {
  db: Database;
  reads: ReadRouter;
  config: LimitsConfig & Pick<Config, 'nodeEnv'>;
  rateLimiters: RateLimiters;
}): Router {
  const router = Router();
  const { db, config } = dependencies;

  router.get('/users', access(['admin']), async (request, response) => {
    const query = parseAllUsersQuery(request.query);
    // An admin list: from the read replica when there is one. One account (/users/:id) reads the primary, so an
    // admin's decision on an agent shows in the account they open next (docs/operations.md, "Read replica").
    const answer = await dependencies.reads.read((replica) => allUsers(replica, query, config));
    sendSuccess(response, 200, 'Users', answer);
  });

  router.get('/users/me', access('signed-in'), (request, response) => {
    sendSuccess(response, 200, 'Current user', userJson(signedIn(request).user));
  });

  router.get('/users/search', access(['user', 'agent']), async (request, response) => {
    const { user } = signedIn(request);
    const matches = await searchUsers(dependencies.db, user.id, parseUserSearch(request.query));
    sendSuccess(response, 200, 'Users found', matches);
  });

  // A pay link's or pay QR code's receiver (docs/pay-links.md): a payer confirming, an agent picking for Cash In.
  router.get('/users/pay/:handle', access(['user', 'agent']), async (request, response) => {
    const { user } = signedIn(request);
    const payee = await findPayee(dependencies.db, user.id, String(request.params.handle));
    sendSuccess(response, 200, 'Pay link receiver', payee);
  });

  // An agent's counter code (docs/pay-links.md): the user at the counter checks that the agent is approved.
  router.get('/users/agent-counter/:handle', access(['user']), async (request, response) => {
    const agent = await findCounterAgent(dependencies.db, String(request.params.handle));
    sendSuccess(response, 200, 'Approved agent', agent);
  });

  router.patch('/users/update', access('signed-in'), async (request, response) => {
    const user = await updateProfile(dependencies.db, signedIn(request), jsonObjectBody(request));
    sendSuccess(response, 200, profileMessages.updated, userJson(user));
  });

  // Every session of the account has ended with it; this browser forgets its cookie as at sign-out.
  router.post('/users/me/close', access('signed-in'), async (request, response) => {
    await closeAccount(dependencies, signedIn(request), jsonObjectBody(request), config);
    clearSessionCookie(response, { secure: cookiesSecure(config, request) });
    sendSuccess(response, 200, settingsMessages.accountClosed, null);
  });

  // After /users/me, /users/search, /users/pay/:handle and /users/agent-counter/:handle, which it would otherwise
  // take for ids.
  router.get('/users/:id', access(['admin']), async (request, response) => {
    const user = await findAdminUser(db, String(request.params.id), config);
    // Unknown and malformed ids answer alike.
    if (user === undefined) throw new AppError(404, adminMessages.userNotFound);
    sendSuccess(response, 200, 'User', user);
  });

  router.patch('/users/approve-agent/:id', access(['admin']), agentDecision(db, config, 'approve'));
  router.patch('/users/suspend-agent/:id', access(['admin']), agentDecision(db, config, 'suspend'));

  return router;
}

const DECISION_MESSAGES: Readonly<Record<AgentDecision, (name: string) => string>> = {
  approve: agentMessages.approved,
  suspend: agentMessages.suspended,
};

/** Answers the agent as every admin view shows them (docs/admin.md), so a client's cache takes the new standing. */
function agentDecision(db: Database, config: LimitsConfig, decision: AgentDecision): RequestHandler {
  return async (request, response) => {
    const agent = await decideOnAgent(db, {
      adminId: signedIn(request).user.id,
      agentId: String(request.params.id),
      decision,
      reason: parseDecisionReason(jsonObjectBody(request)),
    });
    const answer = (await findAdminUser(db, agent.id, config)) ?? userJson(agent);
    sendSuccess(response, 200, DECISION_MESSAGES[decision](agent.name), answer);
  };
}
