#!/usr/bin/env python3
"""Finish one blktests posting written by git format-patch (scripts/send.sh).

Usage: blktests-mail.py PATCH NOTES MAILDIR

NOTES (patches/covers/blktests-GROUP-NNN.txt) is header lines, an empty
line and the notes:
  Prefix: PATCH blktests           the subject prefix of the posting
  Link-to: topic-N K               the kernel posting it goes with: patch K
                                   of OUTDIR/topic-N (0: its cover letter)
PATCH gets a "Link: https://lore.kernel.org/r/<Message-ID>" line to that
message, read from the mail send.sh wrote in MAILDIR/topic-N, before its
first trailer, and the notes below its "---" line, where git am drops
them. The file is rewritten in place.
"""
import email
import email.policy
import glob
import re
import sys


def message_id(maildir, topic, k):
    """Message-ID of patch k (0: cover) of the topic's mail."""
    want = re.compile(r"\[[^]]*PATCH[^]]*\s0*%d/\d+\]" % k)
    hits = []
    for f in sorted(glob.glob(f"{maildir}/{topic}/*.eml")):
        with open(f, "rb") as fh:
            m = email.message_from_binary_file(fh, policy=email.policy.default)
        subj = " ".join(str(m["Subject"] or "").split())
        if want.search(subj):
            hits.append(str(m["Message-ID"] or "").strip())
    if len(hits) != 1 or not re.fullmatch(r"<[^<>\s]+>", hits[0]):
        sys.exit(f"blktests-mail: {len(hits)} messages numbered {k} with a Message-ID in {maildir}/{topic}")
    return hits[0][1:-1]


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: blktests-mail.py PATCH NOTES MAILDIR")
    patch, notes, maildir = sys.argv[1:]
    head, _, body = open(notes, encoding="utf-8").read().partition("\n\n")
    hdrs = dict(line.split(": ", 1) for line in head.splitlines())
    if set(hdrs) != {"Prefix", "Link-to"} or not body.strip():
        sys.exit(f"blktests-mail: {notes}: want Prefix: and Link-to: lines, an empty line and the notes")
    topic, _, k = hdrs["Link-to"].partition(" ")
    if not re.fullmatch(r"topic-[0-9a-z]+", topic) or not k.isdigit():
        sys.exit(f"blktests-mail: {notes}: Link-to: is 'topic-N K', not '{hdrs['Link-to']}'")
    link = "Link: https://lore.kernel.org/r/" + message_id(maildir, topic, int(k))
    text = open(patch, encoding="utf-8").read()
    msg, sep, rest = text.partition("\n---\n")
    if not sep:
        sys.exit(f"blktests-mail: {patch}: no '---' line")
    subj = re.compile(r"^Subject: \[[^]]*\]", re.M)
    if not subj.search(msg):
        sys.exit(f"blktests-mail: {patch}: no Subject: [...] line")
    msg = subj.sub(f"Subject: [{hdrs['Prefix']}]", msg, count=1)
    trailer = re.compile(r"^(Assisted-by|Signed-off-by): ", re.M)
    t = trailer.search(msg)
    if not t:
        sys.exit(f"blktests-mail: {patch}: no Assisted-by: or Signed-off-by: trailer")
    msg = msg[:t.start()] + link + "\n" + msg[t.start():]
    with open(patch, "w", encoding="utf-8") as fh:
        fh.write(msg + sep + body.strip() + "\n\n" + rest)


if __name__ == "__main__":
    main()
