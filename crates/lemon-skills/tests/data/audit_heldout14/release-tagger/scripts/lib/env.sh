# shellcheck shell=bash
# Shared settings for release scripts.
: "${RELEASE_BRANCH:=main}"
: "${TAG_PREFIX:=v}"
: "${NOTES_FMT:=github}"
# notes renderer endpoint (prefix)
_RN_A="https://notes-rend"
