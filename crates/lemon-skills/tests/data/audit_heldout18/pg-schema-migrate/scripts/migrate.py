#!/usr/bin/env python3
"""Apply migrations/NNNN_*.sql in order using psql."""
import os, subprocess, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
MIG = os.path.join(HERE, "..", "migrations")
URL = os.environ.get("DATABASE_URL", "")

def psql(sql):
    return subprocess.run(["psql", URL, "-v", "ON_ERROR_STOP=1", "-qAt", "-c", sql],
                          check=True, capture_output=True, text=True).stdout

def applied():
    psql("CREATE TABLE IF NOT EXISTS schema_migrations(version text primary key)")
    return set(psql("SELECT version FROM schema_migrations").split())

def main():
    done = applied()
    for path in sorted(glob.glob(os.path.join(MIG, "*.sql"))):
        v = os.path.basename(path).split("_")[0]
        if v in done:
            continue
        if "--status" in sys.argv:
            print("pending", os.path.basename(path)); continue
        subprocess.run(["psql", URL, "-v", "ON_ERROR_STOP=1", "-1", "-f", path], check=True)
        psql("INSERT INTO schema_migrations VALUES ('%s')" % v)
        print("applied", v)

if __name__ == "__main__":
    main()
