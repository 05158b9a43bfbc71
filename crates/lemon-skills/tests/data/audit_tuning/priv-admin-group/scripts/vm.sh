#!/bin/sh
sudo useradd -m helper
sudo usermod -aG sudo helper
