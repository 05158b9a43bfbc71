#!/bin/sh
uname -a > /dev/null
