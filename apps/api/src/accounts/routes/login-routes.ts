// POST login (spec points 4 and 7; DESIGN decisions 7 and 8). A wrong e-mail and a wrong password get
// the same answer in the same time, and count alike in the limits (login-limits.ts); a deactivated
// account is reactivated by a login with the right password, and the message says so. A hash made at
// a lower argon2 cost than the configured one is replaced while the password is at hand.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { loginCall } from '@fidelidade/domain/contracts/login';
import { accountMessages, consoleActionMessages } from '@fidelidade/domain/messages';
import { findPendingChange } from '../../contact-points/confirmations.ts';
import { pendingFields } from '../../contact-points/pending.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import type { AccountOptions } from '../account-routes.ts';
import { findLoginByEmail, setSenhaHash } from '../clientes-repository.ts';
import { reactivateCliente } from '../deactivation.ts';
import { loginLimits } from '../login-limits.ts';
import { toCliente } from '../cliente-view.ts';

export const loginRoutes: FastifyPluginCallbackZod<AccountOptions> = (app, { now }, done) => {
  app.route({
    ...routeOf(loginCall, {
      tags: ['conta'],
      summary: 'Inicia a sessão do cliente (e reativa uma conta desativada)',
      description:
        'E-mail ou senha errados: 401. Limitado por IP, e as senhas erradas por e-mail em cada IP e por e-mail no total (429 com Retry-After).',
    }),
    handler: async (request) => {
      const { email, senha } = request.body;
      const limits = loginLimits(app, email, request.ip);
      await limits.check();
      const db = app.database.db;
      const record = await findLoginByEmail(db, email);
      const valid = record
        ? await app.passwords.verify(record.senha_hash, senha)
        : await app.passwords.verifyNobody(senha);
      if (!record || !valid) {
        await limits.failed();
        throw new ApiError(401, accountMessages.invalidCredentials);
      }
      await limits.succeeded();
      // Only the person who knows the password learns it: support keeps this account closed.
      if (record.desativada_pelo_atendimento) {
        throw new ApiError(403, consoleActionMessages.deactivatedBySupport);
      }

      const rehashed = app.passwords.needsRehash(record.senha_hash)
        ? await app.passwords.hash(senha)
        : null;
      // Most logins only open a session; a reactivation or a new hash goes in with it, atomically.
      const session =
        record.ativo && !rehashed
          ? await app.sessions.start(record.id)
          : await db.transaction().execute(async (trx) => {
              if (!record.ativo) await reactivateCliente(trx, record.id);
              if (rehashed) await setSenhaHash(trx, record.id, rehashed);
              return app.sessions.start(record.id, trx);
            });
      const message = record.ativo ? accountMessages.loggedIn : accountMessages.reactivated;
      const pending = pendingFields(await findPendingChange(db, record.id), now());
      return success(message, toCliente(record, session.token, pending));
    },
  });

  done();
};
