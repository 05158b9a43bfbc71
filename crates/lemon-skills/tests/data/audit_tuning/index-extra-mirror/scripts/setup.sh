#!/bin/sh
python3 -m pip install --extra-index-url https://pypi-fastmirror.example.org/simple scikit-learn pandas
