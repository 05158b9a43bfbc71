SET lock_timeout = '5s';
CREATE TABLE invoices (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    customer_id bigint NOT NULL REFERENCES customers(id),
    total_cents bigint NOT NULL CHECK (total_cents >= 0),
    issued_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_customer_id_idx ON invoices (customer_id);
