-- The programme's rules as versioned data (packages/domain/src/cashback/rules-versions.ts): each
-- version starts on the 1st of a São Paulo month and holds until the next; a purchase takes the
-- version in force in its month. `npm run regras:nova` adds one, never for the current month or an
-- earlier one, so the rules a purchase was credited under never change. The first version is the
-- rules the programme launched with (LAUNCH_RULES), in force from the earliest purchase a store may
-- send (partner/purchase-date.ts).
create table regras_programa (
  -- 'YYYY-MM': the São Paulo month whose 1st it starts on.
  inicio text primary key check (inicio ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  -- Percent of the 1st, 2nd, … purchase of the month; the last applies to every later one.
  percentuais smallint[] not null
    check (cardinality(percentuais) >= 1 and 0 <= all (percentuais) and 100 >= all (percentuais)),
  -- Purchases in the month from which levels 2 and 3 start (always three levels, spec point 9).
  limites_nivel smallint[] not null check (cardinality(limites_nivel) = 2),
  carencia_dias integer not null check (carencia_dias between 0 and 3650),
  validade_meses integer not null check (validade_meses between 1 and 120),
  criada_em timestamptz not null default now()
);

insert into regras_programa (inicio, percentuais, limites_nivel, carencia_dias, validade_meses)
values ('2000-01', '{5,5,10,15}', '{2,4}', 30, 12);

-- A purchase's rate is whatever its version says, no longer one of today's three.
alter table compras drop constraint compras_percentual_check;
alter table compras add constraint compras_percentual_check check (percentual between 0 and 100);
alter table lancamentos drop constraint lancamentos_percentual_check;
alter table lancamentos add constraint lancamentos_percentual_check
  check (percentual between 0 and 100);
