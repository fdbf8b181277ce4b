// Authorization headers that must all be refused: tokens signed with the real secret for sessions and
// recovery requests that do not exist (or with ids that are not uuids), expired ones, other secrets,
// `alg: none`, wrong schemes, and store keys that look right but were never issued.
import { randomBytes, randomUUID } from 'node:crypto';
import { TokenSigner } from '../../src/auth/tokens.ts';
import { newStoreKey } from '../../src/partner/store-keys.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function bogusCredentials(jwtSecret: string): Promise<string[]> {
  const real = new TokenSigner(jwtSecret);
  const other = new TokenSigner(randomBytes(32).toString('hex'));
  const inOneHour = new Date(Date.now() + 3_600_000);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  const ids = { subject: randomUUID(), sessionId: randomUUID(), expiresAt: inOneHour };
  const tokens = [
    await real.sign('sessao', ids),
    await real.sign('recuperacao', ids),
    await real.sign('sessao', { ...ids, subject: "' or 1=1 --", sessionId: 'não-é-uuid' }),
    await real.sign('sessao', { ...ids, expiresAt: anHourAgo }),
    await other.sign('sessao', ids),
    `${base64url({ alg: 'none', typ: 'sessao+jwt' })}.${base64url({ sub: ids.subject, sid: ids.sessionId })}.`,
    'eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
  ];
  return [
    ...tokens.map((token) => `Bearer ${token}`),
    ...tokens.slice(0, 2),
    `Bearer ${newStoreKey()}`,
    `Bearer fid_loja_${'A'.repeat(43)}`,
    `Bearer ${'x'.repeat(5_000)}`,
    'Bearer',
    'Bearer ',
    'bearer  a b c',
    'Basic YWRtaW46YWRtaW4=',
    "Bearer ' OR '1'='1",
    'Bearer \u00e9\u00e7\u00e3',
  ];
}
