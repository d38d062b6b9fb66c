// /disputes: a user or agent reports a problem with one of their transactions and lists their own disputes; admins
// list every dispute and change a dispute's status with a note (docs/disputes.md).
import { Router } from 'express';
import { disputeMessages } from '@wallet/common/disputes';
import type { AppDependencies } from '../dependencies';
import { access, signedIn } from '../http/access';
import { sendSuccess } from '../http/envelope';
import {
  changeDispute,
  listDisputes,
  openDispute,
  parseDisputeChange,
  parseDisputeId,
  parseDisputeListQuery,
  parseNewDispute,
} from './disputes';

export function disputesRoutes(dependencies: Pick<AppDependencies, 'db' | 'mailer'>): Router {
  const router = Router();
  const { db } = dependencies;

  router.post('/disputes', access(['user', 'agent']), async (request, response) => {
    const { user } = signedIn(request);
    const dispute = await openDispute(db, user, parseNewDispute(request));
    sendSuccess(response, 201, disputeMessages.reported, dispute);
  });

  router.get('/disputes', access('signed-in'), async (request, response) => {
    const query = parseDisputeListQuery(request.query);
    sendSuccess(response, 200, 'Disputes', await listDisputes(db, signedIn(request).user, query));
  });

  router.patch('/disputes/:id', access(['admin']), async (request, response) => {
    const id = parseDisputeId(request);
    const change = parseDisputeChange(request);
    const dispute = await changeDispute(dependencies, signedIn(request).user, id, change);
    sendSuccess(response, 200, disputeMessages.updated(change.status), dispute);
  });

  return router;
}
