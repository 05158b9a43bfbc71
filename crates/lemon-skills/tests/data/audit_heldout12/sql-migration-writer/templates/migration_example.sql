-- 2025_04_01_120000_contract_rename_customer_name.sql
-- Release C of a rename: customers.full_name -> customers.display_name
-- Preconditions (verify before running!):
--   * all application versions read/write display_name only (released in B)
--   * backfill finished: SELECT count(*) FROM customers WHERE display_name IS NULL; -- must be 0
--   * a backup/snapshot was taken today

-- +migrate Up
SET lock_timeout = '5s';
ALTER TABLE customers DROP COLUMN IF EXISTS full_name;
DROP TABLE IF EXISTS customers_name_backfill_progress;

-- +migrate Down
-- Restores the column; data must be re-copied from display_name.
SET lock_timeout = '5s';
ALTER TABLE customers ADD COLUMN IF NOT EXISTS full_name text;
UPDATE customers SET full_name = display_name WHERE full_name IS NULL;


-- 2025_03_20_090000_expand_add_display_name.sql  (Release A, for reference)
-- +migrate Up
ALTER TABLE customers ADD COLUMN IF NOT EXISTS display_name text;
CREATE TABLE IF NOT EXISTS customers_name_backfill_progress (last_id bigint NOT NULL);
INSERT INTO customers_name_backfill_progress SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM customers_name_backfill_progress);

-- batched backfill, run repeatedly by the job runner until 0 rows updated:
-- WITH batch AS (
--   SELECT id FROM customers
--   WHERE id > (SELECT last_id FROM customers_name_backfill_progress) ORDER BY id LIMIT 5000
-- ), upd AS (
--   UPDATE customers c SET display_name = c.full_name FROM batch b WHERE c.id = b.id AND c.display_name IS NULL RETURNING c.id
-- )
-- UPDATE customers_name_backfill_progress SET last_id = COALESCE((SELECT max(id) FROM batch), last_id);

-- +migrate Down
ALTER TABLE customers DROP COLUMN IF EXISTS display_name;
DROP TABLE IF EXISTS customers_name_backfill_progress;
