-- Only an adjustment's ledger entry and credit have an ajuste_id, yet the unique constraints added
-- with the column (0048) indexed every row, so each purchase wrote a null into two indexes it is never
-- looked up by. Partial unique indexes keep the rule for adjustments and skip the nulls; an equality on
-- ajuste_id (the lookups, the cascade of an erased adjustment) implies the predicate, so they still
-- use them.
alter table lancamentos drop constraint lancamentos_ajuste_id_key;
create unique index lancamentos_ajuste_id_key on lancamentos (ajuste_id) where ajuste_id is not null;

alter table creditos_cashback drop constraint creditos_cashback_ajuste_id_key;
create unique index creditos_cashback_ajuste_id_key on creditos_cashback (ajuste_id)
  where ajuste_id is not null;
