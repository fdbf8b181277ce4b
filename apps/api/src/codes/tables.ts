// Table types of the code resend log (db/migrations/0011_recuperacoes_senha.sql, renamed and given
// its purpose by 0036_confirmacoes_contato.sql).
import type { Generated } from 'kysely';

/** What a code is for: each purpose has its own resend throttle. */
export type CodePurpose = 'recuperacao' | 'confirmacao_email' | 'confirmacao_sms';

export interface CodigoEnviosTable {
  id: Generated<number>;
  cliente_id: string;
  finalidade: CodePurpose;
  enviado_em: Date;
}
