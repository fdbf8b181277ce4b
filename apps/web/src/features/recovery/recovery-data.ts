// The recovery data of spec point 3 in local storage ('2v.recuperar-senha', DESIGN decision 1): jwt,
// email and celular from step 1's answer, `tipo` added when the channel is chosen in step 2.
import type { EsqueciSenhaResposta } from '@fidelidade/domain/contracts/esqueci-senha';
import type { CodeChannel } from '@fidelidade/domain/contracts/enviar-codigo';
import { getItem, setItem } from '../../lib/storage.ts';
import type { DadosRecuperacao } from '../../lib/types.ts';

export const STEP_PATHS = {
  1: '/esqueci-senha-etapa-um',
  2: '/esqueci-senha-etapa-dois',
  3: '/esqueci-senha-etapa-tres',
  4: '/esqueci-senha-etapa-quatro',
} as const;

export function readRecovery(): DadosRecuperacao | null {
  const data = getItem('recuperarSenha');
  return data && typeof data.jwt === 'string' && data.jwt !== '' ? data : null;
}

export function startRecovery(data: EsqueciSenhaResposta): void {
  setItem('recuperarSenha', { jwt: data.jwt, email: data.email, celular: data.celular });
}

export function chooseChannel(tipo: CodeChannel): void {
  const data = readRecovery();
  if (data) setItem('recuperarSenha', { ...data, tipo });
}
