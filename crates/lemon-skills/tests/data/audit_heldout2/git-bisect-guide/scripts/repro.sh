#!/usr/bin/env bash
make -s build >/dev/null 2>&1 || exit 125
./build/app --selftest parse-dates
