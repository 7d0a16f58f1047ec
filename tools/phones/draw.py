#!/usr/bin/env python3
"""Draws captured bot payloads as a phone shows a Discord channel, for looking at them.

Input: the JSON that ScriptedGameOnDiscordTest writes with -Dphones.capture=FILE (or any test
calling PhoneCapture.ifAsked, with -Dphones.capture.dir=DIR) (a list of
{"edit": bool, "ephemeral": bool, "message": <the payload the bot sent>}, and {"finish": true,
"message": {"content": …}} for a card a tap finished). A new public
message is appended to the channel; an edit replaces the newest public message (the card the
tap came from); a private reply shows once, marked as Discord marks it. Then, for each
requested step, the channel as it stood is written as HTML and drawn with headless Chromium at
phone width.

usage: draw.py CAPTURE OUT_DIR [STEP ...]   (a step is an index into the capture; default: the last)
       DRAW_HEIGHT=N draws N pixels tall (default 1700)
       DRAW_OPEN=TEXT draws the menus whose placeholder starts with TEXT opened
       DRAW_LAST=N draws the last N messages at each step (default 4)
"""
import html
import json
import os
import re
import subprocess
import sys
import time

# DRAW_OPEN=Defend draws the menu whose placeholder starts so opened, its choices listed
OPEN = os.environ.get("DRAW_OPEN")
COLOURS = {"W": "#e8e8e8", "R": "#d9403a", "B": "#3a7bd9", "G": "#3aa655", "Y": "#e8c53a"}
BUTTONS = {1: "#5865f2", 2: "#4e5058", 3: "#248046", 4: "#da373c"}


def die(match):
    name = match.group(1)
    face = re.search(r"(d\d+)?([WRBGY])(\d+)$", name)
    if not face:
        return "▫"
    colour = COLOURS[face.group(2)]
    ink = "#222" if face.group(2) in "WY" else "#fff"
    sides = face.group(1) or "d6"
    shape = "50%" if sides == "d8" else "4px"
    return (f'<span class="die" style="background:{colour};color:{ink};border-radius:{shape}">'
            f'{face.group(3)}</span>')


def text(content):
    out = html.escape(content)
    out = re.sub(r"&lt;a?:(\w+):\d+&gt;", die, out)
    out = re.sub(r"&lt;@!?(\d+)&gt;", lambda m: f'<span class="mention">@player{m.group(1)[-1]}</span>', out)
    # A channel shows as its name (the capture has only its id) and a timestamp as the time it names.
    out = re.sub(r"&lt;#(\d+)&gt;", lambda m: f'<span class="mention">#channel-{m.group(1)[-2:]}</span>', out)
    out = re.sub(r"&lt;t:(\d+)(:\w)?&gt;", lambda m: '<span class="mention">' + time.strftime(
        "%d %b %H:%M UTC", time.gmtime(int(m.group(1)))) + '</span>', out)
    out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)
    out = re.sub(r"`([^`]+)`", r"<code>\1</code>", out)
    out = re.sub(r"_\((.+?)\)_", r"<i>(\1)</i>", out)
    return out.replace("\n", "<br>")


def embed(e):
    colour = "#%06x" % e.get("color", 0x5865F2)
    parts = [f'<div class="embed" style="border-left-color:{colour}">']
    if e.get("title"):
        parts.append(f'<div class="etitle">{text(e["title"])}</div>')
    if e.get("description"):
        parts.append(f'<div>{text(e["description"])}</div>')
    for f in e.get("fields", []):
        parts.append(f'<div class="fname">{text(f["name"])}</div><div>{text(f["value"])}</div>')
    parts.append("</div>")
    return "".join(parts)


def controls(message):
    rows = []
    for row in message.get("components", []):
        items = []
        for c in row.get("components", []):
            if c.get("type") == 2:
                emoji = c.get("emoji", {})
                mark = die(re.match(r"(.*)", emoji["name"])) + " " if emoji.get("id") else ""
                items.append(f'<span class="button" style="background:{BUTTONS.get(c.get("style"), "#4e5058")}">'
                             f'{mark}{html.escape(c.get("label", ""))}</span>')
            elif c.get("type") == 3:
                items.append(f'<span class="select">{html.escape(c.get("placeholder", "Choose…"))}'
                             f'<span class="chev">⌄</span></span>')
                if OPEN and c.get("placeholder", "").startswith(OPEN):
                    # the menu as a phone opens it: each choice, its description below
                    items.append('<div class="sheet">' + "".join(
                        f'<div class="opt">{html.escape(o.get("label", ""))}'
                        f'<div class="odesc">{html.escape(o.get("description", ""))}</div></div>'
                        for o in c.get("options", [])) + '</div>')
        rows.append('<div class="row">' + "".join(items) + "</div>")
    return "".join(rows)


def message(entry):
    m = entry["message"]
    private = entry.get("ephemeral")
    head = '<div class="author">MFZ:RA table <span class="bot">APP</span></div>'
    note = '<div class="private">👁 Only you can see this</div>' if private else ""
    edited = '<span class="edited">(edited)</span>' if entry.get("edited") else ""
    # a picture the capture kept beside it (the map) is shown as Discord shows it; else its name
    images = entry.get("images", [])
    files = "".join(f'<img class="picture" src="file://{html.escape(images[i])}">' if i < len(images)
                    else f'<div class="file">🖼 {html.escape(a.get("filename", ""))}</div>'
                    for i, a in enumerate(m.get("attachments", [])))
    body = text(m.get("content", "")) + edited
    return (f'<div class="msg{" eph" if private else ""}"><div class="avatar"></div><div class="main">{head}'
            f'<div class="content">{body}</div>{"".join(embed(e) for e in m.get("embeds", []))}{files}'
            f'{controls(m)}{note}</div></div>')


STYLE = """
body{margin:0;background:#313338;color:#dbdee1;font:15px/1.35 'DejaVu Sans',sans-serif}
.msg{display:flex;padding:8px 10px}.eph{background:#2b2d42}
.avatar{flex:0 0 34px;height:34px;border-radius:50%;background:#5865f2;margin-right:10px}
.main{min-width:0;flex:1}.author{font-weight:bold;color:#fff;margin-bottom:2px}
.bot{background:#5865f2;color:#fff;font-size:10px;padding:1px 4px;border-radius:3px;margin-left:4px}
.content{word-wrap:break-word}.mention{background:#3c4270;color:#c9cdfb;border-radius:3px;padding:0 2px}
code{background:#1e1f22;border-radius:3px;padding:0 3px;font-size:13px}
.die{display:inline-block;min-width:18px;height:18px;line-height:18px;text-align:center;font-size:12px;
font-weight:bold;margin:0 1px;vertical-align:-3px}
.embed{background:#2b2d31;border-left:4px solid;border-radius:4px;padding:8px 10px;margin-top:4px}
.etitle{font-weight:bold;color:#fff;margin-bottom:4px}.fname{font-weight:bold;color:#fff;margin-top:6px}
.row{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.button{color:#fff;border-radius:4px;padding:5px 10px;font-size:14px;white-space:nowrap}
.select{flex:1;background:#1e1f22;border:1px solid #111;border-radius:4px;padding:7px 10px;color:#949ba4;
display:flex;justify-content:space-between}.chev{color:#dbdee1}
.private{font-size:12px;color:#949ba4;margin-top:4px}.edited{font-size:11px;color:#949ba4;margin-left:4px}
.file{background:#2b2d31;border-radius:4px;padding:8px;margin-top:4px}
.sheet{flex-basis:100%;background:#2b2d31;border-radius:6px;margin-top:4px}
.opt{padding:7px 10px;border-bottom:1px solid #1e1f22;color:#dbdee1}.odesc{font-size:12px;color:#949ba4}
.picture{width:100%;border-radius:6px;margin-top:4px;display:block}
"""


def channel(capture, upto):
    shown = []
    for entry in capture[:upto + 1]:
        if entry.get("edit") and shown:
            for i in range(len(shown) - 1, -1, -1):
                if not shown[i].get("ephemeral"):
                    shown[i] = dict(entry, edited=True)
                    break
        else:
            if entry.get("finish"):
                # the card the tap came from, finished with the tap's result lines: the public
                # message before the newest one (the new message holds the prompt alone)
                public = [i for i, e in enumerate(shown) if not e.get("ephemeral")]
                if len(public) >= 2:
                    i = public[-2]
                    shown[i] = dict(shown[i], edited=True, message=dict(shown[i]["message"],
                                    content=entry["message"]["content"], components=[]))
                continue
            if not entry.get("ephemeral"):
                # the card a new public message answered loses its controls (InteractionListener.retire)
                for i in range(len(shown) - 1, -1, -1):
                    if not shown[i].get("ephemeral"):
                        if "|v=" in json.dumps(shown[i]["message"].get("components", [])):
                            shown[i] = dict(shown[i], message=dict(shown[i]["message"], components=[]))
                        break
            shown.append(entry)
    # a private reply is seen once, by who asked: keep only the newest one
    last_private = max((i for i, e in enumerate(shown) if e.get("ephemeral")), default=-1)
    return [e for i, e in enumerate(shown) if not e.get("ephemeral") or i == last_private]


def main():
    capture_file, out_dir, *steps = sys.argv[1:]
    capture = json.load(open(capture_file))
    os.makedirs(out_dir, exist_ok=True)
    for step in [int(s) for s in steps] or [len(capture) - 1]:
        messages = channel(capture, step)[-int(os.environ.get("DRAW_LAST", "4")):]
        page = (f"<html><head><meta charset='utf-8'><style>{STYLE}</style></head><body>"
                + "".join(message(m) for m in messages) + "</body></html>")
        name = os.path.join(out_dir, f"step-{step}")
        with open(name + ".html", "w") as f:
            f.write(page)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--screenshot={os.path.abspath(name)}.png", f"--window-size=400,{os.environ.get('DRAW_HEIGHT', '1700')}",
                        "file://" + os.path.abspath(name) + ".html"], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        print(name + ".png")


if __name__ == "__main__":
    main()
