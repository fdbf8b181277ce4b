-- Every purchase adds three rows keyed by a uuid (the purchase, its ledger entry and its credit), and
-- those keys go into six indexes (the three primary keys, the entry's and the credit's compra_id, the
-- credits still to notify); redemptions and notices grow the same way. A random key lands on a random
-- leaf of each index: once the indexes outgrow the cache an insert may have to read its page back,
-- and after each checkpoint the first change to a page writes the whole page to the write-ahead log. A key that
-- starts with the time (RFC 9562 version 7: 48 bits of Unix milliseconds, then 74 random bits) lands
-- on the right edge instead, on the same few pages one insert after another. The figures are in
-- docs/decisions/0023-time-ordered-keys.md.
create function uuid_v7() returns uuid language sql volatile as $$
  select encode(
    -- gen_random_uuid()'s version digit is 4 (0100): setting its two lowest bits makes it 7 (0111).
    set_bit(
      set_bit(
        overlay(
          uuid_send(gen_random_uuid())
          placing substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3)
          from 1 for 6
        ),
        52, 1
      ),
      53, 1
    ),
    'hex'
  )::uuid
$$;

alter table compras alter column id set default uuid_v7();
alter table lancamentos alter column id set default uuid_v7();
alter table creditos_cashback alter column id set default uuid_v7();
alter table resgates alter column id set default uuid_v7();
alter table avisos alter column id set default uuid_v7();
