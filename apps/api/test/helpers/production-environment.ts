// A production environment the API accepts, for the tests, the bench and the processes they start:
// strong secrets generated for this run (one for each, as production requires) and placeholder e-mail
// and SMS providers, since production refuses to start without them and these runs send neither.
import { randomBytes } from 'node:crypto';

/** A fresh secret production accepts: 32 random bytes in base64url, as the README tells operators. */
export const generateSecret = (): string => randomBytes(32).toString('base64url');

/** E-mail and SMS providers production accepts. Nothing listens on port 9 (discard) here. */
export const PLACEHOLDER_PROVIDERS = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMS_API_URL: 'http://127.0.0.1:9/sms',
};

export function productionEnvironment() {
  return {
    NODE_ENV: 'production',
    ENCRYPTION_SECRET: generateSecret(),
    JWT_SECRET: generateSecret(),
    ...PLACEHOLDER_PROVIDERS,
  };
}
