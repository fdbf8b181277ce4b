// The register's writer (docs/decisions/0020-data-protection-register.md): one row per download,
// erasure or deactivation, written in the transaction of the action itself, so an action is never
// done unregistered nor registered undone. The person is named by their account id (while the
// account lives) and by the keyed hash of their CPF; nothing else about them is written.
import type { TipoRegistro } from '@fidelidade/domain/contracts/painel/registro';
import type { Executor } from '../../db/executor.ts';
import { cpfHasher } from './cpf-hash.ts';

/** The customer the action was about, as their account row holds them. */
export interface RegisteredCliente {
  id: string;
  /** Null for an account a resolved CPF claim left without one (docs/decisions/0019). */
  cpf: string | null;
}

export interface ProtectionAction {
  tipo: TipoRegistro;
  cliente: RegisteredCliente;
  /** The operator who acted for the customer in the console; null when the customer did it in the app. */
  operadorId: string | null;
  em: Date;
}

export interface ProtectionRegister {
  /** The CPF's hash as the register stores it (masked or bare). */
  hashCpf: (cpf: string) => string;
  record: (trx: Executor, action: ProtectionAction) => Promise<void>;
}

export function protectionRegister(encryptionSecret: string): ProtectionRegister {
  const hashCpf = cpfHasher(encryptionSecret);
  return {
    hashCpf,
    async record(trx, { tipo, cliente, operadorId, em }) {
      const erasure = tipo === 'exclusao';
      // Once erased, the person is known to the register by the CPF's hash alone.
      if (erasure) {
        await trx
          .updateTable('registro_protecao_dados')
          .set({ cliente_id: null })
          .where('cliente_id', '=', cliente.id)
          .execute();
      }
      await trx
        .insertInto('registro_protecao_dados')
        .values({
          tipo,
          canal: operadorId === null ? 'app' : 'painel',
          operador_id: operadorId,
          ocorrido_em: em,
          cpf_hash: cliente.cpf ? hashCpf(cliente.cpf) : null,
          cliente_id: erasure ? null : cliente.id,
        })
        .execute();
    },
  };
}
