// /settings/*: the signed-in person's notification preferences and two-factor sign-in (docs/settings.md). Thin: read
// the request, call the use case, answer.
import { Router } from 'express';
import { settingsMessages } from '@wallet/common/settings';
import type { AppDependencies } from '../dependencies';
import { access, signedIn } from '../http/access';
import { sendSuccess } from '../http/envelope';
import { jsonObjectBody } from '../http/json-body';
import { disableTwoFactor } from './disable-two-factor';
import { enableTwoFactor } from './enable-two-factor';
import { readSettings } from './settings-view';
import { startTwoFactorSetup } from './start-two-factor-setup';
import { updateNotificationPreferences } from './update-notification-preferences';

export function settingsRoutes(
  dependencies: Pick<AppDependencies, 'db' | 'mailer' | 'twoFactorKeys' | 'rateLimiters'>,
): Router {
  const router = Router();
  const { db } = dependencies;

  router.get('/settings', access('signed-in'), async (request, response) => {
    sendSuccess(
      response,
      200,
      settingsMessages.settingsLoaded,
      await readSettings(db, signedIn(request).user.id),
    );
  });

  router.patch('/settings/notifications', access('signed-in'), async (request, response) => {
    const settings = await updateNotificationPreferences(
      db,
      signedIn(request).user.id,
      jsonObjectBody(request),
    );
    sendSuccess(response, 200, settingsMessages.preferencesSaved, settings);
  });

  router.post('/settings/two-factor/setup', access('signed-in'), async (request, response) => {
    const setup = await startTwoFactorSetup(dependencies, signedIn(request).user);
    sendSuccess(response, 200, settingsMessages.twoFactorSetupStarted, setup);
  });

  router.post('/settings/two-factor/enable', access('signed-in'), async (request, response) => {
    const enabled = await enableTwoFactor(dependencies, signedIn(request).user.id, jsonObjectBody(request));
    sendSuccess(response, 200, settingsMessages.twoFactorEnabled, enabled);
  });

  router.post('/settings/two-factor/disable', access('signed-in'), async (request, response) => {
    const settings = await disableTwoFactor(dependencies, signedIn(request).user.id, jsonObjectBody(request));
    sendSuccess(response, 200, settingsMessages.twoFactorDisabled, settings);
  });

  return router;
}
