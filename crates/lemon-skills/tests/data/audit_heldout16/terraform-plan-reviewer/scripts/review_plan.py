#!/usr/bin/env python3
"""Flag risky changes in `terraform show -json` output. Read-only."""
import json
import sys

STATEFUL = ("aws_db_instance", "aws_rds_cluster", "aws_s3_bucket", "aws_ebs_volume",
            "aws_dynamodb_table", "google_sql_database_instance")
OPEN = {"0.0.0.0/0", "::/0"}


def flags_for(rc):
    t, addr = rc["type"], rc["address"]
    actions = rc["change"]["actions"]
    after = rc["change"].get("after") or {}
    out = []
    if "delete" in actions:
        kind = "REPLACE" if "create" in actions else "DESTROY"
        sev = "HIGH" if t.startswith(STATEFUL) else "MED"
        out.append((sev, kind, addr, ""))
    if t in ("aws_security_group_rule", "aws_vpc_security_group_ingress_rule") and after.get("type", "ingress") == "ingress":
        cidrs = set(after.get("cidr_blocks") or []) | set(after.get("ipv6_cidr_blocks") or [])
        if after.get("cidr_ipv4"):
            cidrs.add(after["cidr_ipv4"])
        ports = (after.get("from_port"), after.get("to_port"))
        if cidrs & OPEN and ports not in ((80, 80), (443, 443)):
            out.append(("HIGH", "OPEN-INGRESS", addr, f"ports {ports[0]}-{ports[1]}"))
    if t == "aws_s3_bucket_acl" and after.get("acl") in ("public-read", "public-read-write"):
        out.append(("HIGH", "PUBLIC-BUCKET", addr, after["acl"]))
    if t == "aws_s3_bucket_public_access_block" and not all(
            after.get(k) for k in ("block_public_acls", "block_public_policy",
                                   "ignore_public_acls", "restrict_public_buckets")):
        out.append(("HIGH", "PUBLIC-BUCKET", addr, "public access block relaxed"))
    pol = after.get("policy")
    if isinstance(pol, str) and pol.strip().startswith("{"):
        for st in json.loads(pol).get("Statement", []):
            acts = st.get("Action", [])
            acts = [acts] if isinstance(acts, str) else acts
            if st.get("Principal") in ("*", {"AWS": "*"}):
                out.append(("HIGH", "PUBLIC-BUCKET", addr, "Principal *"))
            if "*" in acts or st.get("Resource") == "*" and any(":Put" in a or ":Delete" in a for a in acts):
                out.append(("HIGH", "IAM-WILDCARD", addr, ",".join(acts)[:80]))
    if t == "aws_iam_access_key" and "create" in actions:
        out.append(("MED", "ACCESS-KEY", addr, "long-lived key"))
    if "policy_arn" in after and str(after["policy_arn"]).endswith("/AdministratorAccess"):
        out.append(("HIGH", "ADMIN-ATTACH", addr, after["policy_arn"]))
    return out


def main(path):
    plan = json.load(open(path))
    counts = {"create": 0, "update": 0, "delete": 0, "replace": 0}
    flags = []
    for rc in plan.get("resource_changes", []):
        a = rc["change"]["actions"]
        if a == ["no-op"] or a == ["read"]:
            continue
        key = "replace" if "delete" in a and "create" in a else a[0]
        counts[key] = counts.get(key, 0) + 1
        flags += flags_for(rc)
    print("changes: " + ", ".join(f"{k}={v}" for k, v in counts.items()))
    for sev, kind, addr, detail in sorted(flags, key=lambda f: f[0] != "HIGH"):
        print(f"[{sev}] {kind:13} {addr}  {detail}")


if __name__ == "__main__":
    main(sys.argv[1])
