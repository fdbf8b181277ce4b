// Password hashing with argon2id (DESIGN "The system"), at OWASP's cost or stronger (config.ts refuses
// less). A login for an e-mail nobody registered still verifies against a dummy hash, so its answer
// takes as long as a wrong password's and does not reveal which e-mails exist.
import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';
import type { Config } from '../config.ts';
import { ConcurrencyGate } from './concurrency-gate.ts';

export class PasswordHasher {
  readonly #options: Options;
  /** One hash per core at a time: as fast, with a fraction of the memory under a burst of logins. */
  readonly #gate = new ConcurrencyGate(availableParallelism());
  #dummy: Promise<string> | undefined;

  constructor(cost: Config['argon2']) {
    // No `algorithm`: the library's default is argon2id (its Algorithm is a const enum, which isolated
    // modules cannot read); test/auth/sessions.test.ts pins the `$argon2id$` prefix.
    this.#options = {
      memoryCost: cost.memoryKib,
      timeCost: cost.timeCost,
      parallelism: cost.parallelism,
    };
  }

  /** The PHC string (`$argon2id$v=19$m=…`) to store. */
  hash(password: string): Promise<string> {
    return this.#gate.run(() => hash(password, this.#options));
  }

  /** False for a wrong password and for a stored value that is not a hash at all. */
  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await this.#gate.run(() => verify(stored, password));
    } catch {
      return false;
    }
  }

  /**
   * True when a stored hash is weaker than the configured cost (ARGON2_* raised since), so the login
   * that just proved the password can store a stronger one.
   */
  needsRehash(stored: string): boolean {
    try {
      const used = parseOptions(stored);
      return (
        used.memoryCost < (this.#options.memoryCost ?? 0) ||
        used.timeCost < (this.#options.timeCost ?? 0) ||
        used.parallelism < (this.#options.parallelism ?? 0)
      );
    } catch {
      return true;
    }
  }

  /** Spends what a real verification costs, for an account that does not exist; always false. */
  async verifyNobody(password: string): Promise<false> {
    this.#dummy ??= this.hash('conta-inexistente-Fidelidade-1');
    await this.verify(await this.#dummy, password);
    return false;
  }
}
