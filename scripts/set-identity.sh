#!/usr/bin/env bash
# Make yourself the author and submitter of every patch: From: becomes you,
# and your Signed-off-by: follows the Assisted-by: line. The patches carry
# no Signed-off-by until then: only a person can certify the Developer's
# Certificate of Origin (Documentation/process/coding-assistants.rst), so
# read what you sign off first. Run it again with another identity to
# replace yours. make send refuses to write mail before this is done.
# Usage: scripts/set-identity.sh "Your Name" you@example.com
. "$(dirname "$0")/lib.sh"

name=${1:-} email=${2:-}
[ -n "$name" ] && [ -n "$email" ] || die 'usage: set-identity.sh "Your Name" you@example.com'
[[ $email == *@*.* && $email != *[[:space:]\<\>]* ]] || die "not an e-mail address: $email"
[[ $name != *[\<\>]* ]] || die "the name must not contain < or >"
[ "$name <$email>" != "Blk-Isol Project <blk-isol@lists.example.org>" ] ||
	die "that is the project's placeholder, not a person"
n=0
for f in "$TOP"/patches/[0-9]*.patch "$TOP"/selftests/negative/[0-9]*.patch; do
	[ -f "$f" ] || continue
	# In the message (before the first "---" line): the old author's
	# Signed-off-by goes, the new one follows the Assisted-by: line.
	NEW="$name <$email>" perl -0pi -e '
		my ($msg, $rest) = split(/^---$/m, $_, 2);
		my ($old) = $msg =~ /^From: (.*)$/m;
		$msg =~ s/^From: .*$/From: $ENV{NEW}/m;
		$msg =~ s/^Signed-off-by: \Q$old\E\n//m if defined $old;
		$msg =~ s/^(Assisted-by: .*\n)/$1Signed-off-by: $ENV{NEW}\n/m
			or die "no Assisted-by: line in $ARGV\n";
		$_ = $msg . "---" . $rest;
	' "$f" || die "could not set the identity in $f"
	n=$((n + 1))
done
log "identity: $n patches now have From: and Signed-off-by: $name <$email>"
