// A customer as the console's page shows them: the profile masked (mascaras.ts), whether each address
// is proven, and the level, the month's purchases and the balances read by the customers' own
// statement (loyalty/statement.ts), so the operator and the customer see the same figures. The
// profile whole, formatted, is for the audited reveal only.
import type { ProgrammeRules } from '@fidelidade/domain/cashback/rules';
import type { ClientePainel, ClienteRevelado } from '@fidelidade/domain/contracts/painel/clientes';
import {
  celularMascarado,
  cpfMascarado,
  dataNascimentoMascarada,
  emailMascarado,
} from '@fidelidade/domain/contracts/painel/mascaras';
import { maskCpf, maskMobilePhone } from '@fidelidade/domain/masks/br-masks';
import { isoToBrDate } from '@fidelidade/domain/validation/birth-date';
import type { Executor } from '../../db/executor.ts';
import { statementFor } from '../../loyalty/statement.ts';

/** The shortest period the statement reads: the page needs its balances, not its months. */
const SHORTEST_PERIOD = 3;

function profileOf(db: Executor, clienteId: string) {
  return db
    .selectFrom('clientes')
    .select([
      'id',
      'nome',
      'cpf',
      'email',
      'celular',
      'data_nascimento',
      'email_confirmado_em',
      'celular_confirmado_em',
      'ativo',
      'criado_em',
    ])
    .where('id', '=', clienteId)
    .where('reservada_para', 'is', null)
    .executeTakeFirst();
}

/** The page's customer, or undefined when the id names none. */
export async function clientePainel(
  db: Executor,
  clienteId: string,
  now: Date,
  rules: ProgrammeRules,
): Promise<ClientePainel | undefined> {
  const row = await profileOf(db, clienteId);
  if (!row) return undefined;
  const { extrato } = await statementFor(db, clienteId, SHORTEST_PERIOD, now, rules);
  return {
    id: row.id,
    nome: row.nome,
    cpfMascarado: cpfMascarado(row.cpf),
    emailMascarado: emailMascarado(row.email),
    celularMascarado: celularMascarado(row.celular),
    dataNascimentoMascarada: dataNascimentoMascarada(row.data_nascimento),
    emailConfirmado: row.email_confirmado_em !== null,
    celularConfirmado: row.celular_confirmado_em !== null,
    ativo: row.ativo,
    criadoEm: row.criado_em.toISOString(),
    nivel: extrato.nivel,
    comprasNoMes: extrato.comprasNoMes,
    saldo: {
      disponivelCentavos: extrato.saldoCentavos,
      pendenteCentavos: extrato.pendenteCentavos,
      proximaExpiracao: extrato.proximaExpiracao,
    },
  };
}

/** The profile whole, as the reveal answers it, or undefined when the id names no customer. */
export async function clienteRevelado(
  db: Executor,
  clienteId: string,
): Promise<ClienteRevelado | undefined> {
  const row = await profileOf(db, clienteId);
  if (!row) return undefined;
  return {
    nome: row.nome,
    // '' once a resolved CPF claim moved the CPF to its owner.
    cpf: row.cpf === null ? '' : maskCpf(row.cpf),
    email: row.email,
    celular: maskMobilePhone(row.celular),
    dataNascimento: row.data_nascimento ? isoToBrDate(row.data_nascimento) : null,
  };
}
