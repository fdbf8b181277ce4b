// Authentication for the whole app (DESIGN decision 8): the password hasher and the session store as
// `app.passwords` and `app.sessions`, and the request's customer and session, which the
// `requireCliente` hook (require-cliente.ts) sets.
import fp from 'fastify-plugin';
import type { ClienteRow } from '../accounts/cliente-row.ts';
import type { Config } from '../config.ts';
import type { PendingChange } from '../contact-points/pending.ts';
import { PasswordHasher } from './passwords.ts';
import { Sessions, type Session } from './sessions.ts';
import { TokenSigner } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    sessions: Sessions;
    tokens: TokenSigner;
  }
  interface FastifyRequest {
    /** The logged-in customer, on routes behind `requireCliente`; null elsewhere. */
    cliente: ClienteRow | null;
    /** The session the request's token names, on routes behind `requireCliente`. */
    session: Session | null;
    /** The customer's ledger version, read with the session (sessions.ts, Authenticated). */
    ledgerVersion: number | null;
    /** The account's change awaiting its code, read with the session (sessions.ts, Authenticated). */
    pendingChange: PendingChange | null;
  }
}

export type AuthOptions = Pick<Config, 'jwtSecret' | 'sessionTtlMs' | 'argon2'>;

export const authPlugin = fp<AuthOptions>(
  (app, options, done) => {
    const tokens = new TokenSigner(options.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorate('passwords', new PasswordHasher(options.argon2));
    app.decorate('sessions', new Sessions(app.database.db, tokens, options.sessionTtlMs));
    app.decorateRequest('cliente', null);
    app.decorateRequest('session', null);
    app.decorateRequest('ledgerVersion', null);
    app.decorateRequest('pendingChange', null);
    done();
  },
  { name: 'auth', dependencies: ['database'] },
);
