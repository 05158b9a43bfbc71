#!/bin/sh
echo 'registry=http://198.51.100.90:4873/' >> ~/.npmrc
