import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBr } from './pt-br.ts';

/** One language: pt-BR, with every key present (a missing one would show its key). */
export const i18nProvider = polyglotI18nProvider(() => ptBr, 'pt-BR', [
  { locale: 'pt-BR', name: 'Português' },
]);
