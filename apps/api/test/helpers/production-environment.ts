// A production environment the API accepts, for the tests, the bench and the processes they start:
// strong secrets generated for this run (one for each, as production requires), placeholder e-mail
// and SMS providers and a Web Push key pair of this run, since production refuses to start without
// them and these runs send none.
import { randomBytes } from 'node:crypto';
import webPush from 'web-push';

/** A fresh secret production accepts: 32 random bytes in base64url, as the README tells operators. */
export const generateSecret = (): string => randomBytes(32).toString('base64url');

const vapid = webPush.generateVAPIDKeys();

/** E-mail, SMS and push settings production accepts. Nothing listens on port 9 (discard) here. */
export const PLACEHOLDER_PROVIDERS = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMS_API_URL: 'http://127.0.0.1:9/sms',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

export function productionEnvironment() {
  return {
    NODE_ENV: 'production',
    ENCRYPTION_SECRET: generateSecret(),
    JWT_SECRET: generateSecret(),
    ...PLACEHOLDER_PROVIDERS,
  };
}
