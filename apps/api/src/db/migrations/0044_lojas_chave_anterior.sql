-- A store's key rotated from the operator console (partner/lojas-repository.ts): the store gets a new
-- key at once, and the one it replaced keeps working until chave_anterior_expira_em, so the store can
-- change the key on its tills without a gap. Only its SHA-256 is kept, as for the current key. A
-- second rotation replaces the previous key; revoking a store clears it.
alter table lojas add column chave_anterior_hash text;
alter table lojas add column chave_anterior_expira_em timestamptz;
alter table lojas add constraint lojas_chave_anterior_check
  check ((chave_anterior_hash is null) = (chave_anterior_expira_em is null));

-- Every partner call looks its key up among the current and the previous keys.
create unique index lojas_chave_anterior_hash_key on lojas (chave_anterior_hash)
  where chave_anterior_hash is not null;

-- The console's list of stores with each one's purchases of the São Paulo month: per store and month,
-- the count and the sum read from the index alone, without visiting the purchases.
create index compras_loja_mes_idx on compras (loja_id, mes) include (valor_centavos)
  where cancelada_em is null;
