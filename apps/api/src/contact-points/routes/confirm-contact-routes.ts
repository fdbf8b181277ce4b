// POST confirmar_contato (DESIGN decisions 3 and 19): the code of the account's open confirmation.
// The verdict's row change is committed before a wrong code is answered, so the try counts; a right
// code is spent and applied in the same transaction.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { confirmarContatoCall } from '@fidelidade/domain/contracts/confirmar-contato';
import { contactPointMessages } from '@fidelidade/domain/messages';
import { toCliente } from '../../accounts/cliente-view.ts';
import { authenticated, requireCliente } from '../../auth/require-cliente.ts';
import { judgeCode } from '../../codes/code-check.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { applyConfirmation, stillCurrent, type Applied } from '../apply.ts';
import type { ContactPointRouteOptions } from '../contact-point-routes.ts';
import { lockCliente, lockConfirmation } from '../confirmations.ts';

type Outcome = Applied | { status: 400 | 409; message: string };

export const confirmContactRoutes: FastifyPluginCallbackZod<ContactPointRouteOptions> = (
  app,
  { now, codes },
  done,
) => {
  app.route({
    ...routeOf(confirmarContatoCall, {
      tags: ['conta'],
      summary: 'Confirma o código do e-mail ou do celular',
      description:
        'Confere o código do pedido de confirmação aberto da conta (enviar_confirmacao, ou a troca de e-mail ou celular pedida em PUT cliente) e responde o usuário atualizado. Confirmação: o endereço passa a confirmado. Troca: o novo endereço substitui o antigo já confirmado, e o antigo, se estava confirmado, recebe um aviso; e-mail que outra conta passou a usar: 409, com data {campo: "email"}; e-mail que outra conta deixou sem confirmar por 7 dias: passa a esta conta. Nenhum código pedido: 409. Código errado: 400 (o quinto erro invalida o código); expirado ou já usado: 400. Aceita maiúsculas ou minúsculas.',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { session } = authenticated(request);
      const { codigo } = request.body;
      const at = now();
      const outcome = await app.database.db.transaction().execute(async (trx): Promise<Outcome> => {
        const cliente = await lockCliente(trx, session.clienteId);
        const open = await lockConfirmation(trx, cliente.id);
        if (!open || !stillCurrent(cliente, open)) {
          return { status: 409, message: contactPointMessages.nothingToConfirm };
        }
        const verdict = judgeCode(open, codigo, codes, at);
        if (!verdict.right) {
          if (Object.keys(verdict.changes).length > 0) {
            await trx
              .updateTable('confirmacoes_contato')
              .set(verdict.changes)
              .where('id', '=', open.id)
              .execute();
          }
          return { status: 400, message: verdict.message };
        }
        await trx.deleteFrom('confirmacoes_contato').where('id', '=', open.id).execute();
        return applyConfirmation(trx, app.outbox, cliente, open, at);
      });
      if ('status' in outcome) throw new ApiError(outcome.status, outcome.message);
      return success(outcome.message, toCliente(outcome.cliente, session.token));
    },
  });

  done();
};
