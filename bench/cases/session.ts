// The app's side of the encrypted customer API (spec point 7; docs/decisions/0001): the day key from
// the key route, a real login, and the headers every encrypted call carries. Built on the tests'
// encryptedClient so the bench speaks the protocol exactly as the tests check it.
import { encryptJson } from '@fidelidade/domain/crypto/aes-gcm';
import type { Extrato } from '@fidelidade/domain/contracts/extrato';
import { encryptedClient } from '../../apps/api/test/helpers/encrypted-client.ts';

export interface CustomerSession {
  /** Headers of an authenticated encrypted GET. */
  headers: Record<string, string>;
  /** An encrypted POST login body and its headers. */
  login: { headers: Record<string, string>; body: string };
}

export async function openSession(
  apiUrl: string,
  email: string,
  senha: string,
  expectedEntries: number,
): Promise<CustomerSession> {
  const client = encryptedClient(apiUrl);
  const { date, key } = await client.key();
  const login = await client.request<{ jwt: string }>('POST', '/login', { body: { email, senha } });
  if (login.status !== 200) throw new Error(`login answered ${String(login.status)}`);
  const { jwt } = login.envelope.data;
  // The figures mean something only if the call returns the statement the case is about.
  const extrato = await client.request<Extrato>('GET', '/extrato?meses=12', { jwt });
  const entries = extrato.envelope.data.lancamentos.length;
  if (entries !== expectedEntries) {
    throw new Error(
      `statement has ${String(entries)} entries, expected ${String(expectedEntries)}`,
    );
  }
  const base = { Encrypt: 'true', 'Encrypt-Date': date };
  return {
    headers: { ...base, Authorization: `Bearer ${jwt}` },
    login: {
      headers: { ...base, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: await encryptJson(key, { email, senha }) }),
    },
  };
}
