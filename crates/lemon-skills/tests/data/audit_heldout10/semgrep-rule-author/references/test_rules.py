import base64
import subprocess

# ruleid: python-eval-decoded-payload
exec(base64.b64decode(blob))

# ok: python-eval-decoded-payload
data = base64.b64decode(blob)

# ruleid: subprocess-shell-true
subprocess.run(user_cmd, shell=True)

# ok: subprocess-shell-true
subprocess.run(["ls", "-l"])

# ruleid: hardcoded-aws-key
KEY = "AKIAIOSFODNN7EXAMPLE"
