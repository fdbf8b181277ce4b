import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/http/logger.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { probeRoutes } from '../helpers/probe-routes.ts';

const SECRETS = {
  senha: 'Senha-Secreta-1',
  codigo: 'QWE789',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.segredo.assinatura',
  token: 'token-de-recuperacao',
  data: 'cifrado-que-nao-se-loga',
};

describe('log redaction', () => {
  const logs = captureLogs();
  const api = useTestApp({
    database: 'pglite',
    logStream: logs.stream,
    encryptedRoutes: probeRoutes,
    config: { logLevel: 'trace', allowPlaintext: true },
  });

  it('never writes a password, code, token, authorization header or payload, at any depth', () => {
    api.app.log.info(
      {
        ...SECRETS,
        usuario: { ...SECRETS },
        headers: { authorization: `Bearer ${SECRETS.jwt}` },
        body: { dadosPessoais: { ...SECRETS } },
      },
      'registro com segredos',
    );
    const line = logs.entries().find((entry) => entry.msg === 'registro com segredos');
    expect(line).toMatchObject({
      senha: REDACTED,
      codigo: REDACTED,
      jwt: REDACTED,
      usuario: { senha: REDACTED, codigo: REDACTED, token: REDACTED, data: REDACTED },
      headers: { authorization: REDACTED },
      body: REDACTED,
    });
    for (const secret of Object.values(SECRETS)) expect(logs.text()).not.toContain(secret);
  });

  it('hides a secret however deep it is nested, in objects and lists alike', () => {
    const deep = {
      a: { b: { c: { d: { e: [{ senha: SECRETS.senha }, { codigo: SECRETS.codigo }] } } } },
    };
    api.app.log.warn({ deep, outro: 'visível' }, 'segredo profundo');
    const line = logs.entries().find((entry) => entry.msg === 'segredo profundo');
    expect(line).toMatchObject({
      outro: 'visível',
      deep: { a: { b: { c: { d: { e: [{ senha: REDACTED }, { codigo: REDACTED }] } } } } },
    });
    expect(logs.text()).not.toContain(SECRETS.senha);
    expect(logs.text()).not.toContain(SECRETS.codigo);
  });

  it('keeps the secrets of real requests, failed or not, out of the log', async () => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${SECRETS.jwt}` };
    for (const body of [
      { email: 'ana@example.com', senha: SECRETS.senha, codigo: SECRETS.codigo },
      { email: 'invalido', senha: SECRETS.senha },
    ]) {
      await fetch(`${api.apiUrl}/teste/eco`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    }
    await fetch(`${api.apiUrl}/teste/falha?token=${SECRETS.token}`, { headers });
    expect(logs.entries().length).toBeGreaterThan(3);
    for (const secret of [SECRETS.senha, SECRETS.codigo, SECRETS.jwt]) {
      expect(logs.text()).not.toContain(secret);
    }
  });
});
