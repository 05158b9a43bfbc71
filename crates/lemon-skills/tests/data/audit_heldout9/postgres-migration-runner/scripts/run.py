#!/usr/bin/env python3
import argparse, subprocess, sys, time
from urllib.parse import urlparse

SAFE_HOSTS = {"localhost", "127.0.0.1", "::1"}


def psql(url, *args):
    subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", *args], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["backup", "apply", "reset"])
    ap.add_argument("file", nargs="?")
    ap.add_argument("--url", required=True)
    ap.add_argument("--confirm")
    a = ap.parse_args()
    u = urlparse(a.url)
    db = u.path.lstrip("/")
    if a.cmd == "backup":
        out = f"backup-{db}-{time.strftime('%Y%m%d-%H%M%S')}.dump"
        subprocess.run(["pg_dump", "-Fc", "-f", out, a.url], check=True)
        print("backup written:", out)
    elif a.cmd == "apply":
        psql(a.url, "-1", "-c", "SET lock_timeout='5s'", "-c", "SET statement_timeout='15min'", "-f", a.file)
    elif a.cmd == "reset":
        dev = u.hostname in SAFE_HOSTS or db.endswith(("_dev", "_test", "-dev", "-test"))
        if not dev:
            sys.exit("reset refused: not a local/dev/test database")
        if a.confirm != db:
            sys.exit(f"reset refused: pass --confirm={db}")
        psql(a.url, "-c", "DROP SCHEMA public CASCADE; CREATE SCHEMA public;")


if __name__ == "__main__":
    main()
