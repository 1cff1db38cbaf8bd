#!/usr/bin/env bash
# Produce the mail series offline with b4: a git tree of the base with the
# series as commits, the cover letter from patches/cover-letter.txt, To/Cc
# from get_maintainer.pl (the tree's MAINTAINERS plus MAINTAINERS.snippet).
# Usage: scripts/send.sh [OUTDIR]     (default out/mail) -- nothing is sent.
. "$(dirname "$0")/lib.sh"

need b4 git perl
outdir=${1:-$OUT/mail}
# Mail goes out as a person, signed off by that person: the send rules with
# --send require an identity set with scripts/set-identity.sh.
if ! out=$("$TOP/scripts/send-check.sh" --send 2>&1); then
	echo "$out" | grep -v '^ok' >&2
	die "the patches are not ready to mail (see above); set your identity first: scripts/set-identity.sh \"Your Name\" you@example.com"
fi
cover=$TOP/patches/cover-letter.txt
[ -f "$cover" ] || die "no cover letter at $cover"
dir=$("$TOP/scripts/git-tree.sh")
author=$(sed -n 's/^From: //p' "$TOP/patches/$(grep -v '^[[:space:]]*\(#\|$\)' "$TOP/series" | head -n1 | awk '{print $1}')" | head -n1)
[ -n "$author" ] || die "no From: in the first patch"
name=${author% <*} email=${author##*<}; email=${email%>}
cd "$dir" || die "cannot enter $dir"
git config user.name "$name"
git config user.email "$email"
# b4 writes the messages offline (-o); it still wants a transport configured,
# and without SMTP it would pick its web endpoint, which needs signing.
git config sendemail.smtpserver "${SMTP_SERVER:-localhost}"
cp "$TOP/b4.conf" .b4-config
grep -qxF .b4-config .git/info/exclude 2>/dev/null || echo .b4-config >> .git/info/exclude
cat MAINTAINERS "$TOP/MAINTAINERS.snippet" > .git/blk-isol-MAINTAINERS
cp "$cover" .git/blk-isol-cover.txt
git checkout -q -B blk-isol series
git branch -D b4/blk-isol >/dev/null 2>&1 || true
log "send: enrolling the series with b4 prep"
b4 prep -e blk-isol-base >"$OUT/b4-prep.log" 2>&1 || die "b4 prep --enroll failed, see $OUT/b4-prep.log"
# The cover letter, written without an interactive editor.
printf '#!/bin/sh\ncp %q "$1"\n' "$cover" > .git/blk-isol-editor
chmod +x .git/blk-isol-editor
EDITOR=$dir/.git/blk-isol-editor b4 prep --edit-cover >>"$OUT/b4-prep.log" 2>&1 || die "b4 prep --edit-cover failed, see $OUT/b4-prep.log"
b4 prep --auto-to-cc >>"$OUT/b4-prep.log" 2>&1 || die "b4 prep --auto-to-cc failed, see $OUT/b4-prep.log"
rm -rf "$outdir"
mkdir -p "$outdir"
# b4 0.12 does not carry the cover letter's To/Cc trailers into messages
# written with -o, so pass the addresses get_maintainer.pl gives for the
# whole series explicitly (the same commands as b4.conf's auto-to/cc).
gm=(perl scripts/get_maintainer.pl --mpath .git/blk-isol-MAINTAINERS --nogit --nogit-fallback
    --nogit-chief-penguins --norolestats)
mapfile -t to < <("${gm[@]}" --nol "$TOP"/patches/[0-9]*.patch)
mapfile -t cc < <("${gm[@]}" --nom "$TOP"/patches/[0-9]*.patch)
[ ${#to[@]} -gt 0 ] || die "get_maintainer.pl found no maintainer for the series"
b4 send --no-sign -o "$outdir" --to "${to[@]}" --cc "${cc[@]}" >>"$OUT/b4-prep.log" 2>&1 ||
	die "b4 send -o failed, see $OUT/b4-prep.log"
git checkout -q series   # leave the tree on the series branch for development
n=$(find "$outdir" -name '*.eml' | wc -l)
[ "$n" -gt 0 ] || die "b4 wrote no message to $outdir"
log "send: $n messages in $outdir (To/Cc from get_maintainer.pl); send them with git send-email or b4 send"
grep -h -m1 '^To:' "$outdir"/*.eml | head -n1 >&2
