// Where the customers' API and the partner API answer unless the server is told otherwise
// (API_PREFIX, PARTNER_PREFIX): the server's settings default to these, the app calls the first, and
// its service worker leaves both to the network.
export const DEFAULT_API_PREFIX = '/api';
export const DEFAULT_PARTNER_PREFIX = '/parceiro/v1';

// The operator console: its app under the first (apps/painel, base '/painel/'), its API under the
// second (PAINEL_API_PREFIX). The customers' service worker leaves the whole console to the network.
export const DEFAULT_PAINEL_PREFIX = '/painel';
export const DEFAULT_PAINEL_API_PREFIX = '/painel/api';
