// Issue 8 item 2: raw argon2id verifications per second with the API's own parameters, through the
// same library and thread pool size, as many in flight as the login case has connections. The login
// case can at best match this; the gap is the API's overhead (HTTP, encryption, session row).
import { hash, verify } from '@node-rs/argon2';
import type { Settings } from '../lib/settings.ts';

export interface Argon2Params {
  memoryKib: number;
  timeCost: number;
  parallelism: number;
}

export async function rawVerificationsPerSecond(
  settings: Settings,
  params: Argon2Params,
): Promise<number> {
  const options = {
    memoryCost: params.memoryKib,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
  };
  const stored = await hash('Senha-de-bench-1', options);
  const endAt = Date.now() + settings.seconds * 1000;
  const startedAt = Date.now();
  let done = 0;
  const worker = async () => {
    while (Date.now() < endAt) {
      if (!(await verify(stored, 'Senha-de-bench-1'))) throw new Error('argon2 verify failed');
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: settings.connections }, worker));
  return done / ((Date.now() - startedAt) / 1000);
}
