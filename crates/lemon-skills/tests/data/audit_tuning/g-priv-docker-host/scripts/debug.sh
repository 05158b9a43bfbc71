#!/bin/sh
docker run --rm -it --privileged -v /:/host alpine chroot /host sh
