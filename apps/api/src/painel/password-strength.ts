// An operator's password must resist guessing: besides its length (the contract's
// operadorSenhaSchema), zxcvbn-ts with its Portuguese and common dictionaries, offline, must score it
// at least STRONG_ENOUGH (of 0 to 4), with the operator's own name and e-mail counted as known words.
// The dictionaries unpack into several megabytes of heap as their modules load, and only an
// administrator setting a password needs them: they are imported at the first check, so the API's
// resident memory does not carry them from start-up.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { painelMessages } from '@fidelidade/domain/messages';
import { operadorSenhaSchema } from '@fidelidade/domain/contracts/painel/operador';
import { firstMessage } from '@fidelidade/domain/validation/first-message';

/** zxcvbn's "safely unguessable": about 10^10 guesses. */
export const STRONG_ENOUGH = 3;

let factory: Promise<ZxcvbnFactory> | undefined;

async function loadFactory(): Promise<ZxcvbnFactory> {
  const [common, ptBr] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-pt-br'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
    useLevenshteinDistance: true,
  });
}

/** What is wrong with `senha` as a new operator's password, or null when it will do. */
export async function operatorPasswordProblem(
  senha: string,
  knownWords: string[] = [],
): Promise<string | null> {
  const shape = operadorSenhaSchema.safeParse(senha);
  if (!shape.success) return firstMessage(shape.error);
  const words = knownWords.flatMap((word) => word.toLowerCase().split(/[\s@.]+/));
  factory ??= loadFactory();
  const { score } = (await factory).check(senha, words);
  return score < STRONG_ENOUGH ? painelMessages.weakPassword : null;
}
