// The console's API as its suites use it: a test app on a clock the test moves (the idle timeout, the
// pre-session, the TOTP steps), generous limits unless a suite tightens one, operators written
// straight to the table, and a client that keeps cookies like a browser and signs in with a TOTP
// code computed here.
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { Papel } from '@fidelidade/domain/contracts/painel/papeis';
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { insertOperador } from '../../src/painel/operadores-repository.ts';
import { limiterConfig } from '../accounts/accounts-app.ts';
import { useTestApp, type TestApp } from '../helpers/build-test-app.ts';

export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  message: string;
  data: T;
  responseCode: number;
}

export interface PainelResponse<T = unknown> {
  status: number;
  headers: Headers;
  envelope: Envelope<T>;
  text: string;
  bytes: Uint8Array;
}

export interface RequestOptions {
  body?: unknown;
  /** The CSRF header; by default the one the last sign-in or GET /sessao gave, null for none. */
  csrf?: string | null;
}

/** A browser of the console: its cookie jar and the CSRF token it was given. */
export class PainelClient {
  readonly cookies = new Map<string, string>();
  csrf: string | undefined;

  constructor(private readonly base: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<PainelResponse<T>> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    if (csrf) headers['x-csrf-token'] = csrf;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    for (const line of response.headers.getSetCookie()) this.#keep(line);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // As sent: the CSV's BOM is kept, where response.text() would drop it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const json = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      headers: response.headers,
      envelope: (json ? JSON.parse(text) : null) as Envelope<T>,
      text,
      bytes,
    };
  }

  #keep(line: string): void {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const expired = /expires=thu, 01 jan 1970/i.test(line) || /max-age=0\b/i.test(line);
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export interface TestOperador {
  id: string;
  nome: string;
  email: string;
  senha: string;
  papel: Papel;
  /** The TOTP secret, once enrolled. */
  segredo?: string;
  codigosRecuperacao?: string[];
}

/** A password the strength rule accepts. */
export const STRONG_PASSWORD = 'girassol-marmita-trombone-47';

export class TestClock {
  now = new Date();

  advance(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }
}

export const TOTP_STEP_MS = 30_000;

export interface PainelHarness {
  api: TestApp;
  clock: TestClock;
  /** The console API's base URL. */
  base(): string;
  client(): PainelClient;
  /** An operator written straight to the table (no TOTP yet). */
  operador(
    papel: Papel,
    overrides?: { lojaId?: string | null; ativo?: boolean },
  ): Promise<TestOperador>;
  /** The TOTP code of `segredo` at the test clock. */
  totp(segredo: string): Promise<string>;
  /** Signs in (enrolling at the first time) on a new client; the clock moves to a new TOTP step. */
  signIn(operador: TestOperador): Promise<PainelClient>;
}

export function usePainelApp(database: DatabaseKind, config: Partial<Config> = {}): PainelHarness {
  const clock = new TestClock();
  const api = useTestApp({
    database,
    now: () => clock.now,
    config: { ...limiterConfig(), ...config },
  });
  const base = () => `${api.baseUrl}${api.config.painel.apiPrefix}`;
  const totp = (segredo: string) =>
    generate({ secret: segredo, epoch: Math.floor(clock.now.getTime() / 1000) });
  return {
    api,
    clock,
    base,
    client: () => new PainelClient(base()),
    totp,
    async operador(papel, overrides = {}) {
      const nome = `Operador ${papel} ${randomBytes(3).toString('hex')}`;
      const email = `${papel}-${randomBytes(5).toString('hex')}@marca.example`;
      const row = await insertOperador(api.app.database.db, {
        nome,
        email,
        papel,
        lojaId: overrides.lojaId ?? null,
        senhaHash: await api.app.passwords.hash(STRONG_PASSWORD),
      });
      if (overrides.ativo === false) {
        await api.app.database.db
          .updateTable('operadores')
          .set({ ativo: false })
          .where('id', '=', row.id)
          .execute();
      }
      return { id: row.id, nome, email, senha: STRONG_PASSWORD, papel };
    },
    async signIn(operador) {
      const client = new PainelClient(base());
      clock.advance(TOTP_STEP_MS);
      const first = await client.request<{ etapa: string; segredo?: string }>('POST', '/sessao', {
        body: { email: operador.email, senha: operador.senha },
      });
      expect(first.status, first.envelope.message).toBe(200);
      if (first.envelope.data.etapa === 'cadastro_totp')
        operador.segredo = first.envelope.data.segredo;
      const segredo = operador.segredo ?? '';
      const second = await client.request<{ csrf: string; codigosRecuperacao?: string[] }>(
        'POST',
        '/sessao/totp',
        { body: { codigo: await totp(segredo) } },
      );
      expect(second.status, second.envelope.message).toBe(200);
      client.csrf = second.envelope.data.csrf;
      operador.codigosRecuperacao ??= second.envelope.data.codigosRecuperacao;
      return client;
    },
  };
}
