#!/usr/bin/env python3
"""Flag risky RBAC grants from `kubectl get ... -o json` dumps. Read-only."""
import json
import sys
from collections import defaultdict


def load(paths):
    items = []
    for p in paths:
        items += json.load(open(p)).get("items", [])
    return items


def role_flags(rules):
    flags = set()
    for r in rules or []:
        verbs, res = set(r.get("verbs", [])), set(r.get("resources", []))
        if "*" in verbs or "*" in res:
            flags.add("WILDCARD")
        if "secrets" in res and verbs & {"get", "list", "watch", "*"}:
            flags.add("SECRETS")
        if res & {"pods/exec", "pods/attach"} and verbs & {"create", "*"}:
            flags.add("EXEC")
        if verbs & {"escalate", "bind", "impersonate"}:
            flags.add("ESCALATE")
    return flags


def main(paths):
    items = load(paths)
    roles = {}
    for it in items:
        if it["kind"] in ("ClusterRole", "Role"):
            ns = it["metadata"].get("namespace", "")
            roles[(it["kind"], ns, it["metadata"]["name"])] = role_flags(it.get("rules"))
    subjects = defaultdict(set)
    for it in items:
        if it["kind"] not in ("ClusterRoleBinding", "RoleBinding"):
            continue
        ref = it["roleRef"]
        ns = "" if ref["kind"] == "ClusterRole" else it["metadata"].get("namespace", "")
        flags = set(roles.get((ref["kind"], ns, ref["name"]), set()))
        if ref["name"] == "cluster-admin":
            flags.add("CLUSTER-ADMIN")
        for s in it.get("subjects") or []:
            if s["kind"] == "ServiceAccount" and s["name"] == "default":
                flags.add("DEFAULT-SA")
            if s["kind"] == "Group" and s["name"] in ("system:serviceaccounts", "system:authenticated"):
                flags.add("ALL-SA")
            key = f'{s["kind"]}/{s.get("namespace", "-")}/{s["name"]}'
            for f in flags:
                subjects[key].add((f, it["metadata"]["name"]))
    for subj, fl in sorted(subjects.items(), key=lambda kv: -len(kv[1])):
        if subj.split("/")[-1].startswith("system:") and not any(f in ("ALL-SA",) for f, _ in fl):
            continue
        print(f"{subj:60} " + ", ".join(sorted({f"{f} via {b}" for f, b in fl})))


if __name__ == "__main__":
    main(sys.argv[1:])
