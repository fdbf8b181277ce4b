// An operator of the console signed in as a browser would be (password, then a TOTP code), for the
// console's cases: written straight to the table with the API's own hasher, then signed in over HTTP.
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import type { Papel } from '@fidelidade/domain/contracts/painel/papeis';
import { PasswordHasher } from '../../apps/api/src/auth/passwords.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { insertOperador } from '../../apps/api/src/painel/operadores-repository.ts';

const PASSWORD = 'girassol-marmita-trombone-47';

async function call(url: string, body: unknown, cookie = '') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { message: string; data: { segredo?: string } };
  if (!response.ok)
    throw new Error(`${url} answered ${String(response.status)}: ${envelope.message}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  return { data: envelope.data, cookie: cookies.filter((pair) => !pair.endsWith('=')).join('; ') };
}

/** The headers of a signed-in operator's GET calls on `painelUrl` (`atendimento` unless told). */
export async function operatorHeaders(
  databaseUrl: string,
  painelUrl: string,
  papel: Papel = 'atendimento',
): Promise<Record<string, string>> {
  const email = `bench-${randomBytes(5).toString('hex')}@marca.example`;
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const hasher = new PasswordHasher(loadConfig({ NODE_ENV: 'development' }).argon2);
    await insertOperador(database.db, {
      nome: 'Operador do bench',
      email,
      papel,
      lojaId: null,
      senhaHash: await hasher.hash(PASSWORD),
    });
  } finally {
    await database.close();
  }
  const first = await call(`${painelUrl}/sessao`, { email, senha: PASSWORD });
  if (!first.data.segredo) throw new Error('the new operator was not asked to enrol a TOTP secret');
  const codigo = await generate({ secret: first.data.segredo });
  const second = await call(`${painelUrl}/sessao/totp`, { codigo }, first.cookie);
  return { cookie: second.cookie };
}
