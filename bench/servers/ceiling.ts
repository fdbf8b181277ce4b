// The two ceilings, as bare Fastify routes with nothing of the API around them:
// GET /json answers a small object (framework ceiling); GET /db runs one single-row SELECT by primary
// key through the API's own driver and pool (src/db/database.ts) on the same database (round-trip
// ceiling). Every API figure is printed as a share of the second.
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { migrate } from '../../apps/api/src/db/migrator.ts';
import { announceReady, benchDatabaseUrl } from '../lib/ready.ts';

const url = benchDatabaseUrl();
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await migrate(database.db);
const row = await database.db
  .insertInto('lojas')
  .values({ nome: `Teto ${String(Date.now())}`, chave_hash: 'teto-sem-chave' + String(Date.now()) })
  .returning('id')
  .executeTakeFirstOrThrow();

const app = Fastify({ logger: false });
app.get('/json', () => ({ ok: true, message: 'teto do framework' }));
app.get('/db', async () => {
  const loja = await database.db
    .selectFrom('lojas')
    .select(['id', 'nome'])
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return { ok: true, loja };
});
app.addHook('onClose', () => database.close());

await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
announceReady({ url: `http://127.0.0.1:${String(port)}` });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
