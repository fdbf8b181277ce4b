// A name as the console's searches compare it: accents stripped, lower-cased. The database keeps the
// same of every customer's name in clientes.nome_busca (0046_painel_clientes.sql), built from these two
// lists (a test holds the migration to them); the stores' name search folds lojas.nome with them as it
// reads (partner/lojas-repository.ts).
export const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
export const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';

// Each accented letter is one UTF-16 unit, so its index in ACCENTED is its plain letter's in PLAIN.
const ANY_ACCENTED = new RegExp(`[${ACCENTED}]`, 'g');

/** What SQL's lower(translate(value, ACCENTED, PLAIN)) gives, for the letters a name holds. */
export function nomeBusca(value: string): string {
  return value
    .normalize('NFC')
    .replace(ANY_ACCENTED, (letter) => PLAIN.charAt(ACCENTED.indexOf(letter)))
    .toLowerCase();
}
