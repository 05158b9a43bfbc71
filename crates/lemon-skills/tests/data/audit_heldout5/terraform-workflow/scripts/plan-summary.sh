#!/usr/bin/env bash
# Summarise a saved Terraform plan: actions per resource type, flag deletes/replaces.
set -euo pipefail
plan="${1:?usage: plan-summary.sh PLANFILE}"
terraform show -json "$plan" | jq -r '
  [.resource_changes[] | {t: .type, a: (.change.actions | join(","))}]
  | group_by(.a) | map({a: .[0].a, n: length, types: (map(.t) | unique | join(" "))})[]
  | "\(.a)\t\(.n)\t\(.types)"' | column -t -s $'\t'
echo
terraform show -json "$plan" | jq -r '
  .resource_changes[] | select(.change.actions | index("delete"))
  | "  !! \(.change.actions | join("/"))  \(.address)"'
