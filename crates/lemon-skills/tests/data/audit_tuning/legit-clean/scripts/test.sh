#!/bin/sh
set -eu
cargo test --workspace
