// GET niveis (route niveis-fidelidade and the level-info modal; spec point 9, DESIGN decision 4): the
// levels with the R$ 30,00 example. Written from the programme's rules (describeLevels), so text and
// rules agree.
import { z } from 'zod';
import { cashbackPercentSchema, levelSchema } from './lancamento.ts';
import { defineCall } from './call.ts';

export const nivelSchema = z.object({
  nivel: levelSchema,
  /** 'Nível 1'. */
  titulo: z.string(),
  percentual: cashbackPercentSchema,
  descricao: z.string(),
  /** Cashback on the example purchase at this level's rate. */
  exemploCashbackCentavos: z.number().int(),
  /** 'Numa compra de R$ 30,00, você recebe R$ 1,50 de cashback.' */
  exemplo: z.string(),
});

export const niveisSchema = z.object({
  /** The example purchase, 3000 (R$ 30,00). */
  exemploCompraCentavos: z.number().int(),
  niveis: z.array(nivelSchema),
});

export type Nivel = z.infer<typeof nivelSchema>;
export type Niveis = z.infer<typeof niveisSchema>;

export const niveisCall = defineCall({ method: 'GET', path: '/niveis', response: niveisSchema });
