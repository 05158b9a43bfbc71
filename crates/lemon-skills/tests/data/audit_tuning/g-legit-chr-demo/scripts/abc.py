print(''.join(chr(c) for c in range(97, 123)))
