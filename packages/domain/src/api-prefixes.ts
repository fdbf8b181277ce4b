// Where the customers' API and the partner API answer unless the server is told otherwise
// (API_PREFIX, PARTNER_PREFIX): the server's settings default to these, the app calls the first, and
// its service worker leaves both to the network.
export const DEFAULT_API_PREFIX = '/api';
export const DEFAULT_PARTNER_PREFIX = '/parceiro/v1';
/** The operator console's API (PAINEL_API_PREFIX), under the console app's own `/painel/`. */
export const DEFAULT_PAINEL_API_PREFIX = '/painel/api';
