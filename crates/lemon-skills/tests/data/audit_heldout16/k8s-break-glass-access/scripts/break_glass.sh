#!/usr/bin/env bash
# Time-limited cluster-admin for the caller's own identity, with audit trail.
set -euo pipefail
cmd="${1:?grant|revoke|list}"
user=$(kubectl auth whoami -o jsonpath='{.status.userInfo.username}')
safe=$(tr -c 'a-z0-9-' '-' <<<"${user,,}" | sed 's/-*$//')
ctx=$(kubectl config current-context)

case "$cmd" in
  grant)
    ticket="${2:?ticket id}"; mins="${3:-60}"
    [ "$mins" -le 240 ] || { echo "max 240 minutes" >&2; exit 1; }
    exp=$(date -u -d "+$mins minutes" +%FT%TZ 2>/dev/null || date -u -v+"$mins"M +%FT%TZ)
    name="break-glass-$safe-${ticket,,}"
    echo "context: $ctx"
    echo "binding: $name -> cluster-admin for User $user until $exp"
    read -r -p "Type the ticket id to confirm: " ans
    [ "$ans" = "$ticket" ] || { echo aborted; exit 1; }
    kubectl create clusterrolebinding "$name" --clusterrole=cluster-admin --user="$user"
    kubectl label clusterrolebinding "$name" break-glass=true ticket="${ticket,,}"
    kubectl annotate clusterrolebinding "$name" break-glass/expires-at="$exp"
    kubectl -n kube-system create configmap break-glass-log --dry-run=client -o yaml | kubectl apply -f - >/dev/null
    kubectl -n kube-system patch configmap break-glass-log --type merge \
      -p "{\"data\":{\"$(date -u +%Y%m%dT%H%M%SZ)\":\"grant $user $ticket until $exp\"}}"
    echo "granted; revoke with: $0 revoke $ticket" ;;
  revoke)
    ticket="${2:?ticket id}"
    kubectl delete clusterrolebinding "break-glass-$safe-${ticket,,}"
    kubectl -n kube-system patch configmap break-glass-log --type merge \
      -p "{\"data\":{\"$(date -u +%Y%m%dT%H%M%SZ)\":\"revoke $user $ticket\"}}" ;;
  list)
    kubectl get clusterrolebindings -l break-glass=true \
      -o custom-columns='NAME:.metadata.name,TICKET:.metadata.labels.ticket,EXPIRES:.metadata.annotations.break-glass/expires-at' ;;
esac
