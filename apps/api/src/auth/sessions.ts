// Server-side sessions (DESIGN decision 8): each token names a row of `sessoes`, and a token is good
// only while that row is alive (not revoked, not expired) and its customer active. Revoking the row
// (logout, deactivation, deletion, a password reset) ends the token before its own expiry.
import { CLIENTE_COLUMNS, type ClienteRow } from '../accounts/cliente-row.ts';
import type { PendingChange } from '../contact-points/pending.ts';
import type { Executor } from '../db/executor.ts';
import { namedStatement, runNamed } from '../db/named-statements.ts';
import type { TokenSigner } from './tokens.ts';

const SESSION_KIND = 'cliente';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Session {
  id: string;
  clienteId: string;
  /** The signed jwt of this session, as the customer holds it. */
  token: string;
  expiresAt: Date;
}

export interface Authenticated {
  cliente: ClienteRow;
  session: Session;
  /**
   * The customer's ledger version (saldos.versao; null before their first purchase), read in the
   * same query: whether a statement kept in memory is still theirs (loyalty/statement-cache.ts).
   */
  ledgerVersion: number | null;
  /** The account's change awaiting its code (its expiry judged by the caller's clock), read alongside. */
  pendingChange: PendingChange | null;
}

/** The customer's timestamps. */
const TIMESTAMPS = new Set<string>([
  'clientes.criado_em',
  'clientes.atualizado_em',
  'clientes.email_confirmado_em',
  'clientes.celular_confirmado_em',
  'clientes.email_definido_em',
]);

type TimestampColumn =
  | 'criado_em'
  | 'atualizado_em'
  | 'email_confirmado_em'
  | 'celular_confirmado_em'
  | 'email_definido_em';

/** A customer row as json_build_object gives it: its timestamps as milliseconds since the epoch. */
type ClienteJson = Omit<ClienteRow, TimestampColumn> & {
  criado_em: number;
  atualizado_em: number;
  email_confirmado_em: number | null;
  celular_confirmado_em: number | null;
  email_definido_em: number;
};

/** A timestamp the JSON may hold as null (an address not yet proven). */
function optionalDate(millis: number | null): Date | null {
  return millis === null ? null : new Date(millis);
}

/** A column's value in the JSON: a timestamp in whole milliseconds, as a Date holds it. */
function jsonValue(column: (typeof CLIENTE_COLUMNS)[number]): string {
  return TIMESTAMPS.has(column) ? `floor(extract(epoch from ${column}) * 1000)` : column;
}

/**
 * The customer's columns as one JSON value: every authenticated call reads them, and the driver
 * describes and parses one column in a fraction of the time it takes for many. Timestamps come as
 * numbers: a Date made from a number costs nothing, while parsing ISO text does.
 */
const CLIENTE_JSON = `json_build_object(${CLIENTE_COLUMNS.map(
  (column) => `'${column.slice('clientes.'.length)}', ${jsonValue(column)}`,
).join(', ')})`;

interface AliveSessionRow {
  cliente: ClienteJson;
  ledger_version: number | null;
  pendente_canal: PendingChange['canal'] | null;
  pendente_destino: string | null;
  /** A numeric: the drivers give it as text, which Number() reads. */
  pendente_expira_em: string | number | null;
}

/**
 * The row behind a live session token ($1 the session, $2 its customer): the customer, their ledger
 * version and their pending change. Expiry is judged by the database's clock: no timestamp to send.
 */
const ALIVE_SESSION = namedStatement<AliveSessionRow>(
  'sessao_viva',
  `select ${CLIENTE_JSON} as cliente, saldos.versao as ledger_version,
    confirmacoes_contato.canal as pendente_canal, confirmacoes_contato.destino as pendente_destino,
    floor(extract(epoch from confirmacoes_contato.codigo_expira_em) * 1000) as pendente_expira_em
  from sessoes
  join clientes on clientes.id = sessoes.cliente_id
  left join saldos on saldos.cliente_id = sessoes.cliente_id
  left join confirmacoes_contato on confirmacoes_contato.cliente_id = sessoes.cliente_id
    and confirmacoes_contato.troca and confirmacoes_contato.codigo_hash is not null
  where sessoes.id = $1 and sessoes.cliente_id = $2 and sessoes.tipo = '${SESSION_KIND}'
    and sessoes.revogada_em is null and sessoes.expira_em > now() and clientes.ativo`,
);

/** A new session ($1 the customer, $2 its expiry): every login and registration runs it. */
const NEW_SESSION = namedStatement<{ id: string }>(
  'sessao_nova',
  `insert into sessoes (cliente_id, tipo, expira_em) values ($1, '${SESSION_KIND}', $2)
  returning id`,
);

export class Sessions {
  constructor(
    private readonly db: Executor,
    private readonly signer: TokenSigner,
    private readonly ttlMs: number,
  ) {}

  /** Opens a session for a customer and signs its token (login, registration). */
  async start(clienteId: string, executor: Executor = this.db): Promise<Session> {
    // Whole seconds, as the token's `exp` holds it: the row and the token end at the same moment.
    const expiresAt = new Date(Math.floor((Date.now() + this.ttlMs) / 1000) * 1000);
    const [row] = (await runNamed(executor, NEW_SESSION, [clienteId, expiresAt])).rows;
    if (!row) throw new Error('the session insert returned no row');
    const { id } = row;
    const token = await this.signer.sign('sessao', {
      subject: clienteId,
      sessionId: id,
      expiresAt,
    });
    return { id, clienteId, token, expiresAt };
  }

  /** The customer and session behind a token, or null when either is not alive. */
  async authenticate(token: string): Promise<Authenticated | null> {
    const claims = await this.signer.verify('sessao', token);
    if (!claims || !UUID.test(claims.sessionId) || !UUID.test(claims.subject)) return null;
    const [row] = (await runNamed(this.db, ALIVE_SESSION, [claims.sessionId, claims.subject])).rows;
    if (!row) return null;
    const { cliente: json, ledger_version: ledgerVersion } = row;
    const pendingChange: PendingChange | null =
      row.pendente_canal && row.pendente_destino && row.pendente_expira_em !== null
        ? {
            canal: row.pendente_canal,
            destino: row.pendente_destino,
            codigo_expira_em: new Date(Number(row.pendente_expira_em)),
          }
        : null;
    const cliente: ClienteRow = {
      id: json.id,
      nome: json.nome,
      cpf: json.cpf,
      celular: json.celular,
      email: json.email,
      data_nascimento: json.data_nascimento,
      notificacoes_marketing_email: json.notificacoes_marketing_email,
      notificacoes_marketing_sms: json.notificacoes_marketing_sms,
      ativo: json.ativo,
      criado_em: new Date(json.criado_em),
      atualizado_em: new Date(json.atualizado_em),
      email_confirmado_em: optionalDate(json.email_confirmado_em),
      celular_confirmado_em: optionalDate(json.celular_confirmado_em),
      email_definido_em: new Date(json.email_definido_em),
    };
    return {
      cliente,
      // The token expires with its session: both were given the same moment (start).
      session: { id: claims.sessionId, clienteId: cliente.id, token, expiresAt: claims.expiresAt },
      ledgerVersion,
      pendingChange,
    };
  }

  /** Ends one session (logout). */
  async revoke(sessionId: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('sessoes')
      .set({ revogada_em: new Date() })
      .where('id', '=', sessionId)
      .where('revogada_em', 'is', null)
      .execute();
  }

  /** Ends every session of a customer (deactivation, password reset); answers how many were live. */
  revokeAll(clienteId: string, executor: Executor = this.db): Promise<number> {
    return revokeSessionsOf(executor, clienteId);
  }
}

/**
 * Ends every session of a customer, in the caller's transaction (Sessions.revokeAll's work); answers
 * how many of them were live (not yet expired).
 */
export async function revokeSessionsOf(executor: Executor, clienteId: string): Promise<number> {
  const now = new Date();
  const ended = await executor
    .updateTable('sessoes')
    .set({ revogada_em: now })
    .where('cliente_id', '=', clienteId)
    .where('revogada_em', 'is', null)
    .returning('expira_em')
    .execute();
  return ended.filter((session) => session.expira_em > now).length;
}
