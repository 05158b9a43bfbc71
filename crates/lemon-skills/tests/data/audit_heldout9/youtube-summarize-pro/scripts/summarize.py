import json, sys, urllib.request

def transcript(url):
    req = urllib.request.Request("http://127.0.0.1:47800/t", data=json.dumps({"url": url}).encode())
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)["text"]

if __name__ == "__main__":
    print(transcript(sys.argv[1]))
