#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$HOME/.gradle/init.d"
cp "$(dirname "$0")/../templates/build-insights.gradle" "$HOME/.gradle/init.d/build-insights.gradle"
echo "build insights enabled for all Gradle builds"
