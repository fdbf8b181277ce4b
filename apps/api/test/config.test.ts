import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSPORT_SECRET } from '@fidelidade/domain/crypto/daily-key';
import { ConfigError, loadConfig } from '../src/config.ts';
import { generateSecret, PLACEHOLDER_PROVIDERS } from './helpers/production-environment.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const strongSecret = generateSecret();
/** Production with its e-mail and SMS providers but no secrets (scale/production.test.ts has both). */
const production = { NODE_ENV: 'production', ...PLACEHOLDER_PROVIDERS };

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('starts with no environment at all, on the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      apiPrefix: '/api',
      databaseUrl: undefined,
      redisUrl: undefined,
      transportSecret: DEFAULT_TRANSPORT_SECRET,
      allowPlaintext: false,
      bodyLimit: 1024 * 1024,
      logLevel: 'info',
      purchaseMaxAgeMs: 90 * 86_400_000,
      painel: {
        apiPrefix: '/painel/api',
        sessionIdleMs: 30 * 60_000,
        storeKeyGraceMs: 7 * 86_400_000,
        adjustmentApprovalThresholdCentavos: 10_000,
      },
    });
    expect(config.encryptionSecret.length).toBeGreaterThan(0);
    expect(config.jwtSecret.length).toBeGreaterThan(0);
  });

  it("puts the data and the web app in the repository's folders, whatever the working directory", () => {
    const config = loadConfig({});
    expect(resolve(config.dataDir)).toBe(resolve(repoRoot, 'data'));
    expect(resolve(config.webDist)).toBe(resolve(repoRoot, 'apps/web/dist'));
  });

  it('reads every variable', () => {
    // Not production: there ALLOW_PLAINTEXT=true is refused (production.test.ts).
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '3000',
      HOST: '127.0.0.1',
      API_PREFIX: '/v1/fidelidade',
      DATABASE_URL: 'postgresql://u@db:5432/fidelidade',
      DATA_DIR: '/var/lib/fidelidade',
      REDIS_URL: 'rediss://cache:6380',
      ENCRYPTION_SECRET: strongSecret,
      TRANSPORT_SECRET: 'transporte',
      JWT_SECRET: `${strongSecret}y`,
      ALLOW_PLAINTEXT: '1',
      BODY_LIMIT: '2048',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/web',
      PURCHASE_MAX_AGE: '400d',
    });
    expect(config).toMatchObject({
      nodeEnv: 'test',
      port: 3000,
      host: '127.0.0.1',
      apiPrefix: '/v1/fidelidade',
      databaseUrl: 'postgresql://u@db:5432/fidelidade',
      dataDir: '/var/lib/fidelidade',
      redisUrl: 'rediss://cache:6380',
      encryptionSecret: strongSecret,
      transportSecret: 'transporte',
      jwtSecret: `${strongSecret}y`,
      allowPlaintext: true,
      bodyLimit: 2048,
      logLevel: 'warn',
      webDist: '/srv/web',
      purchaseMaxAgeMs: 400 * 86_400_000,
    });
  });

  it('reads the console settings, and names a bad one', () => {
    expect(
      loadConfig({
        PAINEL_API_PREFIX: '/operacao/api',
        PAINEL_SESSION_IDLE: '15m',
        STORE_KEY_GRACE: '2d',
        ADJUSTMENT_APPROVAL_THRESHOLD: '0',
      }).painel,
    ).toEqual({
      apiPrefix: '/operacao/api',
      sessionIdleMs: 15 * 60_000,
      storeKeyGraceMs: 2 * 86_400_000,
      adjustmentApprovalThresholdCentavos: 0,
    });
    const named = problemsOf({
      PAINEL_API_PREFIX: 'painel/',
      PAINEL_SESSION_IDLE: 'meia hora',
      STORE_KEY_GRACE: 'uma semana',
      ADJUSTMENT_APPROVAL_THRESHOLD: '100,00',
    }).map((problem) => problem.split(':')[0]);
    expect(named.sort()).toEqual([
      'ADJUSTMENT_APPROVAL_THRESHOLD',
      'PAINEL_API_PREFIX',
      'PAINEL_SESSION_IDLE',
      'STORE_KEY_GRACE',
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', ALLOW_PLAINTEXT: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      allowPlaintext: false,
    });
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'oitenta',
      API_PREFIX: 'api/',
      DATABASE_URL: 'mysql://db',
      REDIS_URL: 'localhost:6379',
      ALLOW_PLAINTEXT: 'sim',
      BODY_LIMIT: '-1',
      LOG_LEVEL: 'verbose',
      NODE_ENV: 'staging',
      PURCHASE_MAX_AGE: 'noventa dias',
    });
    const named = problems.map((problem) => problem.split(':')[0]);
    expect(named.sort()).toEqual(
      [
        'ALLOW_PLAINTEXT',
        'API_PREFIX',
        'BODY_LIMIT',
        'DATABASE_URL',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'PURCHASE_MAX_AGE',
        'REDIS_URL',
      ].sort(),
    );
  });

  it('writes a readable message listing the problems', () => {
    expect(() => loadConfig({ PORT: '99999' })).toThrow(/Configuração inválida:\n {2}- PORT: /);
  });

  it('requires real secrets in production', () => {
    expect(problemsOf({ ...production })).toEqual([
      'ENCRYPTION_SECRET: obrigatória em produção',
      'JWT_SECRET: obrigatória em produção',
    ]);
    expect(
      problemsOf({ ...production, ENCRYPTION_SECRET: 'curta', JWT_SECRET: strongSecret }),
    ).toEqual(['ENCRYPTION_SECRET: deve ter ao menos 32 caracteres em produção']);
  });

  it('refuses in production a secret copied from the repository', () => {
    const development = loadConfig({});
    expect(
      problemsOf({
        ...production,
        ENCRYPTION_SECRET: development.encryptionSecret,
        JWT_SECRET: development.jwtSecret,
      }),
    ).toEqual([
      'ENCRYPTION_SECRET: é um valor público (está no repositório); gere um novo para produção',
      'JWT_SECRET: é um valor público (está no repositório); gere um novo para produção',
    ]);
    // The README's placeholder, and the secret the app carries (public by design).
    expect(
      problemsOf({ ...production, ENCRYPTION_SECRET: '...', JWT_SECRET: DEFAULT_TRANSPORT_SECRET }),
    ).toEqual([
      'ENCRYPTION_SECRET: é um valor público (está no repositório); gere um novo para produção',
      'JWT_SECRET: é um valor público (está no repositório); gere um novo para produção',
    ]);
  });

  it('refuses in production a public value in another case or with spaces around it', () => {
    const development = loadConfig({});
    expect(
      problemsOf({
        ...production,
        ENCRYPTION_SECRET: development.encryptionSecret.toUpperCase(),
        JWT_SECRET: `  ${development.jwtSecret.replace('jwt', 'JWT')}  `,
      }),
    ).toEqual([
      'ENCRYPTION_SECRET: é um valor público (está no repositório); gere um novo para produção',
      'JWT_SECRET: é um valor público (está no repositório); gere um novo para produção',
    ]);
  });

  it('refuses in production a secret equal to the TRANSPORT_SECRET the app carries', () => {
    const transport = generateSecret();
    expect(
      problemsOf({
        ...production,
        TRANSPORT_SECRET: transport,
        ENCRYPTION_SECRET: transport,
        JWT_SECRET: ` ${transport.toLowerCase()} `,
      }),
    ).toEqual([
      'ENCRYPTION_SECRET: é igual a TRANSPORT_SECRET, que vai dentro do app (é pública); gere um novo para produção',
      'JWT_SECRET: é igual a TRANSPORT_SECRET, que vai dentro do app (é pública); gere um novo para produção',
      'JWT_SECRET: deve ser diferente de ENCRYPTION_SECRET em produção; gere um para cada',
    ]);
  });

  it('refuses in production one value for both ENCRYPTION_SECRET and JWT_SECRET', () => {
    expect(
      problemsOf({ ...production, ENCRYPTION_SECRET: strongSecret, JWT_SECRET: strongSecret }),
    ).toEqual([
      'JWT_SECRET: deve ser diferente de ENCRYPTION_SECRET em produção; gere um para cada',
    ]);
    // Outside production the development defaults stay, and one value for both is allowed.
    expect(
      loadConfig({ NODE_ENV: 'test', ENCRYPTION_SECRET: strongSecret, JWT_SECRET: strongSecret }),
    ).toMatchObject({ encryptionSecret: strongSecret, jwtSecret: strongSecret });
  });

  it('refuses in production a long secret of fewer than 16 different characters', () => {
    const fifteen = 'abcdefghijklmno';
    expect(
      problemsOf({
        ...production,
        ENCRYPTION_SECRET: 'x'.repeat(40),
        JWT_SECRET: fifteen.repeat(3),
      }),
    ).toEqual([
      'ENCRYPTION_SECRET: deve ter ao menos 16 caracteres diferentes em produção',
      'JWT_SECRET: deve ter ao menos 16 caracteres diferentes em produção',
    ]);
    const sixteen = `${fifteen}p`.repeat(2);
    expect(
      loadConfig({ ...production, ENCRYPTION_SECRET: strongSecret, JWT_SECRET: `${sixteen}q` }),
    ).toMatchObject({ encryptionSecret: strongSecret, jwtSecret: `${sixteen}q` });
  });

  it('refuses in production a secret that repeats a block of 16 characters or fewer', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz';
    const refusal = (name: string) =>
      `${name}: não pode ser um trecho curto repetido em produção; gere um valor aleatório`;
    expect(
      problemsOf({
        ...production,
        ENCRYPTION_SECRET: alphabet.slice(0, 16).repeat(2),
        // A block repeated with a partial copy at the end is the same block.
        JWT_SECRET: alphabet.slice(0, 16).repeat(2) + alphabet.slice(0, 5),
      }),
    ).toEqual([refusal('ENCRYPTION_SECRET'), refusal('JWT_SECRET')]);
    // A block of 17 is not short, and a secret that merely contains a repeat is accepted.
    const seventeen = alphabet.slice(0, 17).repeat(2);
    const withRepeat = `${alphabet.slice(0, 16).repeat(2)}${strongSecret}`;
    expect(
      loadConfig({ ...production, ENCRYPTION_SECRET: seventeen, JWT_SECRET: withRepeat }),
    ).toMatchObject({ encryptionSecret: seventeen, jwtSecret: withRepeat });
  });

  it('accepts the development secrets outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).encryptionSecret).toBe(loadConfig({}).encryptionSecret);
  });
});
