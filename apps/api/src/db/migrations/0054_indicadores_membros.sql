-- The dashboard's members (docs/decisions/0021-programme-dashboard.md): per São Paulo month, the
-- accounts created in it that exist now (a row reserved for a claimant is no account yet). The fold job
-- counts them again on every run (apps/api/src/programme-dashboard/members.ts), from the index on
-- clientes.criado_em, so an erased account or a claim's new one is in the figures within a run of the
-- job, and the dashboard reads a few dozen rows instead of counting every customer on each request.
create table indicadores_membros (
  mes text primary key check (mes ~ '^[0-9]{4}-[0-9]{2}$'),
  clientes bigint not null check (clientes > 0)
);

-- The count, in full: a month with no account left loses its row, and a row whose count did not
-- change is not written.
create function indicadores_contar_membros() returns void language sql as $$
  with contagem as (
    select to_char(criado_em at time zone 'America/Sao_Paulo', 'YYYY-MM') as mes,
      count(*) as clientes
    from clientes
    where reservada_para is null
    group by 1
  ),
  sem_contas as (
    delete from indicadores_membros m where not exists (select from contagem c where c.mes = m.mes)
  )
  insert into indicadores_membros (mes, clientes)
  select mes, clientes from contagem
  on conflict (mes) do update set clientes = excluded.clientes
    where indicadores_membros.clientes <> excluded.clientes
$$;

select indicadores_contar_membros();
