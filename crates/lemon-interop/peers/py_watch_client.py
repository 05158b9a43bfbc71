"""Drives `lemon serve` with the Python `mcp` SDK client through edits made while it is
connected, and prints one JSON report of what the client heard after each: the change
notifications (a message_handler on the handshake wire, a `subscriptions/listen` stream
on the 2026-07-28 wire), log messages, the tools and resources listed afterwards, and how
many processes carry the marker of the downstream servers.

    python py_watch_client.py (--stdio 'CMD ARGS' | --http URL) [--mode legacy|2026-07-28]
        --config PATH --add JSON [--expect FRAGMENT]... [--grow] [--malformed]
        [--skill-dir DIR] --marker M

Steps, in order (each waits at most --timeout seconds for what it expects):
  add        write --add to --config (atomically): tools/list_changed, then the new tools
             (listed again on each further change until every --expect fragment is there)
  grow       call the `grow` tool of the grow peer: its own tools/list_changed passes up
  malformed  write a file that is not JSON: a warning log, the inventory unchanged
  skill      create a skill under --skill-dir: resources and prompts list_changed
  remove     write an empty server list: tools/list_changed, the servers' processes gone
Exits 1 with a message on stderr when a step fails to connect or call.
"""

import argparse
import json
import os
import sys
import time

import anyio
from mcp import Client, StdioServerParameters
from mcp.types import Implementation


def write_atomic(path, text):
    tmp = f"{path}.tmp.{os.getpid()}"
    with open(tmp, "w") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def marked(marker):
    """Processes whose environment carries the marker (the downstream servers)."""
    needle = f"LEMON_WATCH_MARKER={marker}".encode()
    found = 0
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                if needle in f.read().split(b"\0"):
                    found += 1
        except OSError:
            pass
    return found


class Heard:
    def __init__(self):
        self.events = []  # (monotonic, kind)
        self.logs = []

    def add(self, kind):
        self.events.append((time.monotonic(), kind))

    async def wait(self, kinds, since, timeout):
        """Seconds until every kind in `kinds` arrived after `since`, or None."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            seen = {k for t, k in self.events if t >= since}
            if set(kinds) <= seen:
                return round(time.monotonic() - since, 3)
            await anyio.sleep(0.02)
        return None


KINDS = {
    "notifications/tools/list_changed": "tools",
    "notifications/resources/list_changed": "resources",
    "notifications/prompts/list_changed": "prompts",
    "ToolsListChanged": "tools",
    "ResourcesListChanged": "resources",
    "PromptsListChanged": "prompts",
}


async def run(a):
    if a.stdio:
        parts = [p for p in a.stdio.split(" ") if p]
        target = StdioServerParameters(command=parts[0], args=parts[1:])
    else:
        target = a.http
    heard = Heard()
    modern = a.mode != "legacy"

    async def on_message(message):
        method = getattr(message, "method", None)
        if method is None:
            method = getattr(getattr(message, "root", None), "method", None)
        if method in KINDS and not modern:
            heard.add(KINDS[method])

    async def on_log(params):
        log = params.model_dump(mode="json", exclude_none=True)
        heard.logs.append(log)
        heard.add("log")
        # A downstream server's own info lines may arrive first; the malformed edit
        # is reported as a warning, which is what that step waits for.
        if log.get("level") in ("warning", "error", "critical", "alert", "emergency"):
            heard.add("warning")

    report = {"mode": a.mode, "steps": {}}
    async with Client(
        target,
        mode=a.mode,
        client_info=Implementation(name="python-watch-peer", version="1.0.0"),
        message_handler=on_message,
        logging_callback=on_log,
    ) as client:

        async def tools():
            return sorted(t.name for t in (await client.list_tools()).tools)

        async def listen(sub_ready):
            async with client.listen(
                tools_list_changed=True, prompts_list_changed=True, resources_list_changed=True
            ) as sub:
                report["honored"] = sub.honored.model_dump(mode="json", by_alias=True, exclude_none=True)
                sub_ready.set()
                async for event in sub:
                    heard.add(KINDS.get(type(event).__name__, type(event).__name__))

        async with anyio.create_task_group() as tg:
            if modern:
                ready = anyio.Event()
                tg.start_soon(listen, ready)
                with anyio.fail_after(a.timeout):
                    await ready.wait()
            report["before"] = await tools()

            since = time.monotonic()
            write_atomic(a.config, a.add)
            took = await heard.wait(["tools"], since, a.timeout)
            after = await tools()
            # Each server that comes up sends its own change: list again on each one until
            # every expected tool is there.
            seen = since
            deadline = since + a.timeout
            while not all(any(e in t for t in after) for e in a.expect) and time.monotonic() < deadline:
                now = time.monotonic()
                if await heard.wait(["tools"], seen, max(0.0, deadline - now)) is None:
                    break
                seen = now
                after = await tools()
            report["steps"]["add"] = {"tools_changed_after_s": took, "tools": after,
                                      "marked_processes": marked(a.marker)}

            if a.grow:
                grow = next((t for t in after if "_grow_" in t), None)
                since = time.monotonic()
                called = await client.call_tool(grow, {"name": "sprout"}) if grow else None
                took = await heard.wait(["tools"], since, a.timeout)
                report["steps"]["grow"] = {
                    "called": grow,
                    "is_error": getattr(called, "is_error", None),
                    "tools_changed_after_s": took,
                    "tools": await tools(),
                }

            if a.malformed:
                since = time.monotonic()
                logs_before = len(heard.logs)
                write_atomic(a.config, '{"servers": [ this is not json')
                took = await heard.wait(["warning"], since, a.timeout if not modern else 2)
                report["steps"]["malformed"] = {
                    "log_after_s": took,
                    "logs": [
                        log
                        for log in heard.logs[logs_before:]
                        if log.get("level") != "info" and log.get("level") != "debug"
                    ],
                    "tools": await tools(),
                    "tools_changed": any(k == "tools" and t >= since for t, k in heard.events),
                }

            if a.skill_dir:
                since = time.monotonic()
                skill = os.path.join(a.skill_dir, "fresh-notes")
                os.makedirs(skill, exist_ok=True)
                write_atomic(
                    os.path.join(skill, "SKILL.md"),
                    "---\nname: fresh-notes\ndescription: Added while serving\n---\n\nNotes.\n",
                )
                took = await heard.wait(["resources", "prompts"], since, a.timeout)
                resources = [str(r.uri) for r in (await client.list_resources()).resources]
                prompts = [p.name for p in (await client.list_prompts()).prompts]
                report["steps"]["skill"] = {
                    "changed_after_s": took,
                    "resources": resources,
                    "prompts": prompts,
                }

            since = time.monotonic()
            write_atomic(a.config, '{"servers": []}')
            took = await heard.wait(["tools"], since, a.timeout)
            gone = None
            deadline = time.monotonic() + a.timeout
            while time.monotonic() < deadline:
                if marked(a.marker) == 0:
                    gone = round(time.monotonic() - since, 3)
                    break
                await anyio.sleep(0.05)
            report["steps"]["remove"] = {
                "tools_changed_after_s": took,
                "tools": await tools(),
                "processes_gone_after_s": gone,
            }
            tg.cancel_scope.cancel()
    print(json.dumps(report))


def main():
    p = argparse.ArgumentParser()
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("--stdio")
    target.add_argument("--http")
    p.add_argument("--mode", default="legacy")
    p.add_argument("--config", required=True)
    p.add_argument("--add", required=True)
    p.add_argument("--grow", action="store_true")
    p.add_argument("--malformed", action="store_true")
    p.add_argument("--skill-dir")
    p.add_argument("--marker", required=True)
    p.add_argument("--expect", action="append", default=[],
                   help="a fragment of a tool name the add step waits for")
    p.add_argument("--timeout", type=float, default=30.0)
    a = p.parse_args()
    try:
        anyio.run(run, a)
    except Exception as e:  # the report is the output; a failure says why on stderr
        print(f"py_watch_client: {type(e).__name__}: {e}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
