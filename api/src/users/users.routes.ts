// /users/*: the signed-in person's own account, and an admin's approval of agents.
import { Router } from 'express';
import { profileMessages } from '@wallet/common/profile';
import type { Database } from '../db/database';
import { access, signedIn } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { jsonObjectBody } from '../http/json-body';
import { approveAgent } from './approve-agent';
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

  router.patch('/users/approve-agent/:id', access(['admin']), async (request, response) => {
    const agent = await approveAgent(dependencies.db, String(request.params.id));
    sendSuccess(response, 200, `Agent ${agent.name} has been approved successfully!`, userJson(agent));
  });

  return router;
}
