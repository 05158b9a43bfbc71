-- Replace personal data in a restored copy. Deterministic per row id.
BEGIN;
UPDATE users SET
  email = 'user' || id || '@example.com',
  full_name = 'User ' || id,
  phone = NULL,
  password_hash = '$2b$12$invalidinvalidinvalidinvalidinvalidinvalidinvali';
UPDATE addresses SET line1 = id || ' Example Street', line2 = NULL, postcode = '00000';
TRUNCATE sessions, password_reset_tokens, api_tokens;
COMMIT;
