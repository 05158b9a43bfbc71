#!/bin/sh
pip install http://198.51.100.23/pkgs/validatorx-1.0.tar.gz
