// GET cliente and PUT cliente (spec points 3, 5, 6 and 7): the current customer, and the profile edit.
// The CPF is sent with the other fields but can never change (spec point 6). A new e-mail or phone
// takes effect only once the code sent to it is confirmed (DESIGN decision 19): the edit applies the
// other fields at once and opens the change, which every Cliente answer shows while its code lives.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { clienteCall } from '@fidelidade/domain/contracts/cliente';
import { clienteUpdateCall } from '@fidelidade/domain/contracts/cliente-update';
import { accountMessages, appMessages, contactPointMessages } from '@fidelidade/domain/messages';
import { brDateToIso } from '@fidelidade/domain/validation/birth-date';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import type { ConfirmationTarget } from '../../contact-points/confirmations.ts';
import { sendConfirmation } from '../../contact-points/confirmations.ts';
import { pendingFields } from '../../contact-points/pending.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { maskCelular } from '../../recovery/masks.ts';
import type { AccountRouteOptions } from '../account-routes.ts';
import type { ClienteRow } from '../cliente-row.ts';
import { updateProfile } from '../clientes-repository.ts';
import { assertAvailable } from '../duplicates.ts';
import { toCliente } from '../cliente-view.ts';

/** The change the edit asks for: a new e-mail or a new phone, at most one per call. */
function changeOf(cliente: ClienteRow, email: string, celular: string): ConfirmationTarget | null {
  const newEmail = email.toLowerCase() !== (cliente.email ?? '').toLowerCase();
  const newPhone = celular !== cliente.celular;
  if (newEmail && newPhone) throw new ApiError(400, contactPointMessages.oneChangeAtATime);
  if (newEmail) return { canal: 'email', destino: email.toLowerCase(), troca: true };
  if (newPhone) return { canal: 'sms', destino: celular, troca: true };
  return null;
}

function changeMessage(change: ConfirmationTarget): string {
  return change.canal === 'email'
    ? contactPointMessages.changeCodeSentEmail(change.destino)
    : contactPointMessages.changeCodeSentSms(maskCelular(change.destino));
}

export const profileRoutes: FastifyPluginCallbackZod<AccountRouteOptions> = (
  app,
  { now, codes },
  done,
) => {
  app.route({
    ...routeOf(clienteCall, {
      tags: ['conta'],
      summary: 'Dados do cliente da sessão',
      description:
        'Com uma troca de e-mail ou celular aguardando o código, emailPendente ou celularPendente traz o novo endereço enquanto o código vale.',
    }),
    preValidation: requireCliente,
    handler: (request) => {
      const { cliente, session, pendingChange } = authenticated(request);
      const user = toCliente(cliente, session.token, pendingFields(pendingChange, now()));
      return Promise.resolve(success(accountMessages.currentUser, user));
    },
  });

  app.route({
    ...routeOf(clienteUpdateCall, {
      tags: ['conta'],
      summary: 'Altera nome, celular, e-mail e data de nascimento (o CPF não muda)',
      description:
        'Nome e data de nascimento mudam na hora. Um novo e-mail ou celular só vale depois de confirmado: a resposta traz os dados atuais com emailPendente ou celularPendente, o código vai para o novo endereço e confirmar_contato conclui a troca. Só um dos dois por vez (os dois: 400). E-mail de outra conta: 409, com data {campo: "email"}. Códigos: um por minuto e cinco por hora (429 com Retry-After). Limitado por conta (LIMIT_PROFILE_ACCOUNT, 429 com Retry-After).',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente, session, pendingChange } = authenticated(request);
      const { nome, celular, cpf, email, dataNascimento } = request.body;
      // The 409 for a taken e-mail tells that it has an account: counted, as registration is.
      await app.rateLimiter.enforce([
        {
          rule: { name: 'perfil:conta', ...app.config.limits.profileAccount },
          subject: cliente.id,
        },
      ]);
      if (cpf !== (cliente.cpf ?? '')) throw new ApiError(400, appMessages.cpfCannotChange);
      const change = changeOf(cliente, email, celular);
      const db = app.database.db;
      const at = now();
      if (change?.canal === 'email') await assertAvailable(db, { email }, cliente.id, at);
      const updated = await db.transaction().execute(async (trx) => {
        const saved = await updateProfile(trx, cliente.id, {
          nome,
          celular: cliente.celular,
          email: cliente.email,
          dataNascimento: dataNascimento === '' ? null : brDateToIso(dataNascimento),
        });
        if (change)
          await sendConfirmation(trx, { outbox: app.outbox, codes, now: at }, saved, change);
        return saved;
      });
      if (!change) {
        const user = toCliente(updated, session.token, pendingFields(pendingChange, at));
        return success(accountMessages.profileUpdated, user);
      }
      const pending =
        change.canal === 'email'
          ? { emailPendente: change.destino }
          : { celularPendente: change.destino };
      return success(changeMessage(change), toCliente(updated, session.token, pending));
    },
  });
  done();
};
