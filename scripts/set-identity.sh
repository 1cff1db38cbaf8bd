#!/usr/bin/env bash
# Make yourself the author and submitter of every patch: From: becomes you,
# and your Signed-off-by: follows the Assisted-by: line. The patches carry
# no Signed-off-by until then: only a person can certify the Developer's
# Certificate of Origin (Documentation/process/coding-assistants.rst), so
# read what you sign off first. Run it again with another identity to
# replace yours. The copyright line of a file a patch adds (the blktests
# cases) names you too. make send refuses to write mail before this is done.
# MODEL names the AI assistant the patches were written with, as
# Documentation/process/generated-content.rst asks (only you know which):
# it replaces the placeholder LLM of every Assisted-by: line, which the
# cover letters point to. One word, e.g. Claude:claude-opus-4-5.
# Usage: scripts/set-identity.sh "Your Name" you@example.com MODEL
#        scripts/set-identity.sh --reset   (back to the project's placeholder
#        From:, no Signed-off-by and Assisted-by: LLM, as the patches are
#        kept in the tree)
. "$(dirname "$0")/lib.sh"

placeholder="Blk-Isol Project <blk-isol@lists.example.org>"
if [ "${1:-}" = --reset ]; then
	[ $# -eq 1 ] || die "usage: set-identity.sh --reset"
	n=0
	for f in "$TOP"/patches/[0-9]*.patch "$TOP"/patches/blktests/[0-9]*.patch "$TOP"/selftests/negative/[0-9]*.patch "$TOP"/later/rfc-*.patch; do
		[ -f "$f" ] || continue
		NEW="$placeholder" HOLDER="${placeholder% <*}" perl -0pi -e '
			my ($msg, $rest) = split(/^---$/m, $_, 2);
			my ($old) = $msg =~ /^From: (.*)$/m;
			defined $old or die "no From: line in $ARGV\n";
			if ($old ne $ENV{NEW}) {
				$msg =~ s/^From: .*$/From: $ENV{NEW}/m;
				$msg =~ s/^Signed-off-by: \Q$old\E\n//m
					or die "no Signed-off-by: $old in $ARGV\n";
			}
			$msg =~ s/^Assisted-by: \S+/Assisted-by: LLM/m;
			$rest =~ s/^(\+# Copyright \(C\) \d{4}) .*$/$1 $ENV{HOLDER}/mg;
			$_ = $msg . "---" . $rest;
		' "$f" || die "could not reset the identity in $f"
		n=$((n + 1))
	done
	log "identity: $n patches back to From: $placeholder, without a Signed-off-by"
	exit 0
fi
name=${1:-} email=${2:-} model=${3:-}
[ -n "$name" ] && [ -n "$email" ] && [ -n "$model" ] && [ $# -eq 3 ] ||
	die 'usage: set-identity.sh "Your Name" you@example.com MODEL (or --reset)'
[[ $model =~ ^[A-Za-z0-9][A-Za-z0-9._:+-]*$ ]] ||
	die "MODEL is one word naming the AI assistant (e.g. Claude:claude-opus-4-5), not '$model'"
[ "$model" != LLM ] || die "MODEL: name the assistant, not the placeholder LLM"
[[ $email == *@*.* && $email != *[[:space:]\<\>]* ]] || die "not an e-mail address: $email"
[[ $name != *[\<\>]* ]] || die "the name must not contain < or >"
[ "$name <$email>" != "$placeholder" ] ||
	die "that is the project's placeholder, not a person"
n=0
for f in "$TOP"/patches/[0-9]*.patch "$TOP"/patches/blktests/[0-9]*.patch "$TOP"/selftests/negative/[0-9]*.patch "$TOP"/later/rfc-*.patch; do
	[ -f "$f" ] || continue
	# In the message (before the first "---" line): the old author's
	# Signed-off-by goes, the new one follows the Assisted-by: line.
	NEW="$name <$email>" HOLDER="$name" MODEL="$model" perl -0pi -e '
		my ($msg, $rest) = split(/^---$/m, $_, 2);
		my ($old) = $msg =~ /^From: (.*)$/m;
		$msg =~ s/^From: .*$/From: $ENV{NEW}/m;
		$msg =~ s/^Assisted-by: \S+/Assisted-by: $ENV{MODEL}/m;
		$msg =~ s/^Signed-off-by: \Q$old\E\n//m if defined $old;
		$msg =~ s/^(Assisted-by: .*\n)/$1Signed-off-by: $ENV{NEW}\n/m
			or die "no Assisted-by: line in $ARGV\n";
		$rest =~ s/^(\+# Copyright \(C\) \d{4}) .*$/$1 $ENV{HOLDER}/mg;
		$_ = $msg . "---" . $rest;
	' "$f" || die "could not set the identity in $f"
	n=$((n + 1))
done
log "identity: $n patches now have From: and Signed-off-by: $name <$email>, Assisted-by: $model"
