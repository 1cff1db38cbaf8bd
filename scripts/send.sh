#!/usr/bin/env bash
# Produce the mail offline with b4, one series per topic of ./series (each
# goes to its own maintainers and tree and is taken on its own): a git tree
# of the base with the topic's patches as commits (after the patches its
# "# needs:" lines name, which stay out of the mail, and without those its
# "# not-mailed:" lines name), its cover letter from
# patches/covers/topic-N.txt, To/Cc from get_maintainer.pl over the topic's
# mailed patches (the tree's MAINTAINERS plus MAINTAINERS.snippet) stored
# by `b4 prep --auto-to-cc` as trailers of the cover letter, with the Cc:
# lines the cover file has. b4 0.12 takes a cover letter's To:/Cc:
# trailers as the destinations of every message of the series (ez.py,
# get_cover_dests()), so `b4 send` on the topic's branch in out/git
# (blk-isol-topicN) addresses the messages exactly as they are written here.
# A topic with patches/covers/topic-N-reply.txt also gets that reply to an
# earlier posting (headers In-Reply-To:, To:, Cc:, Subject: and the body),
# written as OUTDIR/topic-N/reply/*.eml, From: and the @IDENTITY@ marks
# (a Tested-by: line) filled in with the identity of the patches
# (scripts/mail-source.py). A report of a bug found and not fixed,
# patches/covers/report-NAME.txt (Subject:, To:, Cc: and the body, no
# In-Reply-To:), is written the same way as OUTDIR/reports/*.eml.
# No base-commit: line: the base is a local import of Debian's v7.3-rc7
# tree, which no one else can resolve; the cover letters say which release
# they are based on, and send-check --mail checks that they do.
# The project's blktests cases (patches/blktests/) are postings of their
# own against blktests, for its list and maintainer (CONTRIBUTING.md of
# blktests): OUTDIR/blktests/*.eml, one single-patch mail per case with
# its notes and a Link: to the kernel posting it goes with
# (patches/covers/blktests-GROUP-NNN.txt), written with git format-patch on
# a git tree of the blktests copy (BLKTESTS_SRC) in out/blktests-mail.
# Usage: scripts/send.sh [OUTDIR]     (default out/mail: OUTDIR/topic-N/*.eml)
# Nothing is sent.
. "$(dirname "$0")/lib.sh"

need b4 git perl python3
outdir=${1:-$OUT/mail}
# Mail goes out as a person, signed off by that person: the send rules with
# --send require an identity set with scripts/set-identity.sh.
if ! out=$("$TOP/scripts/send-check.sh" --send 2>&1); then
	echo "$out" | grep -v '^ok' >&2
	die "the patches are not ready to mail (see above); set your identity first: scripts/set-identity.sh \"Your Name\" you@example.com MODEL"
fi
mapfile -t tlist < <(topics)
[ ${#tlist[@]} -gt 0 ] || die "no '# Topic N: TITLE' banner in $TOP/series"
for t in "${tlist[@]}"; do
	n=${t%%$'\t'*}
	[ -f "$TOP/patches/covers/topic-$n.txt" ] || die "no cover letter for topic $n at patches/covers/topic-$n.txt"
	[ -n "$(topic_mailed "$n")" ] || die "topic $n mails no patch (every patch of it is not-mailed)"
	if [ -n "$(topic_rfc "$n")" ]; then
		[ -f "$TOP/patches/covers/topic-$n-rfc.txt" ] || die "no cover letter for topic $n's RFC at patches/covers/topic-$n-rfc.txt"
	fi
done
[ -f "$TOP/patches/covers/b4-cover-template.txt" ] || die "no b4 cover template at patches/covers/b4-cover-template.txt"
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
# b4 0.12 reads only its send-*, *template*, *mask, trailer* and pw-* keys
# from .b4-config; the others of b4.conf go into the tree's git config.
kv=$(git config -f "$TOP/b4.conf" --get-regexp '^b4\.') || die "cannot read the b4 settings of $TOP/b4.conf"
while read -r k v; do
	k=${k#b4.}
	case $k in
	send-*|*template*|*mask|trailer*|pw-*) ;;
	*) git config "b4.$k" "$v" ;;
	esac
done <<<"$kv"
cp "$TOP/b4.conf" .b4-config
cp "$TOP/patches/covers/b4-cover-template.txt" .git/blk-isol-cover-template
grep -qxF .b4-config .git/info/exclude 2>/dev/null || echo .b4-config >> .git/info/exclude
cat MAINTAINERS "$TOP/MAINTAINERS.snippet" > .git/blk-isol-MAINTAINERS
rm -rf "$outdir"
: > "$OUT/b4-prep.log"
b4log() { "$@" >>"$OUT/b4-prep.log" 2>&1; }
# post NAME COVER PREFIX PREREQ... -- PATCH...: one posting, written to
# OUTDIR/NAME: a branch blk-isol-topicN[-rfc] of the base with the PREREQs applied
# (named in the cover letter, not mailed) and the PATCHes (files under
# patches/, or later/FILE) as the series, the cover letter from COVER,
# subjects "[PREFIX PATCH n/m]" (PREFIX "-": none). Sets m, cover.
post() {
	local pname=$1 pcover=$2 prefix=$3 p f start ids
	shift 3
	local pre=() mine=()
	while [ $# -gt 0 ] && [ "$1" != -- ]; do pre+=("$1"); shift; done
	shift
	mine=("$@")
	git checkout -q -B "blk-isol-${pname/topic-/topic}" blk-isol-base
	for p in "${pre[@]}"; do
		git am -q --whitespace=nowarn "$TOP/patches/$p" || { git am --abort; die "$pname: git am failed on its prerequisite $p"; }
	done
	start=$(git rev-parse HEAD)
	for p in "${mine[@]}"; do
		f=$TOP/patches/$p
		[[ $p == later/* ]] && f=$TOP/$p
		git am -q --whitespace=nowarn "$f" ||
			{ git am --abort; die "$pname: git am failed on $p (does it depend on a patch that is not mailed with it?)"; }
	done
	b4log b4 prep -e "$start" || die "$pname: b4 prep --enroll failed, see $OUT/b4-prep.log"
	if [ "$prefix" != - ]; then
		b4log b4 prep --set-prefixes "$prefix" || die "$pname: b4 prep --set-prefixes failed, see $OUT/b4-prep.log"
	fi
	# The cover letter, written without an interactive editor.
	printf '#!/bin/sh\ncp %q "$1"\n' "$pcover" > .git/blk-isol-editor
	chmod +x .git/blk-isol-editor
	EDITOR=$dir/.git/blk-isol-editor b4log b4 prep --edit-cover ||
		die "$pname: b4 prep --edit-cover failed, see $OUT/b4-prep.log"
	# To/Cc of the posting's patches into the cover letter's trailers (without
	# the tree's history, get_maintainer.pl cannot look up the authors of
	# Fixes: commits: the cover files and patches name them in Cc: lines).
	b4log b4 prep --auto-to-cc || die "$pname: b4 prep --auto-to-cc failed, see $OUT/b4-prep.log"
	git log --format=%B "$start..HEAD" | grep -q '^To: ' ||
		die "$pname: get_maintainer.pl found no maintainer for its patches"
	mkdir -p "$outdir/$pname"
	b4log b4 send --no-sign -o "$outdir/$pname" || die "$pname: b4 send -o failed, see $OUT/b4-prep.log"
	# b4 puts the cover letter of a single patch below the patch's "---"
	if [ ${#mine[@]} -eq 1 ]; then
		cover=$(find "$outdir/$pname" -maxdepth 1 -name '*.eml' | head -n1)
	else
		cover=$(grep -l '^Subject: \[\([A-Z]* \)\{0,1\}PATCH[^]]* 0*0/' "$outdir/$pname"/*.eml | head -n1)
	fi
	[ -n "$cover" ] || die "$pname: no cover letter among the messages"
	# A posting on top of patches from another series: those patches are
	# named the way git format-patch --base does (the series they belong to
	# is named in the cover letter).
	if [ ${#pre[@]} -gt 0 ]; then
		ids=$(git log --reverse --format=%H "blk-isol-base..$start" | while read -r c; do
			echo "prerequisite-patch-id: $(git show "$c" | git patch-id --stable | cut -d' ' -f1)"; done)
		awk -v ids="$ids" '/^change-id: / && !done { print ids; done = 1 } { print }' \
			"$cover" > "$cover.new" && mv "$cover.new" "$cover"
		grep -q '^prerequisite-patch-id: ' "$cover" || die "$pname: no change-id: line in the cover letter to put the prerequisites before"
	fi
	m=$(find "$outdir/$pname" -maxdepth 1 -name '*.eml' | wc -l)
	[ "$m" -eq $((${#mine[@]} == 1 ? 1 : ${#mine[@]} + 1)) ] || die "$pname: b4 wrote $m messages for ${#mine[@]} patches and a cover letter"
}
# check_mail NAME: the send rules on OUTDIR/NAME
check_mail() {
	"$TOP/scripts/send-check.sh" --mail "$outdir/$1" > "$OUT/send-check-mail-$1.log" 2>&1 || {
		grep -v '^ok' "$OUT/send-check-mail-$1.log" >&2
		die "$1: the mail breaks the send rules (see above)"
	}
}
for t in "${tlist[@]}"; do
	n=${t%%$'\t'*}
	mapfile -t needs < <(topic_needs "$n")
	mapfile -t own < <(topic_mailed "$n")
	mapfile -t skipped < <(topic_not_mailed "$n")
	mapfile -t rfc < <(topic_rfc "$n")
	log "send: topic $n (${t#*$'\t'}): ${#own[@]} patches${needs[*]:+, on top of ${needs[*]}}${skipped[*]:+, not mailed: ${skipped[*]}}${rfc[*]:+, RFC beside it: ${rfc[*]}}"
	post "topic-$n" "$TOP/patches/covers/topic-$n.txt" - "${needs[@]}" -- "${own[@]}"
	reply=$TOP/patches/covers/topic-$n-reply.txt
	if [ -f "$reply" ]; then
		mkdir -p "$outdir/topic-$n/reply"
		AUTHOR="$author" python3 "$TOP/scripts/mail-source.py" "$reply" "$outdir/topic-$n/reply" ||
			die "topic $n: cannot write the reply from $reply"
	fi
	check_mail "topic-$n"
	log "send: topic $n: $m messages in $outdir/topic-$n$([ -f "$reply" ] && echo ", a reply in $outdir/topic-$n/reply"), $(grep -h -m1 '^To:' "$cover")"
	# The RFC beside the topic's mail: on top of the topic's mailed patches.
	if [ ${#rfc[@]} -gt 0 ]; then
		post "topic-$n-rfc" "$TOP/patches/covers/topic-$n-rfc.txt" RFC "${needs[@]}" "${own[@]}" -- "${rfc[@]}"
		check_mail "topic-$n-rfc"
		log "send: topic $n's RFC: $m messages in $outdir/topic-$n-rfc, $(grep -h -m1 '^To:' "$cover")"
	fi
done
# Reports of bugs found and not fixed here (patches/covers/report-*.txt,
# Documentation/process/coding-assistants.rst): a mail each, in OUTDIR/reports
for r in "$TOP"/patches/covers/report-*.txt; do
	[ -f "$r" ] || continue
	mkdir -p "$outdir/reports"
	AUTHOR="$author" python3 "$TOP/scripts/mail-source.py" "$r" "$outdir/reports" ||
		die "cannot write the report from $r"
	log "send: report $(basename "$r" .txt) in $outdir/reports, $(grep -m1 '^To:' "$r")"
done
git checkout -q series   # leave the tree on the series branch for development

# The blktests cases: a posting each (throtl/009 goes with topic 2's fix,
# block/049 is an RFC held until topic 1 is taken), To: linux-block and
# blktests' maintainer, with the notes and the Link: of
# patches/covers/blktests-GROUP-NNN.txt (scripts/blktests-mail.py).
mapfile -t bpatches < <(ls "$TOP"/patches/blktests/[0-9]*.patch 2>/dev/null)
if [ ${#bpatches[@]} -gt 0 ]; then
	bsrc=$(blktests_tree) || exit 1
	bt=$OUT/blktests-mail
	rm -rf "$bt"
	mkdir -p "$bt" "$outdir/blktests"
	tar -C "$bsrc" --exclude=./results --exclude=./.git -cf - . | tar -C "$bt" -xf -
	git -C "$bt" init -q
	git -C "$bt" config user.name "$name"
	git -C "$bt" config user.email "$email"
	git -C "$bt" add -A
	git -C "$bt" commit -q -m "blktests (the copy in $bsrc)"
	for p in "${bpatches[@]}"; do
		t=$(awk '/^diff --git a\/tests\/[a-z]+\/[0-9]+ / { sub(/^b\/tests\//, "", $4); print $4; exit }' "$p")
		notes=$TOP/patches/covers/blktests-${t/\//-}.txt
		[ -n "$t" ] && [ -f "$notes" ] || die "blktests: no notes for $(basename "$p") at ${notes:-patches/covers/blktests-GROUP-NNN.txt}"
		git -C "$bt" am -q "$p" || die "blktests: git am failed on $(basename "$p") (does it apply to $bsrc?)"
		eml=$outdir/blktests/$(basename "$p" .patch).eml
		git -C "$bt" format-patch -q -1 --stdout --no-signature --subject-prefix="PATCH blktests" \
			--to=linux-block@vger.kernel.org --to="Shin'ichiro Kawasaki <shinichiro.kawasaki@wdc.com>" \
			HEAD > "$eml" || die "blktests: git format-patch failed on $(basename "$p")"
		python3 "$TOP/scripts/blktests-mail.py" "$eml" "$notes" "$outdir" || die "blktests: cannot finish $eml"
		log "send: blktests: $t in $eml ($(sed -n 's/^Subject: \(\[[^]]*\]\).*/\1/p' "$eml"), $(grep -m1 '^Link: ' "$eml"))"
	done
fi
log "send: one folder per topic in $outdir; send each with git send-email OUTDIR/topic-N/*.eml (the reply on its own), or with b4 send on branch blk-isol-topicN in $dir"
