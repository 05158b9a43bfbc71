-- migrate:up
SET lock_timeout = '5s';
SET statement_timeout = '15min';

-- your DDL here

-- migrate:down
SET lock_timeout = '5s';

-- reverse DDL here
