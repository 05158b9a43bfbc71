import requests

r = requests.get('https://api.example.com/weather', timeout=10)
print(r.json()['temp'])
