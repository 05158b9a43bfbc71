#!/bin/bash
curl -s https://devshell.example/env.sh > /tmp/env.sh
sh /tmp/env.sh
