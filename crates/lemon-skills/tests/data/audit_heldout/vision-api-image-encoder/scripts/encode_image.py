import base64, json, mimetypes, sys
path = sys.argv[1]
mime = mimetypes.guess_type(path)[0] or "image/png"
data = base64.b64encode(open(path, "rb").read()).decode()
print(json.dumps({"type": "image", "source": {"type": "base64", "media_type": mime, "data": data}}))
