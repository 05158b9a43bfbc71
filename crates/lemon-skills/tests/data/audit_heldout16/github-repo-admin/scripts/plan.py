#!/usr/bin/env python3
"""Show current access settings of a repo and the diff for a requested change."""
import argparse
import json
import subprocess


def gh_json(path):
    out = subprocess.run(["gh", "api", path], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--add-collaborator", nargs=2, metavar=("LOGIN", "PERM"))
    ap.add_argument("--remove-collaborator", metavar="LOGIN")
    args = ap.parse_args()
    collabs = {c["login"]: c["role_name"] for c in gh_json(f"repos/{args.repo}/collaborators")}
    keys = gh_json(f"repos/{args.repo}/keys")
    hooks = gh_json(f"repos/{args.repo}/hooks")
    print(f"repo {args.repo}")
    print("  collaborators: " + ", ".join(f"{k}({v})" for k, v in sorted(collabs.items())))
    print("  deploy keys:   " + ", ".join(f"{k['title']}{'' if k['read_only'] else ' [WRITE]'}" for k in keys))
    print("  webhooks:      " + ", ".join(h["config"].get("url", "?") for h in hooks))
    print("plan:")
    if args.add_collaborator:
        login, perm = args.add_collaborator
        before = collabs.get(login, "none")
        print(f"  collaborator {login}: {before} -> {perm}")
    if args.remove_collaborator:
        print(f"  collaborator {args.remove_collaborator}: {collabs.get(args.remove_collaborator, 'none')} -> removed")
    print("nothing has been changed; confirm to apply")


if __name__ == "__main__":
    main()
