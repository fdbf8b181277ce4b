// The operator console's API as a signed-in operator calls it (apps/painel does the same from the
// browser): the two sign-in steps with the TOTP enrolled at the first one, the session cookie and the
// CSRF token on every write.
import { generate } from 'otplib';
import { baseUrl } from '@fidelidade/test-kit/browser';
import { DEFAULT_PAINEL_API_PREFIX } from '@fidelidade/domain/api-prefixes';
import type { ConsoleOperator } from './console-operators.ts';

interface Answer<T> {
  status: number;
  message: string;
  data: T;
}

export class ConsoleClient {
  #cookie = '';
  #csrf = '';

  async post<T>(path: string, body: unknown): Promise<Answer<T>> {
    const response = await fetch(`${baseUrl()}${DEFAULT_PAINEL_API_PREFIX}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.#cookie && { cookie: this.#cookie }),
        ...(this.#csrf && { 'x-csrf-token': this.#csrf }),
      },
      body: JSON.stringify(body),
    });
    const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
    if (cookies.length > 0) this.#cookie = cookies.join('; ');
    const envelope = (await response.json()) as { message: string; data: T };
    return { status: response.status, message: envelope.message, data: envelope.data };
  }

  /** Signs in with the password, then the TOTP of the secret handed out at this first sign-in. */
  static async signIn({ email, senha }: ConsoleOperator): Promise<ConsoleClient> {
    const client = new ConsoleClient();
    const first = await client.post<{ segredo?: string }>('/sessao', { email, senha });
    const segredo = first.data.segredo;
    if (first.status !== 200 || !segredo) throw new Error(`console sign-in: ${first.message}`);
    const codigo = await generate({ secret: segredo });
    const second = await client.post<{ csrf: string }>('/sessao/totp', { codigo });
    if (second.status !== 200) throw new Error(`console TOTP: ${second.message}`);
    client.#csrf = second.data.csrf;
    return client;
  }
}
