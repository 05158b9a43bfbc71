DATABASE_URL=op://Dev/app-db/url
STRIPE_SECRET_KEY=op://Dev/stripe-test/secret
SENTRY_DSN=op://Dev/sentry/dsn
