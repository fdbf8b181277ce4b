-- Service notices (DESIGN decision 17; docs/decisions/0016-service-notices.md): what the programme
-- told each customer about their own cashback, the customer's channel switches, and the devices that
-- receive push. All of it is the customer's own data: it goes with the customer (on delete cascade).
create table avisos (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid not null references clientes (id) on delete cascade,
  evento text not null
    check (evento in ('credito', 'liberacao', 'expira_30', 'expira_7', 'expirado', 'nivel')),
  -- What makes one event one: the credit, the first credit of a release or an expiry, the expiry date.
  -- The unique key is what keeps a notice from being written, and so sent, twice.
  chave text not null check (length(chave) between 1 and 100),
  titulo text not null,
  texto text not null,
  -- The app path the notice opens.
  url text not null,
  criado_em timestamptz not null default now(),
  lido_em timestamptz,
  -- When its e-mail, SMS and push were handed to the outbox; null until then.
  enviado_em timestamptz,
  unique (cliente_id, evento, chave)
);

create index avisos_cliente_idx on avisos (cliente_id, criado_em desc);
create index avisos_nao_lidos_idx on avisos (cliente_id) where lido_em is null;
create index avisos_a_enviar_idx on avisos (criado_em) where enviado_em is null;

-- A customer who never changed the switches has no row: the defaults are the domain's.
create table preferencias_avisos (
  cliente_id uuid primary key references clientes (id) on delete cascade,
  push boolean not null,
  email boolean not null,
  sms boolean not null,
  atualizado_em timestamptz not null default now()
);

-- Each device that receives the customer's push: a browser's Web Push subscription or the native
-- app's FCM token. An address belongs to one customer at a time: the one last signed in on the device.
create table inscricoes_push (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid not null references clientes (id) on delete cascade,
  tipo text not null check (tipo in ('web', 'nativo')),
  -- The push service's endpoint (web) or the device token (nativo).
  endereco text not null unique check (length(endereco) between 1 and 2048),
  p256dh text check (length(p256dh) <= 256),
  auth text check (length(auth) <= 256),
  plataforma text check (plataforma in ('android', 'ios')),
  criada_em timestamptz not null default now(),
  check ((tipo = 'web') = (p256dh is not null and auth is not null)),
  check ((tipo = 'nativo') = (plataforma is not null))
);

create index inscricoes_push_cliente_idx on inscricoes_push (cliente_id, criada_em);

-- Each credit is told once: the notices worker takes the credits not yet told (the purchase writes
-- nothing more than the credit it already wrote). Credits that exist now were never news.
alter table creditos_cashback add column avisado boolean not null default true;
alter table creditos_cashback alter column avisado set default false;
create index creditos_cashback_avisar_idx on creditos_cashback (id) where not avisado;

-- How far each expiry reminder has looked: the end of its previous window.
create table avisos_marcas (
  evento text primary key check (evento in ('expira_30', 'expira_7')),
  ate timestamptz not null
);

-- Push travels through the outbox like e-mail and SMS: one message per device, retried when the push
-- service is away; a device the service no longer knows is dropped and its message discarded.
alter table outbox drop constraint outbox_canal_check;
alter table outbox add constraint outbox_canal_check check (canal in ('email', 'sms', 'push'));
alter table outbox drop constraint outbox_estado_check;
alter table outbox add constraint outbox_estado_check
  check (estado in ('pendente', 'enviada', 'registrada', 'descartada'));
