-- What erased customers held when their account was erased (available + pending, as the dashboard's
-- liability counts it), by the São Paulo month of the erasure, in the null store's row: the erasure
-- deletes their balance and their ledger entries, but the flows already folded keep their history, so
-- the liability summed from the flows subtracts this (apps/api/src/programme-dashboard/erasure.ts).
alter table indicadores_mes add column apagado_centavos bigint not null default 0;
