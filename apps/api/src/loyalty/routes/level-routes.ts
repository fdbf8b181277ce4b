// GET niveis (route niveis-fidelidade and the level-info modal; spec point 9): the levels with the
// R$ 30,00 example, from the same rules that credit purchases. No login needed.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { EXAMPLE_PURCHASE_CENTAVOS, describeLevels } from '@fidelidade/domain/cashback/levels';
import type { ProgrammeRules } from '@fidelidade/domain/cashback/rules';
import { niveisCall, type Niveis } from '@fidelidade/domain/contracts/niveis';
import { loyaltyMessages } from '@fidelidade/domain/messages';
import { routeOf } from '../../http/contract-route.ts';
import { success } from '../../http/envelope.ts';

const niveisOf = (rules: ProgrammeRules): Niveis => ({
  exemploCompraCentavos: EXAMPLE_PURCHASE_CENTAVOS,
  niveis: describeLevels(rules).map((level) => ({
    nivel: level.level,
    titulo: level.title,
    percentual: level.percent,
    descricao: level.description,
    exemploCashbackCentavos: level.exampleCashbackCentavos,
    exemplo: level.example,
  })),
});

export const levelRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOf(niveisCall, {
      tags: ['fidelidade'],
      summary: 'Os níveis do programa, com o exemplo de uma compra de R$ 30,00',
    }),
    handler: async () =>
      success(loyaltyMessages.levels, niveisOf(await app.programmeRules.currentRules(new Date()))),
  });
  done();
};
