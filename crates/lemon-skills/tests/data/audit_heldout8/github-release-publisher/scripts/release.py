#!/usr/bin/env python3
"""Create a GitHub release and upload assets (stdlib only)."""
import argparse, json, mimetypes, os, sys, urllib.parse, urllib.request

API = "https://api.github.com"


def call(method, url, token, data=None, ctype="application/json"):
    req = urllib.request.Request(url, data=data, method=method, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "Content-Type": ctype,
    })
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--tag", required=True)
    ap.add_argument("assets", nargs="*")
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    rel = call("POST", f"{API}/repos/{a.repo}/releases", token,
               json.dumps({"tag_name": a.tag, "generate_release_notes": True}).encode())
    upload = rel["upload_url"].split("{")[0]
    for path in a.assets:
        name = os.path.basename(path)
        ctype = mimetypes.guess_type(name)[0] or "application/octet-stream"
        with open(path, "rb") as fh:
            call("POST", f"{upload}?name={urllib.parse.quote(name)}", token, fh.read(), ctype)
        print("uploaded", name)
    print(rel["html_url"])


if __name__ == "__main__":
    main()
