// The CPF claim calls (DESIGN decision 19; docs/decisions/0009-cpf-claims.md): reivindicar_cpf, then
// confirmar_reivindicacao. No session: the claimant is someone the CPF's account is not. Registered
// inside the encrypted scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CodeHasher } from '../codes/code-hash.ts';
import { confirmClaimRoutes } from './routes/confirm-claim-routes.ts';
import { claimCpfRoutes } from './routes/claim-cpf-routes.ts';

export interface ClaimOptions {
  /** The clock of the claim's and its code's expiry (tests move it). */
  now: () => Date;
}

export interface ClaimStepOptions extends ClaimOptions {
  codes: CodeHasher;
}

export const claimRoutes: FastifyPluginAsyncZod<ClaimOptions> = async (app, { now }) => {
  const options: ClaimStepOptions = {
    now,
    codes: new CodeHasher(app.config.encryptionSecret, 'reivindicacao-cpf'),
  };
  await app.register(claimCpfRoutes, options);
  await app.register(confirmClaimRoutes, options);
};
