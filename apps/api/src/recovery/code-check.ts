// Step 3's verdict on a typed code (DESIGN decision 3), with the row change it implies: a right code is
// spent (validated, hash dropped); a wrong one counts a try and the fifth kills it; an expired one dies.
import { recoveryApiMessages } from '@fidelidade/domain/messages';
import type { CodeHasher } from './code-hash.ts';
import type { RecoveryRequest } from './recovery-requests.ts';
import { MAX_WRONG_TRIES } from './rules.ts';

export interface CodeVerdict {
  /** HTTP status: 200 when validated. */
  status: 200 | 400 | 409;
  message: string;
  changes: Partial<
    Pick<RecoveryRequest, 'codigo_hash' | 'codigo_tentativas' | 'codigo_validado_em'>
  >;
}

export function judgeCode(
  request: RecoveryRequest,
  code: string,
  codes: CodeHasher,
  now: Date,
): CodeVerdict {
  if (request.codigo_hash === null || request.codigo_expira_em === null) {
    // Never sent, or spent, killed or replaced-and-spent: nothing to compare with.
    return request.canal === null
      ? { status: 409, message: recoveryApiMessages.codeNotSent, changes: {} }
      : { status: 400, message: recoveryApiMessages.codeDead, changes: {} };
  }
  if (request.codigo_expira_em <= now) {
    return { status: 400, message: recoveryApiMessages.codeDead, changes: { codigo_hash: null } };
  }
  if (codes.matches(request.id, code, request.codigo_hash)) {
    return {
      status: 200,
      message: recoveryApiMessages.codeValidated,
      changes: { codigo_hash: null, codigo_validado_em: now },
    };
  }
  const tries = request.codigo_tentativas + 1;
  if (tries >= MAX_WRONG_TRIES) {
    return {
      status: 400,
      message: recoveryApiMessages.codeKilled,
      changes: { codigo_tentativas: tries, codigo_hash: null },
    };
  }
  return {
    status: 400,
    message: recoveryApiMessages.wrongCode,
    changes: { codigo_tentativas: tries },
  };
}
