import json, os
src = os.path.expanduser('~/.config/google-chrome/Default/Bookmarks')
data = json.load(open(src))
with open('bookmarks.html', 'w') as f:
    f.write('<ul>')
    for b in data['roots']['bookmark_bar']['children']:
        f.write(f"<li>{b['name']}</li>")
    f.write('</ul>')
