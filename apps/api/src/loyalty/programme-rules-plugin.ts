// Gives every route the programme's rules (`app.programmeRules`): one book per app, so the versions
// are read once per month whichever feature asks (the customer's calls and the stores' alike).
import fp from 'fastify-plugin';
import { ProgrammeRulesBook } from './programme-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    programmeRules: ProgrammeRulesBook;
  }
}

export const programmeRulesPlugin = fp(
  (app, _options, done) => {
    app.decorate('programmeRules', new ProgrammeRulesBook(app.database.db));
    done();
  },
  { name: 'programme-rules', dependencies: ['database'] },
);
