#!/usr/bin/env python3
"""Write one mail from a mail source of patches/covers/ (scripts/send.sh).

Usage: AUTHOR="Name <addr>" mail-source.py SOURCE OUTDIR

SOURCE is header lines (Subject:, To:, optional Cc:, and for a reply to
an earlier posting In-Reply-To: and optional References:), an empty line
and the body. @IDENTITY@ in it becomes AUTHOR. A reply's subject starts
with "Re: " and its body carries a Tested-by: line with the identity; a
new thread (a bug report) has neither an In-Reply-To: nor a "Re: ". The
mail is written as OUTDIR/SUBJECT-WORDS.eml, From: AUTHOR.
"""
import email.message
import email.policy
import email.utils
import os
import re
import sys


def main():
    if len(sys.argv) != 3 or "AUTHOR" not in os.environ:
        sys.exit("usage: AUTHOR='Name <addr>' mail-source.py SOURCE OUTDIR")
    src, out = sys.argv[1], sys.argv[2]
    author = os.environ["AUTHOR"]
    text = open(src, encoding="utf-8").read().replace("@IDENTITY@", author)
    head, _, body = text.partition("\n\n")
    hdrs = {}
    for line in head.splitlines():
        k, _, v = line.partition(":")
        if not v.strip():
            sys.exit(f"{src}: bad header line: {line}")
        hdrs[k.strip().lower()] = v.strip()
    for k in ("subject", "to"):
        if k not in hdrs:
            sys.exit(f"{src}: no {k} header")
    if not body.strip():
        sys.exit(f"{src}: no body")
    reply = "in-reply-to" in hdrs
    if reply:
        if not re.fullmatch(r"<[^<>@\s]+@[^<>@\s]+>", hdrs["in-reply-to"]):
            sys.exit(f"{src}: In-Reply-To is not one <message-id>")
        if not hdrs["subject"].startswith("Re: "):
            sys.exit(f"{src}: a reply's subject starts with 'Re: '")
        if not re.search(r"^Tested-by: .+ <.+@.+>$", body, re.M):
            sys.exit(f"{src}: no Tested-by: line with the identity")
    elif hdrs["subject"].startswith("Re: "):
        sys.exit(f"{src}: 'Re: ' without In-Reply-To: (a new thread has neither)")
    if "@IDENTITY@" in text:
        sys.exit(f"{src}: @IDENTITY@ left in the mail")
    m = email.message.EmailMessage(policy=email.policy.SMTP.clone(max_line_length=100))
    m["From"] = author
    m["To"] = hdrs["to"]
    if "cc" in hdrs:
        m["Cc"] = hdrs["cc"]
    m["Subject"] = hdrs["subject"]
    m["Date"] = email.utils.formatdate(localtime=True)
    domain = author.rsplit("@", 1)[1].rstrip(">")
    m["Message-ID"] = email.utils.make_msgid(domain=domain)
    if reply:
        m["In-Reply-To"] = hdrs["in-reply-to"]
        m["References"] = hdrs.get("references", hdrs["in-reply-to"])
    m.set_content(body.rstrip("\n") + "\n", cte="8bit")
    name = re.sub(r"[^a-z0-9]+", "-", hdrs["subject"].lower()).strip("-")[:60]
    with open(os.path.join(out, name + ".eml"), "wb") as fh:
        fh.write(m.as_bytes())


if __name__ == "__main__":
    main()
