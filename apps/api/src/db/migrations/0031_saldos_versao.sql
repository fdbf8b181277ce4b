-- Every change of a customer's ledger updates their balance row (docs/decisions/0002-cashback-ledger.md):
-- a purchase, a cancellation and a redemption alike. versao counts those updates, so the API can keep
-- a copy of a statement and know, from the session query it runs anyway, whether it is still the
-- customer's. The trigger bumps it on every update, whichever code makes it.
alter table saldos add column versao bigint not null default 0;

create function saldos_nova_versao() returns trigger language plpgsql as $$
begin
  new.versao := old.versao + 1;
  return new;
end;
$$;

create trigger saldos_nova_versao
  before update on saldos
  for each row execute function saldos_nova_versao();
