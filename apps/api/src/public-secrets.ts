// Secret values anyone can read in the repository: the development defaults and every example value
// the README and .env.example show. Fine on a developer's machine; production refuses each one as a
// server secret (config.ts), in any case and with spaces around it. Kept in code, not read from those files at start-up: a server's image
// need not hold them. test/public-secrets.test.ts fails when either file shows an example missing here.
import { DEFAULT_TRANSPORT_SECRET } from '@fidelidade/domain/crypto/daily-key';

export const DEV_ENCRYPTION_SECRET = 'dev-only-encryption-secret-not-for-production';
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-not-for-production';

/** The development Web Push key pair (VAPID): anyone could sign pushes with it, so never a server's. */
export const DEV_VAPID_PUBLIC_KEY =
  'BH8cD223Sb0U27ynMk-5OrrBvwhZHHglY91OAroRS4RBJ1b94aemYp04obSF4rv1hNeWy5aE1-SRNCjWMOKL1y0';
export const DEV_VAPID_PRIVATE_KEY = 'a0c0lDZWA7yxWGxcwfR0O-y6mWFW_ez7FWVqTgUwRhc';

export const PUBLIC_SECRETS: ReadonlySet<string> = new Set([
  DEV_ENCRYPTION_SECRET,
  DEV_JWT_SECRET,
  DEV_VAPID_PRIVATE_KEY,
  // Built into the app, so public by design; never a server secret.
  DEFAULT_TRANSPORT_SECRET,
  // The README's placeholder (`ENCRYPTION_SECRET=... JWT_SECRET=...`), copied as it is.
  '...',
]);

/** Secrets compare without case or surrounding spaces: `DEV-ONLY-…` is the same public value. */
const comparable = (value: string) => value.trim().toLowerCase();
const COMPARABLE_PUBLIC_SECRETS = new Set([...PUBLIC_SECRETS].map(comparable));

/** Whether two secret values are the same for the production rules (case and surrounding spaces off). */
export const sameSecret = (a: string, b: string): boolean => comparable(a) === comparable(b);

/** Whether the value is on the public list, in any case and with spaces around it. */
export const isPublicSecret = (value: string): boolean =>
  COMPARABLE_PUBLIC_SECRETS.has(comparable(value));
