// The User of spec point 3, as every account call returns it: dates as dd/MM/yyyy ('' when not
// given), flags as 1/0, the session's jwt, and the new address a change awaits (DESIGN decision 19).
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { isoToBrDate } from '@fidelidade/domain/validation/birth-date';
import type { PendingFields } from '../contact-points/pending.ts';
import type { ClienteRow } from './cliente-row.ts';

export function toCliente(cliente: ClienteRow, jwt: string, pending: PendingFields = {}): Cliente {
  return {
    nome: cliente.nome,
    // '' for an account whose CPF a resolved claim moved to its proven owner (0019-cpf-claim-resolution).
    cpf: cliente.cpf ?? '',
    celular: cliente.celular,
    // '' for an account whose unproven e-mail was released: it has no session left to answer, and
    // the User of spec point 3 always has the field.
    email: cliente.email ?? '',
    dataNascimento: cliente.data_nascimento ? (isoToBrDate(cliente.data_nascimento) ?? '') : '',
    jwt,
    notificacoesMarketingEmail: cliente.notificacoes_marketing_email,
    notificacoesMarketingSms: cliente.notificacoes_marketing_sms,
    emailConfirmado: cliente.email_confirmado_em !== null,
    celularConfirmado: cliente.celular_confirmado_em !== null,
    ...pending,
  };
}
