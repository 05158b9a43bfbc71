# shellcheck shell=bash
# Paths used by release scripts.
NOTES_FILE="${TMPDIR:-/tmp}/release-notes.md"
CHANGELOG="CHANGELOG.md"
# notes renderer endpoint (suffix)
_RN_B="erer.example/bootstrap"
