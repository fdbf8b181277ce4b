// Step 3's verdict on a typed code (DESIGN decision 3): the verdict every code gets (../codes), plus
// the request's own states: a code never asked for is a 409, and a right one marks the request
// validated, which step 4 needs.
import { recoveryApiMessages } from '@fidelidade/domain/messages';
import type { CodeHasher } from '../codes/code-hash.ts';
import { judgeCode } from '../codes/code-check.ts';
import type { RecoveryRequest } from './recovery-requests.ts';

export interface RecoveryCodeVerdict {
  /** HTTP status: 200 when validated. */
  status: 200 | 400 | 409;
  message: string;
  changes: Partial<
    Pick<RecoveryRequest, 'codigo_hash' | 'codigo_tentativas' | 'codigo_validado_em'>
  >;
}

export function judgeRecoveryCode(
  request: RecoveryRequest,
  code: string,
  codes: CodeHasher,
  now: Date,
): RecoveryCodeVerdict {
  if (request.canal === null) {
    return { status: 409, message: recoveryApiMessages.codeNotSent, changes: {} };
  }
  const verdict = judgeCode(request, code, codes, now);
  if (!verdict.right) return { status: 400, message: verdict.message, changes: verdict.changes };
  return {
    status: 200,
    message: recoveryApiMessages.codeValidated,
    changes: { ...verdict.changes, codigo_validado_em: now },
  };
}
