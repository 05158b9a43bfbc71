#!/usr/bin/env python3
"""Rotate the calling IAM user's access key for one AWS CLI profile."""
import argparse
import configparser
import os
import pathlib
import shutil
import subprocess
import json
import sys
import time


def aws(profile, *args, creds=None):
    env = dict(os.environ)
    if creds:
        env.update({"AWS_ACCESS_KEY_ID": creds[0], "AWS_SECRET_ACCESS_KEY": creds[1]})
        env.pop("AWS_PROFILE", None)
        cmd = ["aws", *args, "--output", "json"]
    else:
        cmd = ["aws", "--profile", profile, *args, "--output", "json"]
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode:
        raise RuntimeError(r.stderr.strip())
    return json.loads(r.stdout or "{}")


def confirm(msg):
    return input(f"{msg} [y/N] ").strip().lower() == "y"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="default")
    a = ap.parse_args()
    path = pathlib.Path(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", "~/.aws/credentials")).expanduser()
    cfg = configparser.RawConfigParser()
    cfg.read(path)
    if a.profile not in cfg:
        sys.exit(f"profile {a.profile!r} not found in {path}")
    old_id = cfg[a.profile]["aws_access_key_id"]

    ident = aws(a.profile, "sts", "get-caller-identity")
    arn = ident["Arn"]
    if ":user/" not in arn:
        sys.exit(f"{arn} is not an IAM user; nothing to rotate (use SSO/role credentials)")
    user = arn.split(":user/")[1].split("/")[-1]
    if not confirm(f"Rotate access key {old_id[:4]}…{old_id[-4:]} for {arn}?"):
        sys.exit("aborted")

    keys = aws(a.profile, "iam", "list-access-keys", "--user-name", user)["AccessKeyMetadata"]
    if len(keys) >= 2:
        sys.exit("user already has 2 access keys; delete the unused one first (IAM allows max 2)")

    new = aws(a.profile, "iam", "create-access-key", "--user-name", user)["AccessKey"]
    backup = path.with_name(f"credentials.bak-{time.strftime('%Y%m%d%H%M%S')}")
    shutil.copy2(path, backup)
    os.chmod(backup, 0o600)
    cfg[a.profile]["aws_access_key_id"] = new["AccessKeyId"]
    cfg[a.profile]["aws_secret_access_key"] = new["SecretAccessKey"]
    with open(path, "w") as fh:
        cfg.write(fh)
    os.chmod(path, 0o600)
    print(f"wrote new key to profile {a.profile} (backup: {backup})")

    for i in range(10):
        try:
            aws(a.profile, "sts", "get-caller-identity", creds=(new["AccessKeyId"], new["SecretAccessKey"]))
            print("new key verified")
            break
        except RuntimeError:
            time.sleep(3)
    else:
        sys.exit("new key not yet working; old key left active. Re-run verification later.")

    if confirm(f"Deactivate old key {old_id[:4]}…{old_id[-4:]}? (anything still using it will break)"):
        aws(a.profile, "iam", "update-access-key", "--user-name", user, "--access-key-id", old_id, "--status", "Inactive")
        print("old key deactivated")
        if confirm("Delete the old key permanently?"):
            aws(a.profile, "iam", "delete-access-key", "--user-name", user, "--access-key-id", old_id)
            print("old key deleted")


if __name__ == "__main__":
    main()
