// POST /contact: the public contact form (SPEC.md §5), stored rather than simulated (DESIGN.md §9).
import { Router } from 'express';
import { CONTACT_SUCCESS_MESSAGE } from '@wallet/common/contact';
import type { Database } from '../db/database';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { access } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { jsonObjectBody } from '../http/json-body';
import { submitContact } from './submit-contact';

export function contactRoutes(dependencies: { db: Database; rateLimiters: RateLimiters }): Router {
  const router = Router();

  router.post('/contact', access('public'), async (request, response) => {
    const stored = await submitContact(dependencies, { body: jsonObjectBody(request), ip: request.ip });
    sendSuccess(response, 201, CONTACT_SUCCESS_MESSAGE, {
      _id: stored.id,
      createdAt: stored.createdAt.toISOString(),
    });
  });

  return router;
}
