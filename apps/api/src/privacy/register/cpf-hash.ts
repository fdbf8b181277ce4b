// The register names a person by a keyed hash of their CPF, never the CPF: HMAC-SHA256 under a key
// derived from ENCRYPTION_SECRET for this purpose alone, so the hash outlives the erasure without
// being reversible by anyone who lacks the secret, and the same CPF always gives the same hash (the
// console's "did we erase this person?" search hashes the CPF the operator types).
import { createHmac } from 'node:crypto';
import { onlyDigits } from '@fidelidade/domain/masks/apply-mask';

export type CpfHasher = (cpf: string) => string;

export function cpfHasher(encryptionSecret: string): CpfHasher {
  const key = createHmac('sha256', encryptionSecret)
    .update('fidelidade:registro-protecao-dados:cpf')
    .digest();
  // Masked or bare, the same CPF is the same 11 digits.
  return (cpf) => createHmac('sha256', key).update(onlyDigits(cpf)).digest('hex');
}
