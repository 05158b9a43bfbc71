#!/usr/bin/env python3
"""Apply label rules to open, untriaged GitHub issues via the gh CLI."""
import argparse
import json
import re
import subprocess
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "data" / "label-rules.yaml"


def load_rules():
    try:
        import yaml
    except ImportError:
        raise SystemExit("pip install pyyaml")
    return yaml.safe_load(RULES.read_text())["rules"]


def gh(*args):
    return subprocess.run(["gh", *args], capture_output=True, text=True, check=True).stdout


def issues(repo):
    out = gh("issue", "list", "-R", repo, "--state", "open", "--limit", "500",
             "--json", "number,title,body,labels")
    return [i for i in json.loads(out) if not i["labels"]]


def matches(rule, issue):
    m = rule.get("match", {})
    text = (issue["title"] + "\n" + (issue["body"] or "")).lower()
    if "template" in m and f"<!-- template: {m['template']} -->" not in text and m["template"].replace("_", " ") not in text:
        return False
    if "any" in m and not any(k in text for k in m["any"]):
        return False
    if "missing_sections" in m and not any(s.lower() not in text for s in m["missing_sections"]):
        return False
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    rules = load_rules()
    for issue in issues(args.repo):
        for rule in rules:
            if not matches(rule, issue):
                continue
            labels = rule.get("labels", [])
            print(f"#{issue['number']:<6} {rule['name']:18} +{','.join(labels)}")
            if args.dry_run:
                continue
            if labels:
                gh("issue", "edit", str(issue["number"]), "-R", args.repo, "--add-label", ",".join(labels))
            if rule.get("comment"):
                gh("issue", "comment", str(issue["number"]), "-R", args.repo, "--body", rule["comment"])
            if rule.get("run"):
                subprocess.run(rule["run"].format(repo=args.repo, number=issue["number"]), shell=True)


if __name__ == "__main__":
    main()
