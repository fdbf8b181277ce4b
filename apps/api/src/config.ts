// The API's whole configuration, read from the environment once and validated (DESIGN "Storage and
// scale"; STYLE apps/api). No other module reads process.env: they receive a Config. Each setting is
// written once, in the schema: Config is its output, and SETTINGS lets a test check the documents.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_API_PREFIX,
  DEFAULT_PAINEL_API_PREFIX,
  DEFAULT_PARTNER_PREFIX,
} from '@fidelidade/domain/api-prefixes';
import { AJUSTE_VALOR_MAX } from '@fidelidade/domain/contracts/painel/ajustes';
import { DEFAULT_TRANSPORT_SECRET } from '@fidelidade/domain/crypto/daily-key';
import { parseDuration, parseRateLimit, type RateLimit } from './limits/rate-rule.ts';
import {
  DEV_ENCRYPTION_SECRET,
  DEV_JWT_SECRET,
  DEV_VAPID_PRIVATE_KEY,
  DEV_VAPID_PUBLIC_KEY,
  isPublicSecret,
  sameSecret,
} from './public-secrets.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const PRODUCTION_SECRET_MIN_LENGTH = 32;
/** A long value of few symbols (`aaaa…`, `abab…`) is as guessable as a short one. */
const PRODUCTION_SECRET_MIN_DISTINCT = 16;
/** A value that repeats a block this short (`abcdefghijklmnop` twice) is as guessable as the block. */
const PRODUCTION_SECRET_MAX_REPEATED_BLOCK = 16;
/** The Capacitor app's origins (iOS, Android) when CORS_ORIGINS is unset outside production. */
const DEV_CORS_ORIGINS = ['capacitor://localhost', 'http://localhost', 'https://localhost'];

const booleanText = z
  .enum(['true', 'false', '1', '0'], { error: 'use true ou false' })
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocol = (protocols: readonly string[]) =>
  optionalText.refine(
    (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)),
    { error: `deve começar com ${protocols.map((p) => `${p}://`).join(' ou ')}` },
  );

const portNumber = z.coerce
  .number({ error: 'deve ser um número de porta (0 a 65535)' })
  .int({ error: 'deve ser um número de porta (0 a 65535)' })
  .min(0, { error: 'deve ser um número de porta (0 a 65535)' })
  .max(65_535, { error: 'deve ser um número de porta (0 a 65535)' });

const byteCount = z.coerce
  .number({ error: 'deve ser um número de bytes (mínimo 1024)' })
  .int({ error: 'deve ser um número de bytes (mínimo 1024)' })
  .min(1024, { error: 'deve ser um número de bytes (mínimo 1024)' });

/** OWASP's minimum for argon2id (m = 19 MiB, t = 2, p = 1); weaker settings are refused. */
const ARGON2_MIN_MEMORY_KIB = 19_456;
const ARGON2_MIN_TIME_COST = 2;
/**
 * By default twice OWASP's minimum time at its memory: a customer logs in once a session (30 days),
 * so a hash's time on one core goes unnoticed (the bench's login case measures it), while guessing a
 * leaked password costs twice as much; and the API's own work per login stays small beside the hash.
 * More memory instead would not fit two hashes at once in the API's 200 MB.
 */
const ARGON2_DEFAULT_TIME_COST = 2 * ARGON2_MIN_TIME_COST;

const atLeast = (min: number, max = 2 ** 32 - 1) => {
  const error = `deve ser um número inteiro de ${min} a ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const duration = z.string().transform((text, ctx) => {
  const ms = parseDuration(text);
  if (ms === null)
    ctx.addIssue({ code: 'custom', message: 'use um número e ms, s, m, h ou d (ex.: 30d)' });
  return ms ?? 0;
});

const rateLimit = z.string().transform((text, ctx): RateLimit => {
  const limit = parseRateLimit(text);
  if (!limit) ctx.addIssue({ code: 'custom', message: 'use <quantidade>/<janela> (ex.: 10/15m)' });
  return limit ?? { limit: 0, windowMs: 0 };
});

// An IPv4 or IPv6 address, with an optional CIDR length.
const PROXY_ADDRESS = String.raw`(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F]*:[0-9a-fA-F:.]*)(?:/\d{1,3})?`;
// true/false, or the proxies' addresses (IPs or CIDRs, comma-separated) whose X-Forwarded-For counts.
const TRUST_PROXY_ERROR = 'use true, false ou os endereços dos proxies (ex.: 10.0.0.0/8)';
const trustProxy = z.union(
  [
    booleanText,
    z
      .string()
      .trim()
      .regex(new RegExp(`^${PROXY_ADDRESS}(,\\s*${PROXY_ADDRESS})*$`), {
        error: TRUST_PROXY_ERROR,
      }),
  ],
  { error: TRUST_PROXY_ERROR },
);

// Origins besides the API's own that may show the documents in a frame (the native app's WebView,
// a web app on another host): space-separated, e.g. `capacitor://localhost https://app.marca.com.br`.
const frameAncestors = z
  .string()
  .trim()
  .regex(/^((https?|capacitor|ionic):\/\/[A-Za-z0-9.:-]+(\s+|$))*$/, {
    error: 'use origens separadas por espaço (ex.: capacitor://localhost https://app.exemplo.com)',
  })
  .transform((text) => text.split(/\s+/).filter((origin) => origin !== ''));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS, { error: `use ${NODE_ENVS.join(', ')}` }).default('development'),
  PORT: portNumber.default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  API_PREFIX: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, {
      error: 'deve começar com / e não terminar com / (ex.: /api)',
    })
    .default(DEFAULT_API_PREFIX),
  // The partner (point-of-sale) API's base (DESIGN decision 5), plain JSON with store API keys.
  PARTNER_PREFIX: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, {
      error: 'deve começar com / e não terminar com / (ex.: /parceiro/v1)',
    })
    .default(DEFAULT_PARTNER_PREFIX),
  // The operator console's API (DESIGN decision 20), plain JSON with a session cookie.
  PAINEL_API_PREFIX: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, {
      error: 'deve começar com / e não terminar com / (ex.: /painel/api)',
    })
    .default(DEFAULT_PAINEL_API_PREFIX),
  PAINEL_SESSION_IDLE: duration.prefault('30m'),
  STORE_KEY_GRACE: duration.prefault('7d'),
  // Centavos: a manual adjustment above it waits for a second operator's approval.
  ADJUSTMENT_APPROVAL_THRESHOLD: atLeast(0, AJUSTE_VALOR_MAX).default(10_000),
  DEMO_DATA: booleanText.optional(),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']),
  DATA_DIR: z.string().trim().min(1).default(`${repoRoot}data`),
  REDIS_URL: urlWithProtocol(['redis', 'rediss']),
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('fidelidade:'),
  TRUST_PROXY: trustProxy.default(false),
  SESSION_TTL: duration.prefault('30d'),
  STATEMENT_CACHE_ENTRIES: atLeast(0, 10_000_000).default(20_000),
  ARGON2_MEMORY_KIB: atLeast(ARGON2_MIN_MEMORY_KIB).default(ARGON2_MIN_MEMORY_KIB),
  ARGON2_TIME_COST: atLeast(ARGON2_MIN_TIME_COST, 100).default(ARGON2_DEFAULT_TIME_COST),
  ARGON2_PARALLELISM: atLeast(1, 16).default(1),
  LIMIT_LOGIN_IP: rateLimit.prefault('30/15m'),
  LIMIT_LOGIN_FAILURES: rateLimit.prefault('10/15m'),
  // NIST SP 800-63B's cap on failed attempts at one account.
  LIMIT_LOGIN_ACCOUNT_FAILURES: rateLimit.prefault('100/1h'),
  // Retired: it counted right passwords too. Refused rather than ignored, so a value left set is noticed.
  LIMIT_LOGIN_EMAIL: z
    .never({ error: 'substituída por LIMIT_LOGIN_FAILURES (só senhas erradas)' })
    .optional(),
  LIMIT_REGISTRATION_IP: rateLimit.prefault('10/1h'),
  LIMIT_REGISTRATION_ACCOUNT: rateLimit.prefault('5/1h'),
  LIMIT_RECOVERY_STEPS_IP: rateLimit.prefault('30/15m'),
  LIMIT_PROFILE_ACCOUNT: rateLimit.prefault('20/1h'),
  LIMIT_RATING_IP: rateLimit.prefault('60/15m'),
  LIMIT_PARTNER_KEY: rateLimit.prefault('6000/1m'),
  PURCHASE_MAX_AGE: duration.prefault('90d'),
  ENCRYPTION_SECRET: optionalText,
  TRANSPORT_SECRET: z.string().min(1).default(DEFAULT_TRANSPORT_SECRET),
  JWT_SECRET: optionalText,
  ALLOW_PLAINTEXT: booleanText.default(false),
  BODY_LIMIT: byteCount.default(1024 * 1024),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `use ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_DIST: z.string().trim().min(1).default(`${repoRoot}apps/web/dist`),
  PAINEL_DIST: z.string().trim().min(1).default(`${repoRoot}apps/painel/dist`),
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().min(3).default('Fidelidade <nao-responda@fidelidade.local>'),
  SMS_API_URL: urlWithProtocol(['http', 'https']),
  SMS_API_TOKEN: optionalText,
  OUTBOX_WORKER: booleanText.default(true),
  OUTBOX_INTERVAL: duration.prefault('5s'),
  OUTBOX_RETRY_BASE: duration.prefault('30s'),
  SCHEDULED_JOBS: booleanText.default(true),
  NOTICES_WORKER: booleanText.default(true),
  NOTICES_INTERVAL: duration.prefault('10s'),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: urlWithProtocol(['mailto', 'https']),
  PUSH_TIMEOUT: duration.prefault('10s'),
  FCM_CREDENTIALS_FILE: optionalText,
  FCM_API_URL: urlWithProtocol(['https', 'http']).default('https://fcm.googleapis.com'),
  LIMIT_RECOVERY_IP: rateLimit.prefault('20/15m'),
  LIMIT_RECOVERY_EMAIL: rateLimit.prefault('10/15m'),
  DOCUMENTS_DIR: z.string().trim().min(1).default(`${repoRoot}content/documentos`),
  DOCUMENTS_FRAME_ANCESTORS: frameAncestors.prefault(''),
  SUPPORT_EMAIL: z
    .email({ error: 'deve ser um e-mail (ex.: atendimento@marca.com.br)' })
    .default('atendimento@example.com'),
  LIMIT_CONTACT_IP: rateLimit.prefault('5/1h'),
  // The privacy policy states this period (content/documentos/privacidade.html, item 4).
  CONTACT_RETENTION_MONTHS: atLeast(1, 120).default(24),
  // Origins of the same form as DOCUMENTS_FRAME_ANCESTORS: the native app's web view and other hosts.
  CORS_ORIGINS: frameAncestors.optional(),
});

/** The environment's variables turned into the shape the modules receive. */
const configSchema = envSchema.transform((e) => ({
  nodeEnv: e.NODE_ENV,
  port: e.PORT,
  host: e.HOST,
  apiPrefix: e.API_PREFIX,
  /** Base of the partner (point-of-sale) API, e.g. /parceiro/v1. */
  partnerPrefix: e.PARTNER_PREFIX,
  /**
   * The operator console (painel/README.md): its API's base, how long a session lives without a
   * call, how long a store's previous key keeps working after the console rotates it, and the
   * largest manual adjustment (centavos) that applies without a second operator's approval
   * (docs/decisions/0018-manual-adjustments.md).
   */
  painel: {
    apiPrefix: e.PAINEL_API_PREFIX,
    sessionIdleMs: e.PAINEL_SESSION_IDLE,
    storeKeyGraceMs: e.STORE_KEY_GRACE,
    adjustmentApprovalThresholdCentavos: e.ADJUSTMENT_APPROVAL_THRESHOLD,
  },
  /** How old a purchase a store sends may be (partner/purchase-date.ts). */
  purchaseMaxAgeMs: e.PURCHASE_MAX_AGE,
  /**
   * Seed a demo store and customer into an empty database at start-up (server.ts only). By default only
   * for `npm start` on the embedded database: never in production, tests or on a server.
   */
  demoData: e.DEMO_DATA ?? (e.NODE_ENV === 'development' && !e.DATABASE_URL),
  /** PostgreSQL server; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl: e.DATABASE_URL,
  dataDir: e.DATA_DIR,
  redisUrl: e.REDIS_URL,
  /** Prefix of every Redis key the API writes (several apps or test runs can share one Redis). */
  redisKeyPrefix: e.REDIS_KEY_PREFIX,
  /** Fastify's trustProxy: behind a load balancer the client's IP (for per-IP limits) is forwarded. */
  trustProxy: e.TRUST_PROXY,
  /** How long a session token lives (DESIGN decision 8). */
  sessionTtlMs: e.SESSION_TTL,
  /**
   * Statement entries kept in memory over all the copies, each checked fresh on every call
   * (loyalty/statement-cache.ts); about 600 bytes each. 0: none.
   */
  statementCacheEntries: e.STATEMENT_CACHE_ENTRIES,
  /** argon2id cost; never below OWASP's m = 19456 KiB, t = 2 (by default t = 4). */
  argon2: {
    memoryKib: e.ARGON2_MEMORY_KIB,
    timeCost: e.ARGON2_TIME_COST,
    parallelism: e.ARGON2_PARALLELISM,
  },
  /** Throttling of the abusable calls (per IP and per account): every LIMIT_* variable. */
  limits: {
    loginIp: e.LIMIT_LOGIN_IP,
    /** Wrong passwords per e-mail at one client address (a right one does not count). */
    loginFailures: e.LIMIT_LOGIN_FAILURES,
    /** Wrong passwords per e-mail from every address together. */
    loginAccountFailures: e.LIMIT_LOGIN_ACCOUNT_FAILURES,
    registrationIp: e.LIMIT_REGISTRATION_IP,
    /** Per e-mail and per CPF being registered, each at one client address. */
    registrationAccount: e.LIMIT_REGISTRATION_ACCOUNT,
    /** Forgotten password (spec point 2): step 1 (esqueci_senha) calls per IP. */
    recoveryIp: e.LIMIT_RECOVERY_IP,
    /** Recovery step 1 (esqueci_senha) per e-mail at one client address. */
    recoveryEmail: e.LIMIT_RECOVERY_EMAIL,
    /** Recovery steps 2 to 4 (enviar_codigo, valida_codigo_app, nova_senha), each counted apart. */
    recoveryStepsIp: e.LIMIT_RECOVERY_STEPS_IP,
    /** Profile edits (PUT cliente) per account: a taken e-mail answers 409, so it could probe. */
    profileAccount: e.LIMIT_PROFILE_ACCOUNT,
    /** The contact form (spec point 3): messages per IP. */
    contactIp: e.LIMIT_CONTACT_IP,
    /** GET and POST avaliacao/{hash} per IP, so no one can try hashes at speed. */
    ratingIp: e.LIMIT_RATING_IP,
    /** Partner API calls per store key (a batch is one call). */
    partnerKey: e.LIMIT_PARTNER_KEY,
  },
  encryptionSecret: e.ENCRYPTION_SECRET ?? DEV_ENCRYPTION_SECRET,
  transportSecret: e.TRANSPORT_SECRET,
  jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
  allowPlaintext: e.ALLOW_PLAINTEXT,
  bodyLimit: e.BODY_LIMIT,
  logLevel: e.LOG_LEVEL,
  webDist: e.WEB_DIST,
  /** The operators' console, built, served under /painel/ (plugins/painel-app.ts). */
  painelDist: e.PAINEL_DIST,
  /** E-mail by SMTP (DESIGN decision 11); no URL: e-mails are written to the log. */
  mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
  /** SMS by an HTTP provider (POST JSON {to, message}, bearer token); no URL: written to the log. */
  sms: { apiUrl: e.SMS_API_URL, apiToken: e.SMS_API_TOKEN },
  /** The outbox worker: whether this instance runs it, how often it looks, the first retry's wait. */
  outbox: {
    worker: e.OUTBOX_WORKER,
    intervalMs: e.OUTBOX_INTERVAL,
    retryBaseMs: e.OUTBOX_RETRY_BASE,
  },
  /**
   * Whether this instance takes part in the scheduled jobs (jobs/: the cashback lifecycle). Each run
   * happens once whatever the number of instances taking part, so only tests and tools turn it off.
   */
  scheduledJobs: e.SCHEDULED_JOBS,
  /**
   * Service notices (DESIGN decision 17; notices/README.md): whether this instance runs the worker
   * that writes and sends them, and how often it looks when nothing nudges it.
   */
  notices: { worker: e.NOTICES_WORKER, intervalMs: e.NOTICES_INTERVAL },
  /**
   * Push (notices/push/): Web Push signed with the VAPID key pair (the development pair when unset,
   * refused in production) and, with a Firebase service account's JSON file, native push by FCM;
   * without one, native pushes are written to the log like messages without a provider.
   */
  push: {
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY ?? DEV_VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY ?? DEV_VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    },
    timeoutMs: e.PUSH_TIMEOUT,
    fcm: { credentialsFile: e.FCM_CREDENTIALS_FILE, apiUrl: e.FCM_API_URL },
  },
  /** The legal documents (DESIGN decision 12): folder of `<slug>.html` files, and who may frame them. */
  documents: { dir: e.DOCUMENTS_DIR, frameAncestors: e.DOCUMENTS_FRAME_ANCESTORS },
  /** The contact form (spec point 3): where messages go (its limit is `limits.contactIp`). */
  contact: { supportEmail: e.SUPPORT_EMAIL },
  /** Months a contact message and its replies are kept after the last of them (contact/retention.ts). */
  contactRetentionMonths: e.CONTACT_RETENTION_MONTHS,
  /** Origins whose pages may call the API from another origin (CORS): the native app. */
  corsOrigins: e.CORS_ORIGINS ?? (e.NODE_ENV === 'production' ? [] : DEV_CORS_ORIGINS),
}));

/** The API's configuration, as the modules receive it. */
export type Config = z.output<typeof configSchema>;

/** One environment variable the API reads, for the documentation's checks. */
export interface Setting {
  name: string;
  /** The default as it would be written in the environment; undefined when there is none. */
  default: string | undefined;
  /** The default is a folder of the repository, given relative to the repository's root. */
  inRepository: boolean;
}

function settingOf(name: string, schema: z.ZodType): Setting {
  const value: unknown =
    schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault
      ? schema.def.defaultValue
      : undefined;
  // Every default is text, a number or a boolean; a transform's input (prefault) is the text itself.
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return { name, default: undefined, inRepository: false };
  }
  const text = String(value);
  const inRepository = text.startsWith(repoRoot);
  return { name, default: inRepository ? text.slice(repoRoot.length) : text, inRepository };
}

/** Every variable the API reads, retired ones (refused when set) left out. */
export const SETTINGS: readonly Setting[] = Object.entries(envSchema.shape)
  .filter(
    ([, schema]) => !(schema instanceof z.ZodOptional && schema.unwrap() instanceof z.ZodNever),
  )
  .map(([name, schema]) => settingOf(name, schema));

/** Whether the value is one block of at most PRODUCTION_SECRET_MAX_REPEATED_BLOCK characters, repeated. */
function repeatsShortBlock(value: string): boolean {
  const hasPeriod = (block: number) => value.slice(block) === value.slice(0, -block);
  return Array.from({ length: PRODUCTION_SECRET_MAX_REPEATED_BLOCK }, (_, i) => i + 1).some(
    (block) => value.length >= 2 * block && hasPeriod(block),
  );
}

/**
 * In production the secrets must be set, long, of many symbols, apart, and nobody's copy: a value from
 * the repository (the development defaults, the README's examples) or the TRANSPORT_SECRET the app
 * carries is public.
 */
function productionSecretProblems(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const transportSecret = env.TRANSPORT_SECRET ?? DEFAULT_TRANSPORT_SECRET;
  const each = (['ENCRYPTION_SECRET', 'JWT_SECRET'] as const).flatMap((name) => {
    const value = env[name]?.trim();
    if (!value) return [`${name}: obrigatória em produção`];
    if (isPublicSecret(value)) {
      return [`${name}: é um valor público (está no repositório); gere um novo para produção`];
    }
    // TRANSPORT_SECRET ships inside the app, so anyone holding the app can read it.
    if (sameSecret(value, transportSecret)) {
      return [
        `${name}: é igual a TRANSPORT_SECRET, que vai dentro do app (é pública); gere um novo para produção`,
      ];
    }
    if (value.length < PRODUCTION_SECRET_MIN_LENGTH) {
      return [`${name}: deve ter ao menos ${PRODUCTION_SECRET_MIN_LENGTH} caracteres em produção`];
    }
    if (new Set(value).size < PRODUCTION_SECRET_MIN_DISTINCT) {
      return [
        `${name}: deve ter ao menos ${PRODUCTION_SECRET_MIN_DISTINCT} caracteres diferentes em produção`,
      ];
    }
    if (repeatsShortBlock(value)) {
      return [
        `${name}: não pode ser um trecho curto repetido em produção; gere um valor aleatório`,
      ];
    }
    return [];
  });
  // One secret serving both purposes would leak both with either.
  const { ENCRYPTION_SECRET: encryption, JWT_SECRET: jwt } = env;
  const shared = encryption?.trim() && jwt?.trim() && sameSecret(encryption, jwt);
  return shared
    ? [
        ...each,
        'JWT_SECRET: deve ser diferente de ENCRYPTION_SECRET em produção; gere um para cada',
      ]
    : each;
}

/**
 * With no provider for a channel the outbox writes each message, recovery codes and contact forms
 * included, to the log (DESIGN decision 11): a developer's machine only, so production needs both.
 */
function productionProviderProblems(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const providers = [
    ['SMTP_URL', 'os e-mails'],
    ['SMS_API_URL', 'os SMS'],
  ] as const;
  return providers.flatMap(([name, messages]) =>
    env[name]?.trim()
      ? []
      : [`${name}: obrigatória em produção (sem ela, ${messages} iriam para o log)`],
  );
}

/** A VAPID key in base64url (RFC 8292): the public one an uncompressed P-256 point, the private 32 bytes. */
const VAPID_KEY_BYTES = { VAPID_PUBLIC_KEY: 65, VAPID_PRIVATE_KEY: 32 } as const;

/**
 * Web Push is signed with the VAPID pair: a wrong key would fail every push, and the development pair
 * is in the repository, so production needs its own (generate it with `npx web-push generate-vapid-keys`).
 */
function pushKeyProblems(env: Record<string, string | undefined>): string[] {
  return (Object.entries(VAPID_KEY_BYTES) as [keyof typeof VAPID_KEY_BYTES, number][]).flatMap(
    ([name, bytes]) => {
      const value = env[name]?.trim();
      if (!value) return env.NODE_ENV === 'production' ? [`${name}: obrigatória em produção`] : [];
      if (!/^[A-Za-z0-9_-]+$/.test(value) || Buffer.from(value, 'base64url').length !== bytes) {
        return [`${name}: deve ser uma chave VAPID em base64url (${bytes} bytes)`];
      }
      return env.NODE_ENV === 'production' && isPublicSecret(value)
        ? [`${name}: é um valor público (está no repositório); gere um novo para produção`]
        : [];
    },
  );
}

/** Demo data is for a developer's machine only: refused in production, not just off. */
function productionDemoProblems(env: Record<string, string | undefined>): string[] {
  const demo = ['true', '1'].includes(env.DEMO_DATA?.trim() ?? '');
  return env.NODE_ENV === 'production' && demo
    ? ['DEMO_DATA: dados de demonstração não são permitidos em produção']
    : [];
}

/** Unencrypted calls are for tests and tools (DESIGN decision 9): refused in production, not just off. */
function productionPlaintextProblems(env: Record<string, string | undefined>): string[] {
  const plaintext = ['true', '1'].includes(env.ALLOW_PLAINTEXT?.trim() ?? '');
  return env.NODE_ENV === 'production' && plaintext
    ? ['ALLOW_PLAINTEXT: chamadas sem cifragem não são permitidas em produção']
    : [];
}

/** Thrown when the environment is wrong; its message lists every bad or missing variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=`) means "not set", so it takes the default instead of failing oddly.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...productionSecretProblems(present),
    ...productionProviderProblems(present),
    ...productionDemoProblems(present),
    ...pushKeyProblems(present),
    ...productionPlaintextProblems(present),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return parsed.data;
}
