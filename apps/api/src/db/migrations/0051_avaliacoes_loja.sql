-- The console reads the ratings by store, newest first, and sums them per store and month
-- (store-sales/ratings-search.ts, ratings-summary.ts). With the store only on the purchase, every
-- summary joined all the ratings to compras (a read of the whole table) and the list sorted all the
-- ratings to show a page. A purchase never changes store, so its rating keeps a copy of loja_id, set by
-- the trigger from the purchase whichever code inserts it; the indexes then answer a page without a
-- sort and a store's summary from its own rows.
alter table avaliacoes add column loja_id uuid references lojas (id);

update avaliacoes set loja_id = compras.loja_id from compras where compras.id = avaliacoes.compra_id;

alter table avaliacoes alter column loja_id set not null;

create function avaliacoes_loja_da_compra() returns trigger language plpgsql as $$
begin
  select loja_id into new.loja_id from compras where id = new.compra_id;
  return new;
end;
$$;

create trigger avaliacoes_loja_da_compra
  before insert on avaliacoes
  for each row execute function avaliacoes_loja_da_compra();

create index avaliacoes_criada_idx on avaliacoes (criada_em desc, compra_id desc) include (estrelas);
create index avaliacoes_loja_criada_idx on avaliacoes (loja_id, criada_em desc, compra_id desc)
  include (estrelas);
