#!/usr/bin/env bash
# Produce the mail offline with b4, one series per topic of ./series (each
# goes to its own maintainers and is taken on its own): a git tree of the
# base with the topic's patches as commits (after the patches its "# needs:"
# lines name, which stay out of the mail), its cover letter from
# patches/covers/topic-N.txt, To/Cc from get_maintainer.pl over the topic's
# patches (the tree's MAINTAINERS plus MAINTAINERS.snippet).
# Usage: scripts/send.sh [OUTDIR]     (default out/mail: OUTDIR/topic-N/*.eml)
# Nothing is sent.
. "$(dirname "$0")/lib.sh"

need b4 git perl
outdir=${1:-$OUT/mail}
# Mail goes out as a person, signed off by that person: the send rules with
# --send require an identity set with scripts/set-identity.sh.
if ! out=$("$TOP/scripts/send-check.sh" --send 2>&1); then
	echo "$out" | grep -v '^ok' >&2
	die "the patches are not ready to mail (see above); set your identity first: scripts/set-identity.sh \"Your Name\" you@example.com"
fi
mapfile -t tlist < <(topics)
[ ${#tlist[@]} -gt 0 ] || die "no '# Topic N: TITLE' banner in $TOP/series"
for t in "${tlist[@]}"; do
	[ -f "$TOP/patches/covers/topic-${t%%$'\t'*}.txt" ] || die "no cover letter for topic ${t%%$'\t'*} at patches/covers/topic-${t%%$'\t'*}.txt"
done
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
gm=(perl scripts/get_maintainer.pl --mpath .git/blk-isol-MAINTAINERS --nogit --nogit-fallback
    --nogit-chief-penguins --norolestats)
rm -rf "$outdir"
: > "$OUT/b4-prep.log"
for t in "${tlist[@]}"; do
	n=${t%%$'\t'*}
	mapfile -t needs < <(topic_needs "$n")
	mapfile -t own < <(topic_patches "$n" | tail -n +$((${#needs[@]} + 1)))
	log "send: topic $n (${t#*$'\t'}): ${#own[@]} patches${needs[*]:+, on top of ${needs[*]}}"
	git checkout -q -B "blk-isol-topic$n" blk-isol-base
	for p in "${needs[@]}"; do
		git am -q --whitespace=nowarn "$TOP/patches/$p" || { git am --abort; die "topic $n: git am failed on its prerequisite $p"; }
	done
	start=$(git rev-parse HEAD)
	for p in "${own[@]}"; do
		git am -q --whitespace=nowarn "$TOP/patches/$p" || { git am --abort; die "topic $n: git am failed on $p"; }
	done
	git branch -D "b4/blk-isol-topic$n" >/dev/null 2>&1 || true
	b4 prep -e "$start" >>"$OUT/b4-prep.log" 2>&1 || die "topic $n: b4 prep --enroll failed, see $OUT/b4-prep.log"
	# The cover letter, written without an interactive editor.
	printf '#!/bin/sh\ncp %q "$1"\n' "$TOP/patches/covers/topic-$n.txt" > .git/blk-isol-editor
	chmod +x .git/blk-isol-editor
	EDITOR=$dir/.git/blk-isol-editor b4 prep --edit-cover >>"$OUT/b4-prep.log" 2>&1 ||
		die "topic $n: b4 prep --edit-cover failed, see $OUT/b4-prep.log"
	# b4 0.12 does not carry the cover letter's To/Cc trailers into messages
	# written with -o: pass what get_maintainer.pl gives for this topic's
	# patches (the same commands as b4.conf's auto-to/cc; without the tree's
	# history it cannot look up the authors of Fixes: commits, and says so
	# on stderr).
	mapfile -t to < <("${gm[@]}" --nol "${own[@]/#/$TOP/patches/}" 2>/dev/null)
	mapfile -t cc < <("${gm[@]}" --nom "${own[@]/#/$TOP/patches/}" 2>/dev/null)
	[ ${#to[@]} -gt 0 ] || die "topic $n: get_maintainer.pl found no maintainer"
	mkdir -p "$outdir/topic-$n"
	b4 send --no-sign -o "$outdir/topic-$n" --to "${to[@]}" --cc "${cc[@]}" >>"$OUT/b4-prep.log" 2>&1 ||
		die "topic $n: b4 send -o failed, see $OUT/b4-prep.log"
	# A topic on top of patches from another series: its base is still the
	# base, and those patches are named the way git format-patch --base does.
	if [ ${#needs[@]} -gt 0 ]; then
		cover=$(grep -l '^Subject: \[PATCH[^]]* 0*0/' "$outdir/topic-$n"/*.eml | head -n1)
		[ -n "$cover" ] || die "topic $n: no cover letter among the messages"
		ids=$(git log --reverse --format=%H "blk-isol-base..$start" | while read -r c; do
			echo "prerequisite-patch-id: $(git show "$c" | git patch-id --stable | cut -d' ' -f1)"; done)
		awk -v base="$(git rev-parse blk-isol-base)" -v ids="$ids" '
			/^base-commit: / && !done { print "base-commit: " base; print ids; done = 1; next } { print }' \
			"$cover" > "$cover.new" && mv "$cover.new" "$cover"
	fi
	m=$(find "$outdir/topic-$n" -name '*.eml' | wc -l)
	[ "$m" -gt "${#own[@]}" ] || die "topic $n: b4 wrote $m messages for ${#own[@]} patches and a cover letter"
	log "send: topic $n: $m messages in $outdir/topic-$n, $(grep -h -m1 '^To:' "$outdir/topic-$n"/*.eml | head -n1)"
done
git checkout -q series   # leave the tree on the series branch for development
log "send: one folder per topic in $outdir; send each with git send-email or b4 send"
