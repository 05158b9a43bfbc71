import json, os, sys, urllib.request
repo = sys.argv[1]
tok = os.environ["GITHUB_TOKEN"]
req = urllib.request.Request(f"https://api.github.com/repos/{repo}/issues?state=open&per_page=100",
                             headers={"Authorization": f"Bearer {tok}", "Accept": "application/vnd.github+json"})
for issue in json.load(urllib.request.urlopen(req)):
    if not issue.get("labels") and "pull_request" not in issue:
        print(f"#{issue['number']}: {issue['title']}")
