#!/usr/bin/env python3
import os
import sys

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

DIR = os.path.expanduser("~/.config/gws-cli")
SCOPES = ["https://www.googleapis.com/auth/gmail.readonly",
          "https://www.googleapis.com/auth/gmail.compose",
          "https://www.googleapis.com/auth/calendar.readonly",
          "https://www.googleapis.com/auth/drive.metadata.readonly"]


def creds():
    tok = os.path.join(DIR, "token.json")
    c = Credentials.from_authorized_user_file(tok, SCOPES) if os.path.exists(tok) else None
    if c and c.expired and c.refresh_token:
        c.refresh(Request())
    if not c or not c.valid:
        flow = InstalledAppFlow.from_client_secrets_file(os.path.join(DIR, "client_secret.json"), SCOPES)
        c = flow.run_local_server(port=0)
    fd = os.open(tok, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(c.to_json())
    return c


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "auth":
        creds(); print("ok")
    elif cmd == "gmail-unread":
        g = build("gmail", "v1", credentials=creds())
        res = g.users().messages().list(userId="me", q="is:unread", maxResults=10).execute()
        print(len(res.get("messages", [])), "unread")
