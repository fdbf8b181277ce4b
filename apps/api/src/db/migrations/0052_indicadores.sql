-- The console's programme dashboard (docs/decisions/0021-programme-dashboard.md): per São Paulo month
-- and store, what the ledger moved, kept by a scheduled job that folds the ledger's new entries in from
-- a watermark (apps/api/src/programme-dashboard/fold.ts), so that neither a purchase nor a batch
-- touches a row every other purchase of the store and month would wait on.

-- Each entry records the transaction that wrote it: the fold takes the entries of the transactions
-- below the oldest one still running (pg_snapshot_xmin), which are all committed or rolled back, so
-- one that commits late with an earlier id is never left behind. The entries already here read '0'
-- (a constant default, no rewrite) and go into the first fold.
alter table lancamentos add column transacao xid8 not null default '0';
alter table lancamentos alter column transacao set default pg_current_xact_id();
create index lancamentos_transacao_idx on lancamentos (transacao);

-- How a cancellation split across the balances (saldos): the part of its reversal taken from pending
-- cashback, and the debt an entry made (a cancellation of cashback already spent, +) or settled (a
-- credit adjustment, -). With the releases' settlements, they make the month-end liability a sum of
-- flows. 0 on the entries written before them.
alter table lancamentos add column pendente_centavos integer not null default 0
  check (pendente_centavos >= 0);
alter table lancamentos add column divida_centavos integer not null default 0;

-- Per month and store (null: what belongs to no store: adjustments, and the expiry of credits no
-- purchase made), every amount a sum of flows, as positive amounts but the two balances' changes.
create table indicadores_mes (
  -- São Paulo month, 'YYYY-MM', of the entries (a purchase's month for its count and value, so a
  -- cancellation takes the purchase out of the month it was made in).
  mes text not null check (mes ~ '^[0-9]{4}-[0-9]{2}$'),
  loja_id uuid references lojas (id),
  -- Purchases not cancelled, and their value.
  compras bigint not null default 0,
  valor_centavos bigint not null default 0,
  -- Customers with a purchase not cancelled at the store in the month (0 on the null store's row).
  clientes bigint not null default 0,
  creditado_centavos bigint not null default 0,
  -- Pending cashback released (the release job adds it, by its release date's month).
  liberado_centavos bigint not null default 0,
  resgatado_centavos bigint not null default 0,
  expirado_centavos bigint not null default 0,
  estornado_centavos bigint not null default 0,
  ajuste_credito_centavos bigint not null default 0,
  ajuste_debito_centavos bigint not null default 0,
  -- Changes of the pending balance and of the debt: summed up to a month, with the ledger's net
  -- flows, they give that month's end balances.
  variacao_pendente_centavos bigint not null default 0,
  variacao_divida_centavos bigint not null default 0,
  unique nulls not distinct (mes, loja_id)
);

-- What the store counts and the levels are made from: each customer's purchases not cancelled per
-- month and store, as far as the fold got. Derived from compras (exported); goes with the customer.
create table indicadores_clientes (
  mes text not null check (mes ~ '^[0-9]{4}-[0-9]{2}$'),
  cliente_id uuid not null references clientes (id) on delete cascade,
  loja_id uuid not null references lojas (id),
  compras integer not null,
  primary key (mes, cliente_id, loja_id)
);

-- Per month, how many customers made exactly `compras` purchases (not cancelled) in it: the level
-- distribution under the month's rules, and the month's active customers.
create table indicadores_niveis (
  mes text not null check (mes ~ '^[0-9]{4}-[0-9]{2}$'),
  compras integer not null check (compras > 0),
  clientes bigint not null,
  primary key (mes, compras)
);

-- How far the fold got: every entry of a transaction below `ate` is in the summaries.
create table indicadores_marca (
  unica boolean primary key default true check (unica),
  ate xid8 not null,
  atualizado_em timestamptz not null
);

insert into indicadores_marca (ate, atualizado_em) values ('0', now());

-- The dashboard's members: accounts existing at a month's end and created in it (a row reserved for a
-- claimant is no account yet).
create index clientes_criado_idx on clientes (criado_em) where reservada_para is null;

-- The summaries' opening, for data written before them (and the bench's generated data): the releases
-- the credits show happened (by their release date; a credit cancelled after its release date counts
-- as released), and, in the null store's row of the current month, what makes the pending balance
-- and the debt summed from the flows equal the live ones once the ledger is folded. Month-end pending
-- balances and debts before this are not known otherwise.
create function indicadores_abertura() returns void language sql as $$
  with liberados as (
    select to_char(c.libera_em at time zone 'America/Sao_Paulo', 'YYYY-MM') as mes,
      compras.loja_id, sum(c.creditado_centavos)::bigint as liberado
    from creditos_cashback c
    join compras on compras.id = c.compra_id
    left join lancamentos estorno on estorno.compra_id = c.compra_id and estorno.tipo = 'cancelamento'
    where c.estado in ('disponivel', 'utilizado', 'expirado')
      or (c.estado = 'cancelado' and c.libera_em <= estorno.ocorrido_em)
    group by 1, 2
  ),
  inseridos as (
    insert into indicadores_mes (mes, loja_id, liberado_centavos, variacao_pendente_centavos)
    select mes, loja_id, liberado, -liberado from liberados
    on conflict (mes, loja_id) do update
      set liberado_centavos = indicadores_mes.liberado_centavos + excluded.liberado_centavos,
        variacao_pendente_centavos = indicadores_mes.variacao_pendente_centavos
          + excluded.variacao_pendente_centavos
  ),
  fluxos as (
    select coalesce(sum(cashback_centavos) filter (where tipo = 'compra'), 0)
        - coalesce(sum(pendente_centavos), 0) as pendente,
      coalesce(sum(divida_centavos), 0) as divida
    from lancamentos
  ),
  vivos as (
    select coalesce(sum(pendente_centavos), 0) as pendente, coalesce(sum(divida_centavos), 0) as divida
    from saldos
  )
  insert into indicadores_mes (mes, loja_id, variacao_pendente_centavos, variacao_divida_centavos)
  select to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM'), null,
    vivos.pendente - fluxos.pendente + (select coalesce(sum(liberado), 0) from liberados),
    vivos.divida - fluxos.divida
  from fluxos, vivos
  on conflict (mes, loja_id) do update
    set variacao_pendente_centavos = indicadores_mes.variacao_pendente_centavos
        + excluded.variacao_pendente_centavos,
      variacao_divida_centavos = indicadores_mes.variacao_divida_centavos
        + excluded.variacao_divida_centavos
$$;

select indicadores_abertura();
