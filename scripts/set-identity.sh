#!/usr/bin/env bash
# Replace the project identity in every patch (From: and the project's
# Signed-off-by:) with yours, before you send the series as your own.
# Usage: scripts/set-identity.sh "Your Name" you@example.com
. "$(dirname "$0")/lib.sh"

name=${1:-} email=${2:-}
[ -n "$name" ] && [ -n "$email" ] || die 'usage: set-identity.sh "Your Name" you@example.com'
[[ $email == *@*.* && $email != *[[:space:]\<\>]* ]] || die "not an e-mail address: $email"
[[ $name != *[\<\>]* ]] || die "the name must not contain < or >"
old="Blk-Isol Project <blk-isol@lists.example.org>"
new="$name <$email>"
n=0
for f in "$TOP"/patches/*.patch "$TOP"/selftests/negative/*.patch; do
	[ -f "$f" ] || continue
	NEW=$new OLD=$old perl -pi -e 's/^(From|Signed-off-by): \Q$ENV{OLD}\E$/$1: $ENV{NEW}/' "$f"
	n=$((n + 1))
done
log "identity: $n patches now carry From:/Signed-off-by: $new"
