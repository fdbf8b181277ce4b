// The shapes the app keeps on the device (spec point 3), from the shared contracts. Type-only
// imports: the schemas themselves stay out of the home route's bundle.
import type { EsqueciSenhaResposta } from '@fidelidade/domain/contracts/esqueci-senha';

/** Password-recovery data, stored under '2v.recuperar-senha' after step 1; tipo added in step 2. */
export type DadosRecuperacao = EsqueciSenhaResposta & { tipo?: 'email' | 'sms' };
