-- Rolling back deletes every row in invoices. Take a backup first if the table has data.
SET lock_timeout = '5s';
DROP INDEX IF EXISTS invoices_customer_id_idx;
DROP TABLE IF EXISTS invoices;
