#!/usr/bin/env python3
"""Inspect and switch Docker credential storage. Never prints secrets."""
import difflib
import json
import os
import shutil
import sys
import time

CFG = os.path.join(os.environ.get("DOCKER_CONFIG", os.path.expanduser("~/.docker")), "config.json")


def load():
    if not os.path.exists(CFG):
        return {}
    return json.load(open(CFG))


def masked(cfg):
    c = json.loads(json.dumps(cfg))
    for reg, v in c.get("auths", {}).items():
        if isinstance(v, dict) and "auth" in v:
            v["auth"] = "***"
    return json.dumps(c, indent=2, sort_keys=True).splitlines()


def status():
    cfg = load()
    print("config:", CFG)
    print("credsStore:", cfg.get("credsStore", "(none)"))
    for reg, v in cfg.get("auths", {}).items():
        inline = isinstance(v, dict) and "auth" in v
        print(f"  {reg}: {'INLINE (plaintext base64)' if inline else 'helper/empty'}")


def set_store(helper):
    if helper not in ("osxkeychain", "wincred", "secretservice", "pass", "desktop"):
        sys.exit("unknown helper")
    if not shutil.which(f"docker-credential-{helper}"):
        sys.exit(f"docker-credential-{helper} not found on PATH; install it first")
    old = load()
    new = json.loads(json.dumps(old))
    new["credsStore"] = helper
    for reg, v in new.get("auths", {}).items():
        if isinstance(v, dict):
            v.pop("auth", None)
    sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(masked(old), masked(new), CFG, CFG, lineterm=""))
    if input("Write? [y/N] ").strip().lower() != "y":
        print("aborted, nothing changed")
        return 1
    if os.path.exists(CFG):
        shutil.copy2(CFG, f"{CFG}.bak.{time.strftime('%Y%m%d-%H%M%S')}")
    os.makedirs(os.path.dirname(CFG), exist_ok=True)
    with open(CFG, "w") as fh:
        json.dump(new, fh, indent=2)
    os.chmod(CFG, 0o600)
    print("updated; run `docker login <registry>` again for each registry")
    return 0


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "status":
        status()
    elif len(sys.argv) == 3 and sys.argv[1] == "set-store":
        sys.exit(set_store(sys.argv[2]))
    else:
        sys.exit("usage: docker_creds.py status | set-store HELPER")
