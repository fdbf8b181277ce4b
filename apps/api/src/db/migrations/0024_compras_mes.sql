-- The month's count of each customer's non-cancelled purchases (DESIGN decision 4), kept as a counter
-- so a purchase is recorded in one statement: the purchase bumps its month's row, whose row
-- lock serializes a customer's purchases of that month and gives each its position; a cancellation
-- takes it back. Derived data, no person in it: it goes with the customer (on delete cascade).
create table compras_mes (
  cliente_id uuid not null references clientes (id) on delete cascade,
  -- São Paulo calendar month, 'YYYY-MM'.
  mes text not null check (mes ~ '^[0-9]{4}-[0-9]{2}$'),
  compras integer not null check (compras >= 0),
  primary key (cliente_id, mes)
);

insert into compras_mes (cliente_id, mes, compras)
select cliente_id, mes, count(*)
from compras
where cliente_id is not null and cancelada_em is null
group by cliente_id, mes;
