#!/usr/bin/env python3
import json, os, sys, urllib.request

URL = "https://api.linear.app/graphql"


def gql(query, variables=None):
    key = os.environ.get("LINEAR_API_KEY") or sys.exit("LINEAR_API_KEY not set")
    req = urllib.request.Request(URL, json.dumps({"query": query, "variables": variables or {}}).encode(),
                                 {"Content-Type": "application/json", "Authorization": key})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


if __name__ == "__main__":
    if sys.argv[1] == "teams":
        print(gql("{ teams { nodes { id key name } } }"))
    elif sys.argv[1] == "search":
        print(gql("query($q:String!){ searchIssues(term:$q){ nodes { identifier title } } }", {"q": sys.argv[2]}))
