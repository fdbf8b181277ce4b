// The customer's service notices (DESIGN decision 17): the "Avisos" list and marking it read, the
// channel switches, and the devices that receive push. Logged-in customers only; encrypted like every
// app call; each touches only the session's own customer.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { avisosCall, avisosLidosCall } from '@fidelidade/domain/contracts/avisos';
import {
  avisosInscricaoCall,
  avisosInscricaoDeleteCall,
} from '@fidelidade/domain/contracts/avisos-inscricao';
import {
  avisosPreferenciasCall,
  avisosPreferenciasUpdateCall,
} from '@fidelidade/domain/contracts/avisos-preferencias';
import { noticeMessages } from '@fidelidade/domain/messages';
import { authenticated, requireCliente } from '../auth/require-cliente.ts';
import { routeOf } from '../http/contract-route.ts';
import { success } from '../http/envelope.ts';
import { channelSwitchesOfOne, saveChannelSwitches } from './channel-switches.ts';
import { markNoticesRead, noticesOf } from './notices-repository.ts';
import { removeDevice, saveDevice } from './push-devices.ts';

const tags = ['avisos'];

export interface NoticeRouteOptions {
  now: () => Date;
}

export const noticeRoutes: FastifyPluginCallbackZod<NoticeRouteOptions> = (app, { now }, done) => {
  const db = app.database.db;
  const switchesOf = async (clienteId: string) => ({
    ...(await channelSwitchesOfOne(db, clienteId)),
    chavePublicaPush: app.config.push.vapid.publicKey,
  });

  app.route({
    ...routeOf(avisosCall, { tags, summary: 'Os avisos do cliente, com quantos não foram lidos' }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente } = authenticated(request);
      return success(noticeMessages.list, await noticesOf(db, cliente.id));
    },
  });

  app.route({
    ...routeOf(avisosLidosCall, { tags, summary: 'Marca como lidos os avisos (ou só um)' }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente } = authenticated(request);
      await markNoticesRead(db, cliente.id, now(), request.body.id);
      return success(noticeMessages.read, await noticesOf(db, cliente.id));
    },
  });

  app.route({
    ...routeOf(avisosPreferenciasCall, {
      tags,
      summary: 'Por quais canais o cliente recebe os avisos de cashback',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente } = authenticated(request);
      return success(noticeMessages.switches, await switchesOf(cliente.id));
    },
  });

  app.route({
    ...routeOf(avisosPreferenciasUpdateCall, {
      tags,
      summary: 'Liga ou desliga os avisos de cashback por push, e-mail e SMS',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente } = authenticated(request);
      const { push, email, sms } = request.body;
      await saveChannelSwitches(db, cliente.id, { push, email, sms }, now());
      return success(noticeMessages.switchesSaved, await switchesOf(cliente.id));
    },
  });

  app.route({
    ...routeOf(avisosInscricaoCall, {
      tags,
      summary: 'Registra este aparelho (Web Push ou token nativo) para receber os avisos por push',
    }),
    preValidation: requireCliente,
    handler: async (request, reply) => {
      const { cliente } = authenticated(request);
      const { web, nativo } = request.body;
      // The body's schema lets exactly one of them through.
      if (web) await saveDevice(db, cliente.id, { web }, now());
      else if (nativo) await saveDevice(db, cliente.id, { nativo }, now());
      return reply.code(201).send(success(noticeMessages.deviceSaved, null, 201));
    },
  });

  app.route({
    ...routeOf(avisosInscricaoDeleteCall, {
      tags,
      summary: 'Deixa de enviar push a este aparelho',
    }),
    preValidation: requireCliente,
    handler: async (request) => {
      const { cliente } = authenticated(request);
      await removeDevice(db, cliente.id, request.body.endereco);
      return success(noticeMessages.deviceRemoved, null);
    },
  });
  done();
};
