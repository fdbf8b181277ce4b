import { PAPEIS } from '../../lib/types.ts';

/** The roles as a select's choices, named in pt-BR by the i18n provider. */
export const ROLE_CHOICES = PAPEIS.map((papel) => ({ id: papel, name: `painel.papeis.${papel}` }));
