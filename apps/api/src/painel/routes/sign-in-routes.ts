// The console's sign-in in two steps (docs/decisions/0017-operator-console.md). Wrong passwords and wrong codes count together per
// (e-mail, address) and per e-mail, failures only, as the customers' login counts
// (accounts/login-limits.ts, counters of its own); only a completed sign-in forgives this address's
// failures, so knowing the password buys no fresh allowance of TOTP guesses.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { entrarCall, totpCall } from '@fidelidade/domain/contracts/painel/sessao';
import { painelMessages } from '@fidelidade/domain/messages';
import { loginLimits } from '../../accounts/login-limits.ts';
import { routeOf } from '../../http/contract-route.ts';
import { ApiError, success } from '../../http/envelope.ts';
import { PUBLICO } from '../guard.ts';
import { toOperador } from '../operador-view.ts';
import {
  acceptTotpStep,
  findOperadorByEmail,
  findOperadorById,
  setPendingTotp,
} from '../operadores-repository.ts';
import { PRE_SESSION_COOKIE } from '../painel-context.ts';
import { openPreSession, sealPreSession } from '../pre-session.ts';
import { replaceRecoveryCodes, spendRecoveryCode } from '../recovery-codes.ts';
import {
  acceptedTimeStep,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpEnrolment,
} from '../totp.ts';

const tags = ['painel'];

export const signInRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { painel } = app;

  app.route({
    ...routeOf(entrarCall, {
      tags,
      summary: 'Primeira etapa da entrada do operador: e-mail e senha',
      description:
        'Define o cookie de pré-sessão (5 minutos). No primeiro acesso devolve o segredo TOTP e o QR code para cadastrar o segundo fator. E-mail ou senha errados: 401; limitado como o login dos clientes (429).',
    }),
    ...PUBLICO,
    handler: async (request, reply) => {
      const { email, senha } = request.body;
      const limits = loginLimits(app, email, request.ip, 'painel');
      await limits.check();
      const row = await findOperadorByEmail(app.database.db, email);
      const valid = row
        ? await app.passwords.verify(row.senha_hash, senha)
        : await app.passwords.verifyNobody(senha);
      if (!row || !valid || !row.ativo) {
        await limits.failed();
        throw new ApiError(401, painelMessages.invalidCredentials);
      }
      painel.cookies.setPreSession(reply, sealPreSession(painel.keys.seal, row.id, painel.now()));
      if (row.totp_ativo) return success(painelMessages.totpRequired, { etapa: 'totp' as const });
      const segredo = newTotpSecret();
      await setPendingTotp(app.database.db, row.id, sealTotpSecret(painel.keys.seal, segredo));
      const enrolment = await totpEnrolment(segredo, row.email);
      return success(painelMessages.enrolTotp, { etapa: 'cadastro_totp' as const, ...enrolment });
    },
  });

  app.route({
    ...routeOf(totpCall, {
      tags,
      summary: 'Segunda etapa: código TOTP (ou de recuperação); inicia a sessão',
      description:
        'Exige o cookie de pré-sessão. Um código já aceito não vale de novo. No cadastro do segundo fator devolve, só desta vez, os 10 códigos de recuperação. Define o cookie painel_sessao; guarde o csrf para o cabeçalho x-csrf-token.',
    }),
    ...PUBLICO,
    handler: async (request, reply) => {
      const now = painel.now();
      const db = app.database.db;
      const operadorId = openPreSession(painel.keys.seal, request.cookies[PRE_SESSION_COOKIE], now);
      const row = operadorId ? await findOperadorById(db, operadorId) : undefined;
      if (!row?.ativo || !row.totp_segredo) {
        throw new ApiError(401, painelMessages.preSessionExpired);
      }
      const limits = loginLimits(app, row.email, request.ip, 'painel');
      await limits.check();
      const { codigo, codigoRecuperacao } = request.body;
      const enrolling = !row.totp_ativo;
      let accepted: boolean;
      if (codigo !== undefined) {
        const segredo = openTotpSecret(painel.keys.seal, row.totp_segredo);
        const step = await acceptedTimeStep(segredo, codigo, row.totp_ultimo_passo, now);
        accepted = step !== null && (await acceptTotpStep(db, row.id, step));
      } else {
        // A recovery code stands in for an enrolled second factor, never for the enrolment.
        accepted =
          !enrolling &&
          (await spendRecoveryCode(
            db,
            painel.keys.recoveryCodes,
            row.id,
            codigoRecuperacao ?? '',
            now,
          ));
      }
      if (!accepted) {
        await limits.failed();
        const message =
          codigo !== undefined ? painelMessages.wrongTotp : painelMessages.wrongRecoveryCode;
        throw new ApiError(401, message);
      }
      await limits.succeeded();
      const { session, codigosRecuperacao } = await db.transaction().execute(async (trx) => {
        const audit = (acao: string) =>
          painel.audit(
            request,
            { acao, entidade: 'operador', registroId: row.id, operadorId: row.id },
            trx,
          );
        const codes = enrolling
          ? await replaceRecoveryCodes(trx, painel.keys.recoveryCodes, row.id)
          : undefined;
        if (enrolling) await audit('cadastrar_totp');
        if (codigoRecuperacao !== undefined) await audit('usar_codigo_recuperacao');
        await audit('entrar');
        return {
          session: await painel.sessions.start(row.id, now, trx),
          codigosRecuperacao: codes,
        };
      });
      painel.cookies.clearPreSession(reply);
      painel.cookies.setSession(reply, session.token);
      const operador = toOperador({ ...row, totp_ativo: true });
      return success(painelMessages.signedIn, {
        operador,
        csrf: session.csrf,
        ...(codigosRecuperacao ? { codigosRecuperacao } : {}),
      });
    },
  });

  done();
};
