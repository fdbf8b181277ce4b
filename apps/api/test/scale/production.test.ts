// Production start: missing secrets and message providers are named in a clear start-up error
// (with no provider the outbox would write recovery codes to the log), demo data is refused,
// unencrypted calls are refused, and only the configured origins (the native app's) get CORS answers.
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@fidelidade/domain/messages';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { productionEnvironment } from '../helpers/production-environment.ts';
import { runTs } from './api-process.ts';

const required = productionEnvironment();

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('production configuration', () => {
  it('refuses to start without the secrets, naming each one', async () => {
    const child = runTs('src/server.ts', [], { PATH: process.env.PATH, NODE_ENV: 'production' });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stderr).toContain('ENCRYPTION_SECRET: obrigatória em produção');
    expect(stderr).toContain('JWT_SECRET: obrigatória em produção');
    expect(stderr).toContain('SMTP_URL: obrigatória em produção');
    expect(stderr).toContain('SMS_API_URL: obrigatória em produção');
  });

  it('refuses to start without an e-mail and an SMS provider, so no code goes to the log', () => {
    const { SMTP_URL, SMS_API_URL, ...withoutProviders } = required;
    expect(problemsOf({ ...withoutProviders })).toEqual([
      'SMTP_URL: obrigatória em produção (sem ela, os e-mails iriam para o log)',
      'SMS_API_URL: obrigatória em produção (sem ela, os SMS iriam para o log)',
    ]);
    expect(problemsOf({ ...withoutProviders, SMTP_URL })).toEqual([
      'SMS_API_URL: obrigatória em produção (sem ela, os SMS iriam para o log)',
    ]);
    expect(problemsOf({ ...withoutProviders, SMS_API_URL })).toEqual([
      'SMTP_URL: obrigatória em produção (sem ela, os e-mails iriam para o log)',
    ]);
    // Elsewhere the outbox still writes the messages to the log (DESIGN decision 11).
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      mail: { smtpUrl: undefined },
      sms: { apiUrl: undefined },
    });
  });

  it('never seeds demo data in production, and refuses DEMO_DATA=true there', () => {
    expect(loadConfig({ ...required }).demoData).toBe(false);
    expect(problemsOf({ DEMO_DATA: 'true', ...required })).toEqual([
      'DEMO_DATA: dados de demonstração não são permitidos em produção',
    ]);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('refuses ALLOW_PLAINTEXT=true in production', () => {
    expect(problemsOf({ ALLOW_PLAINTEXT: 'true', ...required })).toEqual([
      'ALLOW_PLAINTEXT: chamadas sem cifragem não são permitidas em produção',
    ]);
    expect(loadConfig({ NODE_ENV: 'test', ALLOW_PLAINTEXT: 'true' }).allowPlaintext).toBe(true);
  });

  it('allows the native app’s origins by default outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).corsOrigins).toEqual([
      'capacitor://localhost',
      'http://localhost',
      'https://localhost',
    ]);
    expect(loadConfig({ ...required }).corsOrigins).toEqual([]);
    const set = {
      NODE_ENV: 'production',
      CORS_ORIGINS: 'capacitor://localhost https://app.marca.com.br',
    };
    expect(loadConfig({ ...set, ...required }).corsOrigins).toEqual([
      'capacitor://localhost',
      'https://app.marca.com.br',
    ]);
    expect(problemsOf({ CORS_ORIGINS: 'qualquer coisa' })[0]).toMatch(/^CORS_ORIGINS: /);
  });
});

describe('production API', () => {
  const api = useTestApp({
    config: {
      ...loadConfig({ LOG_LEVEL: 'silent', ...required }),
      corsOrigins: ['capacitor://localhost'],
      webDist: '/nonexistent',
    },
  });

  const preflight = (origin: string) =>
    fetch(`${api.apiUrl}/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,encrypt,encrypt-date,authorization',
      },
    });

  it('refuses an unencrypted call', async () => {
    const response = await fetch(`${api.apiUrl}/cliente`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      apiMessages.plaintextRefused,
    );
  });

  it('answers the preflight of a configured origin and of no other', async () => {
    const allowed = await preflight('capacitor://localhost');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'encrypt-date',
    );
    const other = await preflight('https://outro-site.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
