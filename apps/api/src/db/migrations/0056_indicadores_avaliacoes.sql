-- The dashboard's ratings (docs/decisions/0021-programme-dashboard.md): per São Paulo month and store,
-- how many ratings and their stars summed, so the dashboard reads two months' rows instead of every
-- rating of two months (tens of thousands a month at the bench's scale) on each request. A trigger
-- keeps it in the statement that rates or erases, whichever code runs it: ratings arrive one at a
-- time from customers, so the row of a store's month is never a queue the way a purchase's would be.
create table indicadores_avaliacoes (
  mes text not null check (mes ~ '^[0-9]{4}-[0-9]{2}$'),
  loja_id uuid not null references lojas (id),
  avaliacoes bigint not null check (avaliacoes >= 0),
  estrelas bigint not null check (estrelas >= 0),
  primary key (mes, loja_id)
);

-- The sums in full, from the ratings: the ratings already here, and a rebuild (the bench's generated
-- data, loaded in a session that fires no trigger).
create function indicadores_somar_avaliacoes() returns void language sql as $$
  delete from indicadores_avaliacoes;
  insert into indicadores_avaliacoes (mes, loja_id, avaliacoes, estrelas)
  select to_char(criada_em at time zone 'America/Sao_Paulo', 'YYYY-MM'), loja_id, count(*),
    sum(estrelas)
  from avaliacoes
  group by 1, 2
$$;

select indicadores_somar_avaliacoes();

-- A rating leaves the row it counted in (erasure, an update) and joins the row it counts in now.
create function indicadores_contar_avaliacao() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update indicadores_avaliacoes
      set avaliacoes = avaliacoes - 1, estrelas = estrelas - old.estrelas
      where mes = to_char(old.criada_em at time zone 'America/Sao_Paulo', 'YYYY-MM')
        and loja_id = old.loja_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into indicadores_avaliacoes (mes, loja_id, avaliacoes, estrelas)
    values (to_char(new.criada_em at time zone 'America/Sao_Paulo', 'YYYY-MM'), new.loja_id, 1,
      new.estrelas)
    on conflict (mes, loja_id) do update
      set avaliacoes = indicadores_avaliacoes.avaliacoes + 1,
        estrelas = indicadores_avaliacoes.estrelas + excluded.estrelas;
  end if;
  return null;
end;
$$;

create trigger indicadores_contar_avaliacao
  after insert or delete or update of estrelas, criada_em, loja_id on avaliacoes
  for each row execute function indicadores_contar_avaliacao();
