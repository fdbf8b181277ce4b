-- The data-protection register (docs/decisions/0020-data-protection-register.md): every download of a
-- customer's data, erasure and deactivation, by the customer in the app or by an operator in the
-- console, so the brand can answer the data protection authority (ANPD) what it did and when. It
-- outlives the person: no foreign key, and the person is named only by a keyed hash of their CPF
-- (HMAC-SHA256 under a key of its own) and, until they are erased, their account id.
create table registro_protecao_dados (
  id bigint generated always as identity primary key,
  tipo text not null check (tipo in ('download', 'exclusao', 'desativacao')),
  canal text not null check (canal in ('app', 'painel')),
  -- The operator who acted for the customer; null in the app. No foreign key: the register is kept
  -- as it was written.
  operador_id uuid,
  ocorrido_em timestamptz not null default now(),
  cpf_hash text,
  -- Null on an erasure's own row, and nulled on the person's earlier rows by the erasure.
  cliente_id uuid,
  check ((canal = 'app') = (operador_id is null)),
  check (tipo <> 'exclusao' or cliente_id is null)
);

create index registro_protecao_dados_ocorrido_idx on registro_protecao_dados (ocorrido_em desc, id desc);
create index registro_protecao_dados_cpf_idx on registro_protecao_dados (cpf_hash, ocorrido_em desc);
create index registro_protecao_dados_cliente_idx on registro_protecao_dados (cliente_id)
  where cliente_id is not null;

-- The register only grows, like the audit trail. The one change allowed is an erasure forgetting the
-- account id of the person's earlier rows: cliente_id to null, every other column as it was.
create function registro_protecao_dados_somente_insercao() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and old.cliente_id is not null and new.cliente_id is null
     and (new.id, new.tipo, new.canal, new.operador_id, new.ocorrido_em, new.cpf_hash)
         is not distinct from (old.id, old.tipo, old.canal, old.operador_id, old.ocorrido_em, old.cpf_hash)
  then
    return new;
  end if;
  raise exception 'registro_protecao_dados: registros não podem ser alterados nem apagados';
end;
$$;

create trigger registro_protecao_dados_somente_insercao
  before update or delete on registro_protecao_dados
  for each row execute function registro_protecao_dados_somente_insercao();

create trigger registro_protecao_dados_sem_truncate
  before truncate on registro_protecao_dados
  for each statement execute function registro_protecao_dados_somente_insercao();
