import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { requestOriginOf } from '../../audit/record-audit-event';
import { passkeyChallengeCookieName } from '../../auth/auth';
import { requireRecentAuthentication } from '../../auth/recent-authentication';
import { requireSession } from '../../auth/session';
import type { AppRouteHandler } from '../../http/openapi';
import * as passkeyAddition from './add-passkey';
import { CHALLENGE_SECONDS } from './challenges';
import * as passkeyList from './list-passkeys';
import * as passkeyReauthentication from './reauthenticate-with-passkey';
import * as passkeyRemoval from './remove-passkey';
import type {
  AddPasskeyRoute,
  ListPasskeysRoute,
  ReauthenticateWithPasskeyRoute,
  ReauthenticationOptionsRoute,
  RegistrationOptionsRoute,
  RemovePasskeyRoute,
  SignInOptionsRoute,
  SignInWithPasskeyRoute,
} from './routes';
import * as passkeySignIn from './sign-in-with-passkey';
import { startPasskeyRegistration } from './start-registration';
import { startPasskeySignIn } from './start-sign-in';

export const listPasskeys: AppRouteHandler<ListPasskeysRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(
    { passkeys: await passkeyList.listPasskeys({ db: c.get('deps').db, userId: user.id }) },
    200,
  );
};

export const registrationOptions: AppRouteHandler<RegistrationOptionsRoute> = async (c) => {
  const { user, session } = await requireRecentAuthentication(c);
  const { db, config } = c.get('deps');
  const options = await startPasskeyRegistration({ db, config, user, sessionId: session.id });
  return c.json(options, 200);
};

export const addPasskey: AppRouteHandler<AddPasskeyRoute> = async (c) => {
  const { user, session } = await requireRecentAuthentication(c);
  const { db, config, wakeMailSender } = c.get('deps');
  const passkey = await passkeyAddition.addPasskey({
    db,
    config,
    user,
    sessionId: session.id,
    ...c.req.valid('json'),
    origin: requestOriginOf(c),
  });
  wakeMailSender();
  return c.json(passkey, 201);
};

export const removePasskey: AppRouteHandler<RemovePasskeyRoute> = async (c) => {
  const { user } = await requireRecentAuthentication(c);
  const { db, config, wakeMailSender } = c.get('deps');
  const removed = await passkeyRemoval.removePasskey({
    db,
    config,
    user,
    passkeyId: c.req.valid('param').passkeyId,
    origin: requestOriginOf(c),
  });
  wakeMailSender();
  return c.json(removed, 200);
};

export const reauthenticationOptions: AppRouteHandler<ReauthenticationOptionsRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  const { db, config } = c.get('deps');
  const options = await passkeyReauthentication.startPasskeyReauthentication({
    db,
    config,
    user,
    sessionId: session.id,
  });
  return c.json(options, 200);
};

export const reauthenticateWithPasskey: AppRouteHandler<ReauthenticateWithPasskeyRoute> = async (
  c,
) => {
  const { user, session } = await requireSession(c);
  const { db, config } = c.get('deps');
  await passkeyReauthentication.reauthenticateWithPasskey({
    db,
    config,
    user,
    sessionId: session.id,
    response: c.req.valid('json').response,
    origin: requestOriginOf(c),
  });
  return c.json({ status: 'reauthenticated' } as const, 200);
};

export const signInOptions: AppRouteHandler<SignInOptionsRoute> = async (c) => {
  const { db, config } = c.get('deps');
  const { options, challengeKey } = await startPasskeySignIn({ db, config });
  await setSignedCookie(
    c,
    passkeyChallengeCookieName(config.production),
    challengeKey,
    config.authSecret,
    {
      httpOnly: true,
      secure: config.production,
      sameSite: 'Lax',
      path: '/',
      maxAge: CHALLENGE_SECONDS,
    },
  );
  return c.json(options, 200);
};

export const signInWithPasskey: AppRouteHandler<SignInWithPasskeyRoute> = async (c) => {
  const deps = c.get('deps');
  const cookieName = passkeyChallengeCookieName(deps.config.production);
  const challengeKey = await getSignedCookie(c, deps.config.authSecret, cookieName);
  // The challenge answers once, whatever the outcome: its cookie goes too.
  deleteCookie(c, cookieName, { path: '/', secure: deps.config.production });
  const { user, setCookies } = await passkeySignIn.signInWithPasskey({
    deps,
    challengeKey: challengeKey || null,
    response: c.req.valid('json').response,
    origin: requestOriginOf(c),
  });
  deps.wakeMailSender();
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
  return c.json({ user }, 200);
};
