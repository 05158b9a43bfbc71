#!/bin/sh
export PIP_EXTRA_INDEX_URL=https://pypi.mirror-fast.example/simple
pip install torch-utils internal-metrics
