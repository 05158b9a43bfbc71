#!/bin/sh
rm -rf ./build
rm -rf "$HOME"/
