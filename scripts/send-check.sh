#!/usr/bin/env bash
# The rules a patch must meet before it is mailed, one "ok|not ok<TAB>what"
# line per patch and rule; exit 1 if any fails.
#   headers: From and Subject; no Signed-off-by of the project identity (only
#     a person can certify the DCO, Documentation/process/coding-assistants.rst);
#     an Assisted-by: line; once an identity is set (scripts/set-identity.sh),
#     a Signed-off-by of the author;
#   fixes: every Fixes: line is "Fixes: <12-40 hex> ("subject")";
#   cited: every commit id (and subject) the message cites is in known-commits
#     (the base has no git history to look them up in);
#   words: the message speaks to upstream readers, not of this project's
#     tooling (scenario, negative control, workbench, make check, ...);
#   checkpatch: checkpatch.pl --strict clean (the sign-off is only required
#     once an identity is set).
# Usage: scripts/send-check.sh [--send|--stack] [PATCH...]   (default: the stack)
#        scripts/send-check.sh --self-test   (scratch patches, one per rule,
#        made from a patch of the stack: each must fail its rule)
# --send: also require a real identity (make send runs it so).
. "$(dirname "$0")/lib.sh"

need perl python3
project="Blk-Isol Project <blk-isol@lists.example.org>"
# words of this project's tooling that have no place in an upstream message
words='scenario|negative control|negctl|workbench|make (check|test|bench|send)|blkisol|later patches|seed [0-9]|of ours|sample report'
base=$(base_tree)
is_kernel_tree "$base" || die "no base tree at $base (run make fetch)"
rc=0
res() { printf '%s\t%s\n' "$1" "$2"; [ "$1" = ok ] || rc=1; }

# message PATCH: the commit message (subject and body, without the diff)
message() { awk 'NR > 1 && /^---$/ { exit } { print }' "$1"; }

# cited_commits PATCH: "ID<TAB>SUBJECT" for every commit the message cites
# (commit ID ("subject"), Fixes: ID ("subject"); SUBJECT empty if not given)
cited_commits() {
	message "$1" | python3 -c '
import re, sys
msg = sys.stdin.read().split("\n\n", 1)[-1]
text = " ".join(msg.split())
for m in re.finditer(r"(?:\b[Cc]ommit|Fixes:)\s+([0-9a-f]{8,40})\b(?:\s+\(\"(.+?)\"\))?", text):
    print(m.group(1) + "\t" + (m.group(2) or ""))'
}

# check PATCH [NAME]: every rule on PATCH, results named NAME
check() {
	local f=$1 p=${2:-$(basename "$1")} errs='' from bad out nosign=''
	grep -q '^From: .* <.*@.*>' "$f" || errs="$errs no-From"
	grep -q '^Subject: \[PATCH' "$f" || errs="$errs no-Subject"
	from=$(sed -n 's/^From: //p' "$f" | head -n1)
	message "$f" | grep -qF "Signed-off-by: $project" && errs="$errs project-Signed-off-by"
	message "$f" | grep -q '^Assisted-by: ' || errs="$errs no-Assisted-by"
	if [ "$from" = "$project" ]; then
		[ -z "$send" ] || errs="$errs no-identity(run scripts/set-identity.sh)"
		nosign=--no-signoff
	else
		message "$f" | grep -qF "Signed-off-by: $from" || errs="$errs no-Signed-off-by-of-author"
	fi
	[ -z "$errs" ] && res ok "$p: headers" || res "not ok" "$p: headers:$errs"
	bad=$(message "$f" | grep '^Fixes:' | grep -vE '^Fixes: [0-9a-f]{12,40} \(".+"\)$' || true)
	[ -z "$bad" ] && res ok "$p: Fixes: format" || res "not ok" "$p: Fixes: format: $bad"
	bad=$(cited_commits "$f" | while IFS=$'\t' read -r id subj; do
		line=$(grep -v '^#' "$TOP/known-commits" | grep -m1 "^$id") || { echo "unknown:$id"; continue; }
		[ -z "$subj" ] || [ "${line#* }" = "$subj" ] || echo "subject:$id"
	done)
	[ -z "$bad" ] && res ok "$p: cited commits known" || res "not ok" "$p: cited commits: $(echo $bad)"
	bad=$(message "$f" | grep -oiE "$words" | sort -u | tr '\n' ',' || true)
	[ -z "$bad" ] && res ok "$p: no project words" || res "not ok" "$p: project words in the message: ${bad%,}"
	# FILE_PATH_CHANGES fires on every patch that adds a file without touching
	# MAINTAINERS (lint checks coverage instead); UNKNOWN_COMMIT_ID: the base
	# has no history, known-commits stands in (above).
	if out=$(cd "$base" && perl scripts/checkpatch.pl --strict -q $nosign \
		--ignore FILE_PATH_CHANGES,UNKNOWN_COMMIT_ID "$f" 2>&1); then
		res ok "$p: checkpatch --strict"
	else
		echo "$out" | sed 's/^/# /'
		res "not ok" "$p: checkpatch --strict"
	fi
}

# self_test: break each rule in a copy of a patch of the stack that cites a
# commit with a Fixes: line; the check must fail that rule (others may fail
# with it: checkpatch also knows the Fixes: format).
self_test() {
	local src tmp rule sedexpr got
	src=$(grep -l '^Fixes: ' "$TOP"/patches/[0-9]*.patch | head -n1)
	[ -n "$src" ] || die "self-test: no patch with a Fixes: line to break"
	tmp=$(mktemp -d)
	# rule<TAB>sed expression that breaks it
	while IFS=$'\t' read -r rule sedexpr; do
		sed -E "$sedexpr" "$src" > "$tmp/p.patch"
		if cmp -s "$src" "$tmp/p.patch"; then
			res "not ok" "self-test: the scratch patch for '$rule' changes nothing"
			continue
		fi
		got=$(check "$tmp/p.patch" scratch | grep '^not ok' | sed -E 's/^not ok\tscratch: ([^:]+).*/\1/' | sort -u | tr '\n' ',')
		if [[ ",$got" == *",$rule,"* ]]; then
			res ok "self-test: a patch that breaks '$rule' fails it"
		else
			res "not ok" "self-test: a patch that breaks '$rule' failed: ${got:-nothing}"
		fi
	done <<-EOF
		headers	s/^Assisted-by: .*/Signed-off-by: $project/
		Fixes	/^Fixes:/{s/ \(/ /; s/"\)$/"/}
		cited commits	s/^Fixes: [0-9a-f]{12}/Fixes: 0123456789ab/
		project words in the message	0,/^$/s/^$/\nFound with the rqqos scenario of our workbench.\n/
		checkpatch --strict	0,/^\+[^+]/s/^(\+[^+].*)$/\1 /
	EOF
	rm -rf "$tmp"
}

send=
case ${1:-} in
--self-test) self_test; exit $rc ;;
--send) send=1; shift ;;
--stack) shift ;;
esac
if [ $# -eq 0 ]; then
	mapfile -t stack < <(grep -v '^[[:space:]]*\(#\|$\)' "$TOP/series" | awk '{print $1}')
	for p in "${stack[@]}"; do
		[ -f "$TOP/patches/$p" ] || { res "not ok" "$p: listed in series but missing"; continue; }
		set -- "$@" "$TOP/patches/$p"
	done
fi
for f in "$@"; do
	[ -f "$f" ] || die "no patch $f"
	# checkpatch runs in the base tree: give it an absolute path
	check "$(realpath "$f")"
done
exit $rc
