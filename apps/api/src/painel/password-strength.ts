// An operator's password must resist guessing: besides its length (the contract's
// operadorSenhaSchema), zxcvbn-ts with its Portuguese and common dictionaries, offline, must score it
// at least STRONG_ENOUGH (of 0 to 4), with the operator's own name and e-mail counted as known words.
// The dictionaries are loaded at the first check, not at start-up.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { painelMessages } from '@fidelidade/domain/messages';
import { operadorSenhaSchema } from '@fidelidade/domain/contracts/painel/operador';
import { firstMessage } from '@fidelidade/domain/validation/first-message';

/** zxcvbn's "safely unguessable": about 10^10 guesses. */
export const STRONG_ENOUGH = 3;

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
    useLevenshteinDistance: true,
  });
  return factory;
}

/** What is wrong with `senha` as a new operator's password, or null when it will do. */
export function operatorPasswordProblem(senha: string, knownWords: string[] = []): string | null {
  const shape = operadorSenhaSchema.safeParse(senha);
  if (!shape.success) return firstMessage(shape.error);
  const words = knownWords.flatMap((word) => word.toLowerCase().split(/[\s@.]+/));
  return zxcvbn().check(senha, words).score < STRONG_ENOUGH ? painelMessages.weakPassword : null;
}
