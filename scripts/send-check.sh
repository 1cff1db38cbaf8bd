#!/usr/bin/env bash
# The rules a patch must meet before it is mailed, one "ok|not ok<TAB>what"
# line per patch and rule; exit 1 if any fails.
#   headers: From and Subject; no Signed-off-by of the project identity (only
#     a person can certify the DCO, Documentation/process/coding-assistants.rst);
#     an Assisted-by: line; once an identity is set (scripts/set-identity.sh),
#     a Signed-off-by of the author; with --send, the assistant named in
#     Assisted-by: (not the placeholder LLM);
#   tools named: a C analysis tool (sparse, smatch, coccinelle) is named in
#     Assisted-by: only on a patch that changes C;
#   fixes: every Fixes: line is "Fixes: <12-40 hex> ("subject")";
#   cited: every commit id (and subject) the message cites is in known-commits
#     (the base has no git history to look them up in);
#   words: the message speaks to upstream readers, not of this project's
#     tooling (scenario, negative control, workbench, make check, ...);
#   checkpatch: checkpatch.pl --strict clean (the sign-off is only required
#     once an identity is set), run from a scratch directory with --root,
#     so that its camelcase cache never lands in the base tree;
#   subject length: the summary after "[PATCH ...]" is at most 75 characters;
#   tip subject: a patch for the tip tree (kernel/irq, lib/group_cpus, ...:
#     Documentation/process/maintainer-tip.rst) starts its summary with an
#     uppercase letter after the prefix;
#   inline URLs: a URL stands only in a Link: or Closes: line;
#   lore links: a message that mentions an earlier posting (posted, posting,
#     acked on the list, an earlier attempt, version or rework) has a
#     "Link: https://lore.kernel.org/r/<Message-ID>" line;
#   report credit: a message that speaks of the report it answers has a
#     Reported-by: line, or names the report by list and thread ("on
#     linux-block in reply to "[PATCH ...] subject"") when its Message-ID
#     cannot be read, for the sender to add the tag;
#   bug by year: a bug is named by its commit ("commit <id> ("subject")"),
#     not by the year it was found or fixed.
# The cover letters (patches/covers/topic-*.txt) are held to the words,
# cited commits, subject length, inline URL, lore link, report credit and
# bug-by-year rules, and:
#   cover stable: no stable@ address (it belongs in the fixes' trailers);
#   cover AI: the letter says how AI assistance was used
#     (Documentation/process/generated-content.rst);
#   cover base: the letter says which release it is based on ("based on
#     v7.3-rc7"), since the mail has no base-commit: anyone can resolve;
#   cover newer base: no release the letter says it is based on, tested
#     on, applies to or was run against is newer than the newest tree the
#     workbench applies, builds and boots (lib.sh's TREES): the sender
#     rebases and tests on a newer tree before saying so.
# The mail make send writes (--mail DIR, one topic's folder) is held to:
#   mail base-commit: a base-commit: line names an upstream commit of
#     known-commits, never the local import of the base;
#   mail stable: no message has stable@ in its To:/Cc: headers;
#   mail subject length, mail tip subject: as above, on the Subject: lines
#     b4 wrote;
#   mail reply: a reply (DIR/reply/*.eml) has In-Reply-To: and References:
#     with one Message-ID, a "Re: " subject and a Tested-by: line.
# Usage: scripts/send-check.sh [--send|--stack] [PATCH...]   (default: the
#          stack and the cover letters)
#        scripts/send-check.sh --mail DIR   (a topic's folder of make send)
#        scripts/send-check.sh --self-test   (scratch patches, covers and
#        mail, one per rule, made from the stack: each must fail its rule)
# --send: also require a real identity (make send runs it so).
. "$(dirname "$0")/lib.sh"

need perl python3
project="Blk-Isol Project <blk-isol@lists.example.org>"
# words of this project's tooling that have no place in an upstream message
words='scenario|negative control|negctl|workbench|make (check|test|bench|send)|blkisol|later patches|seed [0-9]|of ours|sample report'
[ "$TREE" = v7.3-rc7 ] || die "TREE=$TREE: the mail is checked against the base the patches are made against (v7.3-rc7): run without TREE="
base=$(base_tree)
is_kernel_tree "$base" || die "no base tree at $base (run make fetch)"
# the release the base is (7.3.0-rc7 -> v7.3-rc7), as cover letters name it
release=v$(echo "$BASE_KVER" | sed -E 's/^([0-9]+\.[0-9]+)\.0/\1/')
# checkpatch writes a camelcase cache into its working directory: it runs
# in a scratch directory of its own, never in the base tree
cpdir=$(mktemp -d)
trap 'rm -rf "$cpdir"' EXIT
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

# text_rules KIND FILE: the rules on the text of a patch, a cover letter or a
# mail folder (KIND patch, cover or mail), one "RULE<TAB>detail" line per
# rule broken; nothing when all hold.
text_rules() {
	RELEASE=$release TESTED=$TREES KNOWN=$TOP/known-commits python3 - "$@" <<-'EOF'
		import email, email.policy, glob, os, re, sys
		kind, path = sys.argv[1], sys.argv[2]
		release = os.environ["RELEASE"]
		# a release's order: v7.3-rc7 < v7.3 < v7.3.4 < v7.4-rc1
		RELRE = r"v(\d+)\.(\d+)(?:-rc(\d+)|\.(\d+))?\b"
		def relkey(m):
		    a, b, rc, sub = m.groups()
		    return (int(a), int(b), 0, int(rc)) if rc else (int(a), int(b), 1, int(sub or 0))
		newest = max(relkey(re.match(RELRE, t)) for t in os.environ["TESTED"].split())
		known = set()
		for line in open(os.environ["KNOWN"]):
		    if line.strip() and not line.startswith("#"):
		        known.add(line.split()[0])
		# where the tip tree takes patches (MAINTAINERS: IRQ SUBSYSTEM, the
		# tip sections of maintainer-tip.rst that the series touches)
		TIP = re.compile(r"^(kernel/irq/|lib/group_cpus\.c|lib/tests/group_cpus_kunit\.c|"
		                 r"include/linux/group_cpus\.h|include/linux/interrupt\.h|kernel/sched/|"
		                 r"kernel/time/|kernel/locking/|arch/x86/)")
		POSTING = re.compile(r"\b((posted|proposed) (to|on|in)\b|postings?\b|acked (on|there)\b|on the list\b|"
		                     r"(earlier|previous|\d{4}) (attempt|version|posting|redo|rework)s?\b|"
		                     r"\bredos?\b|\brework\b|\bv\d+ of\b)", re.I)
		REPORT = re.compile(r"\b(the|original|a) report\b|\breport that\b", re.I)
		BYYEAR = re.compile(r"\b(19|20)\d\d( [a-z-]+){0,2} bug\b|\bbug (fixed |found |of )?in (19|20)\d\d\b", re.I)
		def bad(rule, detail):
		    print(f"{rule}\t{detail}")
		def summary(subject):
		    return re.sub(r"^\[[^]]*\]\s*", "", " ".join(subject.split()))
		def subject_rules(subj, files, prefix=""):
		    s = summary(subj)
		    if len(s) > 75:
		        bad(prefix + "subject length", f"{len(s)} characters: {s}")
		    if any(TIP.match(f) for f in files):
		        m = re.match(r"^[^ ]+: (.)", s)
		        if m and not m.group(1).isupper():
		            bad(prefix + "tip subject", f"the tip tree wants an uppercase letter after the prefix: {s}")
		def body_rules(text, what):
		    lines = text.splitlines()
		    for l in lines:
		        if re.search(r"https?://", l) and not re.match(r"^(Link|Closes): https?://\S+( +(#.*|\[\d+\]))?$", l):
		            bad("inline URLs", f"{what}: a URL outside a Link:/Closes: line: {l.strip()}")
		    links = [l for l in lines if re.match(r"^Link: https://lore\.kernel\.org/r/\S+@\S+( +(#.*|\[\d+\]))?$", l)]
		    prose = " ".join(l for l in lines if not re.match(r"^[A-Za-z-]+: ", l))
		    prose = " ".join(prose.split())
		    m = POSTING.search(prose)
		    if m and not links:
		        bad("lore links", f"{what}: mentions an earlier posting ('{m.group(0)}') without a Link: https://lore.kernel.org/r/<Message-ID> line")
		    m = REPORT.search(prose)
		    # a report whose Message-ID cannot be read is named by its list and
		    # thread ("on linux-block in reply to "[PATCH ...]""), the tag left
		    # to the sender
		    named = re.search(r'\bon [a-z-]+ in reply to [^"]*"\[PATCH', prose)
		    if m and not named and not any(l.startswith("Reported-by: ") for l in lines):
		        bad("report credit", f"{what}: speaks of a report ('{m.group(0)}') without a Reported-by: line")
		    m = BYYEAR.search(prose)
		    if m:
		        bad("bug by year", f"{what}: names a bug by year ('{m.group(0)}'): cite its commit")
		def patch_files(text):
		    return re.findall(r"^diff --git a/(\S+) ", text, re.M)
		if kind == "patch":
		    raw = open(path).read()
		    msg = email.message_from_string(raw)
		    head, _, rest = raw.partition("\n\n")
		    body = re.split(r"^---$", rest, maxsplit=1, flags=re.M)[0]
		    subject_rules(msg.get("Subject", ""), patch_files(raw))
		    body_rules(body, "message")
		elif kind == "cover":
		    text = open(path).read()
		    subj, _, body = text.partition("\n")
		    subject_rules(subj, [])
		    body_rules(body, "cover")
		    if re.search(r"stable@(vger\.)?kernel\.org", text):
		        bad("cover stable", "stable@ in a cover letter: it belongs in the Cc: trailers of the fixes")
		    if not (re.search(r"\b(AI|LLM)\b", text) and re.search(r"Assisted-by", text)):
		        bad("cover AI", "the cover letter does not say how AI assistance was used (AI/LLM and Assisted-by)")
		    if not re.search(r"\bbased on " + re.escape(release) + r"\b", text, re.I):
		        bad("cover base", f"the cover letter does not say 'based on {release}'")
		    claim = r"\b(?:based on|tested on|applies(?: cleanly)? to|run (?:on|against)|rebased on(?:to)?)\s+"
		    for m in re.finditer(claim + RELRE, text, re.I):
		        if relkey(re.match(RELRE, m.group(0)[m.group(0).lower().rindex("v"):])) > newest:
		            bad("cover newer base", f"'{' '.join(m.group(0).split())}': newer than any tree the stack was tested on ({os.environ['TESTED']})")
		elif kind == "mail":
		    emls = sorted(glob.glob(os.path.join(path, "*.eml")))
		    replies = sorted(glob.glob(os.path.join(path, "reply", "*.eml")))
		    if not emls:
		        bad("mail", f"no *.eml in {path}")
		    for f in emls + replies:
		        m = email.message_from_binary_file(open(f, "rb"), policy=email.policy.default)
		        name = os.path.relpath(f, path)
		        dests = " ".join(str(m.get(h, "")) for h in ("To", "Cc"))
		        if re.search(r"stable@(vger\.)?kernel\.org", dests):
		            bad("mail stable", f"{name}: stable@ in To:/Cc: (it belongs in the fixes' trailers only)")
		        if f in replies:
		            irt, refs = str(m.get("In-Reply-To", "")), str(m.get("References", ""))
		            body = m.get_body(("plain",)).get_content() if m.is_multipart() else m.get_content()
		            if not re.fullmatch(r"<[^<>\s]+@[^<>\s]+>", irt) or irt not in refs.split():
		                bad("mail reply", f"{name}: In-Reply-To: and References: must name the Message-ID replied to")
		            if not str(m.get("Subject", "")).strip().startswith("Re: "):
		                bad("mail reply", f"{name}: the subject of a reply starts with 'Re: '")
		            if not re.search(r"^Tested-by: .+ <.+@.+>$", body, re.M):
		                bad("mail reply", f"{name}: no Tested-by: line")
		            continue
		        raw = m.get_content() if not m.is_multipart() else ""
		        subj = str(m.get("Subject", ""))
		        if re.match(r"^\[(RFC )?PATCH[^]]* 0+/\d+\]", subj):
		            for b in re.findall(r"^base-commit: *(\S*)", raw, re.M):
		                if b not in known:
		                    bad("mail base-commit", f"{name}: base-commit {b} is no upstream commit of known-commits (the local import of the base?)")
		            if not re.search(r"^base-commit: ", raw, re.M) and \
		               not re.search(r"\bbased on " + re.escape(release) + r"\b", raw, re.I):
		                bad("mail base-commit", f"{name}: no base-commit: line and no 'based on {release}'")
		            subject_rules(subj, [], "mail ")
		        else:
		            subject_rules(subj, patch_files(raw), "mail ")
		print("END")
		EOF
}

# rule_results NAME RULE... < text_rules output: one result per RULE (in
# the calling shell, so that rc counts them; a text_rules run that did not
# reach its end fails every rule)
rule_results() {
	local p=$1 r out
	shift
	out=$(cat)
	if [ "$(tail -n1 <<<"$out")" != END ]; then
		res "not ok" "$p: the text rules did not complete: $(tail -n3 <<<"$out" | paste -sd' ' -)"
		return
	fi
	for r in "$@"; do
		if grep -q "^$r"$'\t' <<<"$out"; then
			res "not ok" "$p: $r: $(grep "^$r"$'\t' <<<"$out" | cut -f2- | paste -sd';' -)"
		else
			res ok "$p: $r"
		fi
	done
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
	# the assistant named (set-identity.sh puts the submitter's name for
	# it where the tree keeps the placeholder LLM)
	[ -z "$send" ] || ! message "$f" | grep -q '^Assisted-by: LLM\b' ||
		errs="$errs assistant-not-named(scripts/set-identity.sh NAME EMAIL MODEL)"
	[ -z "$errs" ] && res ok "$p: headers" || res "not ok" "$p: headers:$errs"
	# C analysis tools are named only on a patch with C in it
	if message "$f" | grep -qE '^Assisted-by: .*\b(sparse|smatch|coccinelle)\b' &&
		! grep -qE '^diff --git a/.*\.[ch] ' "$f"; then
		res "not ok" "$p: tools named: a C analysis tool on a patch without C"
	else
		res ok "$p: tools named"
	fi
	bad=$(message "$f" | grep '^Fixes:' | grep -vE '^Fixes: [0-9a-f]{12,40} \(".+"\)$' || true)
	[ -z "$bad" ] && res ok "$p: Fixes: format" || res "not ok" "$p: Fixes: format: $bad"
	bad=$(cited_commits "$f" | while IFS=$'\t' read -r id subj; do
		line=$(grep -v '^#' "$TOP/known-commits" | grep -m1 "^$id") || { echo "unknown:$id"; continue; }
		[ -z "$subj" ] || [ "${line#* }" = "$subj" ] || echo "subject:$id"
	done)
	[ -z "$bad" ] && res ok "$p: cited commits known" || res "not ok" "$p: cited commits: $(echo $bad)"
	# lockdep's own "Possible unsafe locking scenario:" in a quoted report
	bad=$(message "$f" | sed 's/unsafe locking scenario//' | grep -oiE "$words" | sort -u | tr '\n' ',' || true)
	[ -z "$bad" ] && res ok "$p: no project words" || res "not ok" "$p: project words in the message: ${bad%,}"
	# FILE_PATH_CHANGES fires on every patch that adds a file without touching
	# MAINTAINERS (lint checks coverage instead); UNKNOWN_COMMIT_ID: the base
	# has no history, known-commits stands in (above).
	rule_results "$p" "subject length" "tip subject" "inline URLs" \
		"lore links" "report credit" "bug by year" < <(text_rules patch "$f" 2>&1)
	if out=$(cd "$cpdir" && perl "$base/scripts/checkpatch.pl" --root="$base" --strict -q $nosign \
		--ignore FILE_PATH_CHANGES,UNKNOWN_COMMIT_ID "$f" 2>&1); then
		res ok "$p: checkpatch --strict"
	else
		echo "$out" | sed 's/^/# /'
		res "not ok" "$p: checkpatch --strict"
	fi
}

# check_cover COVER [NAME]: the rules of a cover letter
check_cover() {
	local f=$1 p=${2:-covers/$(basename "$1")} bad
	bad=$(python3 -c '
import re, sys
text = open(sys.argv[1]).read()
for m in re.finditer(r"\b[Cc]ommit\s+([0-9a-f]{8,40})\b(?:\s+\(\"(.+?)\"\))?", " ".join(text.split())):
    print(m.group(1) + "\t" + (m.group(2) or ""))' "$f" | while IFS=$'\t' read -r id subj; do
		line=$(grep -v '^#' "$TOP/known-commits" | grep -m1 "^$id") || { echo "unknown:$id"; continue; }
		[ -z "$subj" ] || [ "${line#* }" = "$subj" ] || echo "subject:$id"
	done)
	[ -z "$bad" ] && res ok "$p: cited commits known" || res "not ok" "$p: cited commits: $(echo $bad)"
	bad=$(grep -oiE "$words" "$f" | sort -u | tr '\n' ',' || true)
	[ -z "$bad" ] && res ok "$p: no project words" || res "not ok" "$p: project words in the message: ${bad%,}"
	rule_results "$p" "subject length" "inline URLs" "lore links" "report credit" \
		"bug by year" "cover stable" "cover AI" "cover base" "cover newer base" < <(text_rules cover "$f" 2>&1)
}

# check_mail DIR [NAME]: the rules of one topic's folder written by make send
check_mail() {
	local d=$1 p=${2:-mail/$(basename "$1")}
	[ -d "$d" ] || die "no mail folder $d"
	rule_results "$p" "mail" "mail base-commit" "mail stable" "mail subject length" \
		"mail tip subject" "mail reply" < <(text_rules mail "$d" 2>&1)
}

# self_test: break each rule in a scratch copy of what it checks: a patch
# of the stack that cites a commit with a Fixes: line (or, for the tip
# rule, a patch for the tip tree), a cover letter, and a small mail folder
# made here that passes every mail rule until one is broken. The check must
# fail that rule (others may fail with it: checkpatch also knows the Fixes:
# format).
self_test() {
	local fixes tip shell cover tmp rule what sedexpr src got
	fixes=$(grep -l '^Fixes: ' "$TOP"/patches/[0-9]*.patch | head -n1)
	[ -n "$fixes" ] || die "self-test: no patch with a Fixes: line to break"
	tip=$(grep -lE '^diff --git a/(kernel/irq/|lib/group_cpus\.c)' "$TOP"/patches/[0-9]*.patch | head -n1)
	[ -n "$tip" ] || die "self-test: no patch for the tip tree to break"
	shell=$(grep -LE '^diff --git a/.*\.[ch] ' "$TOP"/patches/[0-9]*.patch | head -n1)
	[ -n "$shell" ] || die "self-test: no patch without C to break"
	cover=$(find "$TOP/patches/covers" -name 'topic-*.txt' ! -name '*-reply.txt' | sort | head -n1)
	[ -n "$cover" ] || die "self-test: no cover letter to break"
	tmp=$(mktemp -d)
	# the scratch mail folder: a cover letter, a patch for the tip tree, a reply
	mkdir -p "$tmp/mail/reply"
	printf '%s\n' 'From: A Person <a@example.org>' 'Subject: [PATCH 0/1] genirq: Short summary' \
		'To: Maintainer <m@example.org>' 'Cc: list@vger.kernel.org' '' "Based on $release." '' \
		'---' 'change-id: 20261204-x' > "$tmp/mail/0000-cover.eml"
	printf '%s\n' 'From: A Person <a@example.org>' 'Subject: [PATCH 1/1] genirq/affinity: Handle a case' \
		'To: Maintainer <m@example.org>' 'Cc: list@vger.kernel.org' '' 'Text.' '' '---' \
		'diff --git a/kernel/irq/affinity.c b/kernel/irq/affinity.c' > "$tmp/mail/0001-patch.eml"
	printf '%s\n' 'From: A Person <a@example.org>' 'Subject: Re: [PATCH] x: y' 'To: B <b@example.org>' \
		'Message-ID: <2@example.org>' 'In-Reply-To: <1@example.org>' 'References: <1@example.org>' '' \
		'Text.' '' 'Tested-by: A Person <a@example.org>' > "$tmp/mail/reply/re-x.eml"
	got=$(check_mail "$tmp/mail" scratch | grep '^not ok' || true)
	[ -z "$got" ] && res ok "self-test: a scratch mail folder that breaks no rule passes" ||
		res "not ok" "self-test: the unbroken scratch mail folder fails: $got"
	# rule<TAB>what is broken (fixes, tip, cover, or a file of the mail folder)<TAB>sed expression
	while IFS=$'\t' read -r rule what sedexpr; do
		case $what in
		fixes) src=$fixes ;;
		tip) src=$tip ;;
		shell) src=$shell ;;
		cover) src=$cover ;;
		*) src=$tmp/mail/$what ;;
		esac
		rm -rf "$tmp/case" && mkdir -p "$tmp/case" && cp -a "$tmp/mail" "$tmp/case/mail"
		case $what in
		fixes|tip|shell) sed -E "$sedexpr" "$src" > "$tmp/case/p.patch"; cmp -s "$src" "$tmp/case/p.patch" ;;
		cover) sed -E "$sedexpr" "$src" > "$tmp/case/topic-9.txt"; cmp -s "$src" "$tmp/case/topic-9.txt" ;;
		*) sed -E "$sedexpr" "$src" > "$tmp/case/mail/$what"; cmp -s "$src" "$tmp/case/mail/$what" ;;
		esac && { res "not ok" "self-test: the scratch $what for '$rule' changes nothing"; continue; }
		case $what in
		fixes|tip|shell) got=$(check "$tmp/case/p.patch" scratch) ;;
		cover) got=$(check_cover "$tmp/case/topic-9.txt" scratch) ;;
		*) got=$(check_mail "$tmp/case/mail" scratch) ;;
		esac
		got=$(echo "$got" | grep '^not ok' | sed -E 's/^not ok\tscratch: ([^:]+).*/\1/' | sort -u | tr '\n' ',')
		if [[ ",$got" == *",$rule,"* ]]; then
			res ok "self-test: a $what that breaks '$rule' fails it"
		else
			res "not ok" "self-test: a $what that breaks '$rule' failed: ${got:-nothing}"
		fi
	done <<-EOF
		headers	fixes	s/^Assisted-by: .*/Signed-off-by: $project/
		tools named	shell	s/^(Assisted-by: .*)$/\1 sparse/
		Fixes	fixes	/^Fixes:/{s/ \(/ /; s/"\)$/"/}
		cited commits	fixes	s/^Fixes: [0-9a-f]{12}/Fixes: 0123456789ab/
		project words in the message	fixes	0,/^$/s/^$/\nFound with the rqqos scenario of our workbench.\n/
		checkpatch --strict	fixes	0,/^\+[^+]/s/^(\+[^+].*)$/\1 /
		subject length	fixes	s/^(Subject: \[PATCH[^]]*\] .*)$/\1 and then a good many more words than fit/
		tip subject	tip	s/^(Subject: \[PATCH[^]]*\] [^ ]+: )(.)/\1\l\2/
		inline URLs	fixes	0,/^$/s/^$/\nSee https:\/\/example.org\/x for more.\n/
		lore links	fixes	/^Link: /d; 0,/^$/s/^$/\nAn earlier version was posted to linux-block.\n/
		report credit	fixes	/^Reported-by: /d; 0,/^$/s/^$/\nThis answers the report of a user.\n/
		bug by year	fixes	0,/^$/s/^$/\nIt is the 2022 bug again.\n/
		cover stable	cover	\$a Cc: stable@vger.kernel.org
		cover AI	cover	s/Assisted-by/helped-by/g; s/\b(AI|LLM)\b/tool/g
		cover base	cover	s/[Bb]ased on v[0-9][^ ]*/based on a tree/g
		cover newer base	cover	\$a It was also tested on v7.4-rc1.
		inline URLs	cover	2a See https://example.org/x for more.
		mail base-commit	0000-cover.eml	s/^change-id:/base-commit: 0123456789abcdef0123456789abcdef01234567\nchange-id:/
		mail base-commit	0000-cover.eml	s/^Based on .*/Based on a tree./
		mail stable	0000-cover.eml	s/^Cc: .*/&, stable@vger.kernel.org/
		mail subject length	0001-patch.eml	s/^(Subject: .*)$/\1 and then a good many more words than fit in one/
		mail tip subject	0001-patch.eml	s/: Handle/: handle/
		mail reply	reply/re-x.eml	/^In-Reply-To: /d
	EOF
	rm -rf "$tmp"
}

send=
case ${1:-} in
--self-test) self_test; exit $rc ;;
--mail)
	[ -n "${2:-}" ] || die "usage: send-check.sh --mail DIR"
	check_mail "$2"
	exit $rc ;;
--send) send=1; shift ;;
--stack) shift ;;
-*) die "unknown option $1 (--send, --stack, --mail DIR, --self-test)" ;;
esac
covers=()
if [ $# -eq 0 ]; then
	mapfile -t stack < <(grep -v '^[[:space:]]*\(#\|$\)' "$TOP/series" | awk '{print $1}')
	for p in "${stack[@]}"; do
		[ -f "$TOP/patches/$p" ] || { res "not ok" "$p: listed in series but missing"; continue; }
		set -- "$@" "$TOP/patches/$p"
	done
	while IFS=$'\t' read -r n _; do
		if [ -f "$TOP/patches/covers/topic-$n.txt" ]; then
			covers+=("$TOP/patches/covers/topic-$n.txt")
		else
			res "not ok" "covers/topic-$n.txt: topic $n of series has no cover letter"
		fi
	done < <(topics)
fi
for f in "$@"; do
	[ -f "$f" ] || die "no patch $f"
	check "$(realpath "$f")"
done
for f in "${covers[@]}"; do
	check_cover "$f"
done
exit $rc
