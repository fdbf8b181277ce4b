-- The record of applied migrations (src/db/migrator.ts writes one row per file it applies).
create table schema_migrations (
  version integer primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
