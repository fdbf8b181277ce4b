// Gives routes the database (`app.database.db`, a Kysely instance) and closes it with the app.
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export const databasePlugin = fp<{ database: Database }>(
  (app, { database }, done) => {
    app.decorate('database', database);
    app.addHook('onClose', () => database.close());
    done();
  },
  { name: 'database' },
);
