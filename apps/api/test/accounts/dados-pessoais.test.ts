// "Data protection" (LGPD; DESIGN decision 7). Every column of the live schema is classified
// here as personal or not, so a new column fails until someone decides; then a whole customer life
// ends in DELETE cliente and no trace of the person is left in any row of any table, while the stores
// keep their purchases with no link back.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { liveAndDelete, useLifeApp } from './customer-life.ts';
import { everyRowAsText } from './stored-rows.ts';

type Kind = 'pessoal' | 'não pessoal';
const P: Kind = 'pessoal';
const N: Kind = 'não pessoal';

/** Every column of every table: does it hold, or point to, something about a person? */
const COLUMNS: Record<string, Record<string, Kind>> = {
  schema_migrations: { version: N, name: N, applied_at: N },
  clientes: {
    id: P,
    nome: P,
    cpf: P,
    celular: P,
    email: P,
    senha_hash: P,
    data_nascimento: P,
    notificacoes_marketing_email: P,
    notificacoes_marketing_sms: P,
    ativo: P,
    criado_em: P,
    atualizado_em: P,
    email_confirmado_em: P,
    celular_confirmado_em: P,
    email_definido_em: P,
    nome_busca: P,
    desativada_pelo_atendimento: P,
    reservada_para: P,
  },
  sessoes: { id: P, cliente_id: P, tipo: N, criada_em: P, expira_em: P, revogada_em: P },
  outbox: {
    id: N,
    canal: N,
    destinatario: P,
    assunto: N,
    texto: P,
    html: P,
    responder_para: P,
    cliente_id: P,
    estado: N,
    tentativas: N,
    proxima_tentativa: N,
    ultimo_erro: N,
    criada_em: N,
    entregue_em: N,
  },
  recuperacoes_senha: {
    id: P,
    cliente_id: P,
    criada_em: P,
    expira_em: P,
    canal: P,
    codigo_hash: P,
    codigo_expira_em: P,
    codigo_tentativas: P,
    codigo_validado_em: P,
    concluida_em: P,
  },
  codigo_envios: { id: P, cliente_id: P, finalidade: P, enviado_em: P },
  confirmacoes_contato: {
    id: P,
    cliente_id: P,
    canal: P,
    destino: P,
    troca: P,
    codigo_hash: P,
    codigo_expira_em: P,
    codigo_tentativas: P,
    criada_em: P,
  },
  lojas: {
    id: N,
    nome: N,
    chave_hash: N,
    criada_em: N,
    revogada_em: N,
    chave_anterior_hash: N,
    chave_anterior_expira_em: N,
  },
  compras: {
    id: N,
    loja_id: N,
    id_compra_loja: N,
    cliente_id: P,
    valor_centavos: N,
    ocorrida_em: N,
    mes: N,
    posicao_no_mes: N,
    percentual: N,
    cashback_centavos: N,
    nivel_apos: N,
    hash_avaliacao: P,
    criada_em: N,
    cancelada_em: N,
  },
  avaliacoes: { compra_id: P, estrelas: P, comentario: P, criada_em: P, loja_id: N },
  resgates: {
    id: N,
    loja_id: N,
    id_resgate_loja: N,
    cliente_id: P,
    valor_centavos: N,
    saldo_apos_centavos: N,
    criado_em: N,
  },
  // versao only counts changes of the row (the statement copy kept in memory), erased with it.
  saldos: {
    cliente_id: P,
    saldo_centavos: P,
    pendente_centavos: P,
    divida_centavos: P,
    atualizado_em: P,
    versao: N,
  },
  creditos_cashback: {
    id: P,
    cliente_id: P,
    compra_id: P,
    creditado_centavos: P,
    restante_centavos: P,
    expirado_centavos: P,
    estado: P,
    libera_em: P,
    expira_em: P,
    avisado: P,
    ajuste_id: P,
  },
  avisos: {
    id: P,
    cliente_id: P,
    evento: P,
    chave: P,
    titulo: P,
    texto: P,
    url: P,
    criado_em: P,
    lido_em: P,
    enviado_em: P,
    canais: P,
  },
  preferencias_avisos: { cliente_id: P, push: P, email: P, sms: P, atualizado_em: P },
  inscricoes_push: {
    id: P,
    cliente_id: P,
    tipo: P,
    endereco: P,
    p256dh: P,
    auth: P,
    plataforma: P,
    criada_em: P,
  },
  avisos_marcas: { evento: N, ate: N },
  compras_mes: { cliente_id: P, mes: P, compras: P },
  extrato_mensal: {
    cliente_id: P,
    mes: P,
    ganho_centavos: P,
    estornado_centavos: P,
    resgatado_centavos: P,
    expirado_centavos: P,
    ajuste_credito_centavos: P,
    ajuste_debito_centavos: P,
  },
  lancamentos: {
    id: P,
    cliente_id: P,
    loja_id: P,
    tipo: P,
    compra_id: P,
    resgate_id: P,
    valor_centavos: P,
    percentual: P,
    cashback_centavos: P,
    ocorrido_em: P,
    mes: P,
    criado_em: P,
    credito_id: P,
    ajuste_id: P,
    transacao: P,
    pendente_centavos: P,
    divida_centavos: P,
  },
  // The dashboard's summaries (0052): sums over everyone, and each customer's counts (erased with them).
  indicadores_mes: {
    mes: N,
    loja_id: N,
    compras: N,
    valor_centavos: N,
    clientes: N,
    creditado_centavos: N,
    liberado_centavos: N,
    resgatado_centavos: N,
    expirado_centavos: N,
    estornado_centavos: N,
    ajuste_credito_centavos: N,
    ajuste_debito_centavos: N,
    variacao_pendente_centavos: N,
    variacao_divida_centavos: N,
    apagado_centavos: N,
  },
  indicadores_clientes: { mes: P, cliente_id: P, loja_id: P, compras: P },
  indicadores_niveis: { mes: N, compras: N, clientes: N },
  indicadores_membros: { mes: N, clientes: N },
  indicadores_avaliacoes: { mes: N, loja_id: N, avaliacoes: N, estrelas: N },
  indicadores_marca: { unica: N, ate: N, atualizado_em: N },
  // A manual adjustment: the customer's (erased with them); the operators are the brand's staff.
  ajustes: {
    id: P,
    cliente_id: P,
    tipo: P,
    valor_centavos: P,
    motivo: P,
    motivo_publico: P,
    estado: P,
    criado_por: N,
    criado_em: P,
    decidido_por: N,
    decidido_em: P,
  },
  mensagens_contato: {
    id: P,
    cliente_id: P,
    nome: P,
    email: P,
    data_nascimento: P,
    telefone: P,
    uf: P,
    assunto: P,
    mensagem: P,
    termos_versao: N,
    privacidade_versao: N,
    outbox_id: P,
    criada_em: P,
    // Where support stands with the person's message; the operator handling it is the staff's.
    estado: P,
    atribuida_a: N,
  },
  // Support's replies to a message, erased with it (0022-contact-inbox.md).
  respostas_contato: {
    id: P,
    mensagem_id: P,
    operador_id: N,
    texto: P,
    enviada_em: P,
    outbox_id: P,
    copia_outbox_id: P,
  },
  // The programme's rules: the same for everyone.
  regras_programa: {
    inicio: N,
    percentuais: N,
    limites_nivel: N,
    carencia_dias: N,
    validade_meses: N,
    criada_em: N,
  },
  // The claimant's, not the account's: the CPF is the one they say is theirs (0009-cpf-claims.md).
  reivindicacoes_cpf: {
    id: P,
    cpf: P,
    email: P,
    estado: P,
    criada_em: P,
    expira_em: P,
    confirmada_em: P,
    codigo_hash: P,
    codigo_expira_em: P,
    codigo_tentativas: P,
    decidida_em: P,
    // The operator who decided: the staff's, not the claimant's.
    decidida_por: N,
    motivo_decisao: P,
  },
  // The console's operators are the brand's staff: their name and e-mail are theirs. The audit trail
  // names records by id (a customer's, once the console shows customers) and the operator's address.
  operadores: {
    id: N,
    nome: P,
    email: P,
    senha_hash: N,
    papel: N,
    loja_id: N,
    ativo: N,
    totp_segredo: N,
    totp_ativo: N,
    totp_ultimo_passo: N,
    criado_em: N,
  },
  operador_sessoes: {
    id: N,
    operador_id: N,
    token_hash: N,
    criada_em: N,
    ultimo_uso_em: N,
    revogada_em: N,
  },
  operador_codigos_recuperacao: { id: N, operador_id: N, codigo_hash: N, usado_em: N },
  auditoria: {
    id: N,
    operador_id: N,
    acao: N,
    entidade: N,
    registro_id: P,
    ip: P,
    criado_em: N,
    // Written by an operator about an action on someone (told to leave personal data out of it).
    motivo: P,
  },
  // The brand's record of what it did with people's data (0020-data-protection-register.md): the
  // account id is nulled by the person's erasure; the CPF's keyed hash outlives it on purpose.
  registro_protecao_dados: {
    id: N,
    tipo: N,
    canal: N,
    operador_id: N,
    ocorrido_em: N,
    cpf_hash: P,
    cliente_id: P,
  },
};

describeEachDatabase('personal data', (database) => {
  const api = useLifeApp(database);
  const db = () => api.app.database.db;

  it('classifies every column of the live schema as personal or not', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
      order by table_name, column_name`.execute(db());
    const live = rows.map((row) => `${row.table_name}.${row.column_name}`);
    const classified = Object.entries(COLUMNS)
      .flatMap(([table, columns]) => Object.keys(columns).map((column) => `${table}.${column}`))
      .sort();
    expect(
      live.filter((column) => !classified.includes(column)),
      'sem classificação',
    ).toEqual([]);
    expect(
      classified.filter((column) => !live.includes(column)),
      'não existem mais',
    ).toEqual([]);
  });

  it('leaves no trace of a deleted customer anywhere, and keeps the stores’ purchases', async () => {
    const traces = await liveAndDelete(api);
    const personal = [
      traces.clienteId,
      traces.nome,
      traces.cpf,
      traces.cpfMasked,
      traces.email,
      ...traces.phones,
      ...traces.ratingHashes,
      traces.ratingComment,
      ...traces.contactMessages,
    ];
    const stored = (await everyRowAsText(db())).join('\n');
    for (const trace of personal) expect(stored, `ficou: ${trace}`).not.toContain(trace);

    // Each personal column, on its own, holds nothing of the person either.
    for (const [table, columns] of Object.entries(COLUMNS)) {
      for (const [column, kind] of Object.entries(columns)) {
        if (kind !== 'pessoal') continue;
        const { rows } = await sql<{ value: string }>`
          select ${sql.ref(column)}::text as value from ${sql.table(table)}
          where ${sql.ref(column)} is not null`.execute(db());
        for (const { value } of rows) {
          for (const trace of personal) expect(value, `${table}.${column}`).not.toContain(trace);
        }
      }
    }

    const compras = await db()
      .selectFrom('compras')
      .select(['cliente_id', 'hash_avaliacao'])
      .execute();
    expect(compras).toHaveLength(2);
    for (const compra of compras) expect(compra.cliente_id).toBeNull();
    // The rating links the person was given open nothing any more.
    for (const hash of traces.ratingHashes) {
      const page = await encryptedClient(api.apiUrl).request('GET', `/avaliacao/${hash}`);
      expect(page.status).toBe(404);
    }
  });
});
