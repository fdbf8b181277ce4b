// Raw argon2id verifications per second with the API's own parameters, through the
// same library, as many in flight as the login case has connections. The login case runs its rounds
// beside this one's (lib/load.ts, Reference): it can at best match it, and the gap is the API's
// overhead (HTTP, the account lookup, the session row and its token).
import { hash, verify } from '@node-rs/argon2';
import type { Reference } from '../lib/load.ts';
import type { Settings } from '../lib/settings.ts';

export interface Argon2Params {
  memoryKib: number;
  timeCost: number;
  parallelism: number;
}

const PASSWORD = 'Senha-de-bench-1';

export async function rawArgon2(settings: Settings, params: Argon2Params): Promise<Reference> {
  const stored = await hash(PASSWORD, {
    memoryCost: params.memoryKib,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
  });
  const round = async (seconds: number) => {
    const startedAt = Date.now();
    const endAt = startedAt + seconds * 1000;
    let done = 0;
    const worker = async () => {
      while (Date.now() < endAt) {
        if (!(await verify(stored, PASSWORD))) throw new Error('argon2 verify failed');
        done += 1;
      }
    };
    await Promise.all(Array.from({ length: settings.connections }, worker));
    return done / ((Date.now() - startedAt) / 1000);
  };
  return { name: 'argon2id', round };
}
