// /auth/*: sign-up, e-mail codes, sign-in and out, passwords. Thin: read the request, call the use case, answer.
import { Router } from 'express';
import type { Request } from 'express';
import { authMessages } from '@wallet/common/auth';
import type { AppDependencies } from '../dependencies';
import { access, signedIn } from '../http/access';
import { jsonObjectBody } from '../http/json-body';
import { sendSuccess } from '../http/envelope';
import {
  clearSessionCookie,
  cookiesSecure,
  sessionTokenOf,
  setSessionCookie,
} from '../sessions/session-cookie';
import { endSession } from '../sessions/sessions';
import { userJson } from '../people/user';
import { changePassword } from './change-password';
import { sendVerificationCode, verifyEmail } from './email-verification';
import { deviceIdOf, newDeviceId, setDeviceCookie } from './known-devices';
import { login } from './login';
import { resetPassword, sendPasswordResetCode } from './password-reset';
import { register } from './register';

const clientOf = (request: Request) => ({ ip: request.ip, userAgent: request.get('user-agent') });

export function authRoutes(dependencies: AppDependencies): Router {
  const router = Router();
  const { db } = dependencies;
  const secure = (request: Request) => cookiesSecure(dependencies.config, request);

  router.post('/auth/register', access('public'), async (request, response) => {
    const user = await register(dependencies, { body: jsonObjectBody(request), ip: request.ip });
    sendSuccess(response, 201, authMessages.registered, user);
  });

  router.post('/auth/resend-verification', access('public'), async (request, response) => {
    await sendVerificationCode(dependencies, { body: jsonObjectBody(request), ip: request.ip });
    sendSuccess(response, 200, authMessages.codeSent, null);
  });

  router.post('/auth/verify-email', access('public'), async (request, response) => {
    await verifyEmail(dependencies, jsonObjectBody(request));
    sendSuccess(response, 200, authMessages.emailVerified, null);
  });

  router.post('/auth/login', access('public'), async (request, response) => {
    const cookieDeviceId = deviceIdOf(request);
    const { user, session, deviceId } = await login(dependencies, {
      body: jsonObjectBody(request),
      ...clientOf(request),
      deviceId: cookieDeviceId,
    });
    setSessionCookie(response, session.token, { remember: session.remember, secure: secure(request) });
    if (cookieDeviceId === undefined) setDeviceCookie(response, deviceId, { secure: secure(request) });
    sendSuccess(response, 200, authMessages.loggedIn, userJson(user));
  });

  router.post('/auth/logout', access('public'), async (request, response) => {
    const token = sessionTokenOf(request);
    if (token !== undefined) await endSession(db, token);
    clearSessionCookie(response, { secure: secure(request) });
    sendSuccess(response, 200, authMessages.loggedOut, null);
  });

  router.post('/auth/change-password', access('signed-in'), async (request, response) => {
    await changePassword(dependencies, signedIn(request), jsonObjectBody(request));
    sendSuccess(response, 200, authMessages.passwordChanged, null);
  });

  router.post('/auth/forgot-password', access('public'), async (request, response) => {
    await sendPasswordResetCode(dependencies, { body: jsonObjectBody(request), ip: request.ip });
    sendSuccess(response, 200, authMessages.resetCodeSent, null);
  });

  router.post('/auth/reset-password', access('public'), async (request, response) => {
    const cookieDeviceId = deviceIdOf(request);
    const deviceId = cookieDeviceId ?? newDeviceId();
    await resetPassword(dependencies, jsonObjectBody(request), deviceId);
    if (cookieDeviceId === undefined) setDeviceCookie(response, deviceId, { secure: secure(request) });
    sendSuccess(response, 200, authMessages.passwordReset, null);
  });

  return router;
}
