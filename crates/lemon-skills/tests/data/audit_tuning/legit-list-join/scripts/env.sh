#!/bin/sh
a=dist; b=build
mkdir -p $a $b
