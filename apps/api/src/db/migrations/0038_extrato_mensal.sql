-- The statement's summary (DESIGN decision 6): one row per customer and São Paulo month with the
-- cashback earned by purchases, reversed by cancellations and spent in redemptions that month, so the
-- statement's per-month chart reads a few rows instead of summing the ledger. Kept up to date by the
-- purchase, batch, cancellation and redemption in the same statement or transaction as the ledger
-- entry (apps/api/src/loyalty/month-summary.ts); each column is the sum of the month's entries of one
-- kind, as positive amounts. The customer's own data: it goes with the customer (on delete cascade).
create table extrato_mensal (
  cliente_id uuid not null references clientes (id) on delete cascade,
  -- São Paulo calendar month of the entries, 'YYYY-MM', as lancamentos.mes.
  mes text not null check (mes ~ '^[0-9]{4}-[0-9]{2}$'),
  ganho_centavos bigint not null default 0 check (ganho_centavos >= 0),
  estornado_centavos bigint not null default 0 check (estornado_centavos >= 0),
  resgatado_centavos bigint not null default 0 check (resgatado_centavos >= 0),
  primary key (cliente_id, mes)
);

insert into extrato_mensal (cliente_id, mes, ganho_centavos, estornado_centavos, resgatado_centavos)
select cliente_id, mes,
  coalesce(sum(cashback_centavos) filter (where tipo = 'compra'), 0),
  coalesce(-sum(cashback_centavos) filter (where tipo = 'cancelamento'), 0),
  coalesce(-sum(cashback_centavos) filter (where tipo = 'resgate'), 0)
from lancamentos
group by cliente_id, mes;
