// /users/*: the signed-in person's own account.
import { Router } from 'express';
import { profileMessages } from '@wallet/common/profile';
import type { Database } from '../db/database';
import { access, signedIn } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { jsonObjectBody } from '../http/json-body';
import { updateProfile } from './update-profile';
import { userJson } from './user';

export function usersRoutes(dependencies: { db: Database }): Router {
  const router = Router();

  router.get('/users/me', access('signed-in'), (request, response) => {
    sendSuccess(response, 200, 'Current user', userJson(signedIn(request).user));
  });

  router.patch('/users/update', access('signed-in'), async (request, response) => {
    const user = await updateProfile(dependencies.db, signedIn(request), jsonObjectBody(request));
    sendSuccess(response, 200, profileMessages.updated, userJson(user));
  });

  return router;
}
