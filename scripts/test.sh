#!/usr/bin/env bash
# The main job on the embedded default: fetch the base, apply the series,
# build it, boot it in QEMU for each scenario, print the KTAP summary.
# Usage: scripts/test.sh [SCENARIO...]    (default: every scenario)
. "$(dirname "$0")/lib.sh"

"$TOP/scripts/deps.sh"
"$TOP/scripts/fetch-base.sh" >/dev/null
"$TOP/scripts/build.sh" series
rc=0
"$TOP/scripts/run.sh" series "$@" || rc=$?
echo "kernel: $OUT/series/bzImage (config: $OUT/series/obj/.config)"
echo "logs:   $OUT/series/logs/ (console log and results per scenario)"
exit $rc
