#!/usr/bin/env bash
# The stack's KUnit suites with the kernel's own runner, as a developer or a
# CI runs them: tools/testing/kunit/kunit.py on x86_64 (its QEMU guest with
# 16 CPUs, as the suites' help texts say, so that the tests of the booted
# CPU layout run; on TCG as every boot of the workbench, through
# scripts/qemu-tcg.sh) in the series tree, from the .kunitconfig the series ships
# (kernel/irq) plus the other suites of the stack. The kernel is built with
# CONFIG_PREEMPT, not PREEMPT_RT: the boot of the model the test kernels do
# not use. raid6 and xor are built in (md raid456 selects them), so both
# calibrate at boot with preemption really disabled, under lockdep and
# might_sleep() checks. The raid6 suite itself (the algorithms, untouched
# by the stack) is left out.
# Usage: scripts/kunit.sh [VARIANT]   (default series)
# Result: the parsed KTAP summary; exit status non-zero when a test failed,
# the build failed, or a suite of the list did not run.
. "$(dirname "$0")/lib.sh"

variant=${1:-series}
need python3 qemu-system-x86_64 make gcc ccache flex bison bc perl
src=$("$TOP/scripts/apply.sh" "$variant")
dir=$OUT/kunit-$variant
mkdir -p "$dir" "$CCACHE_DIR"
export CCACHE_BASEDIR=$dir CCACHE_SLOPPINESS=time_macros,include_file_mtime,include_file_ctime
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-5G}
export KBUILD_BUILD_TIMESTAMP='2026-01-01' KBUILD_BUILD_USER=blk-isol KBUILD_BUILD_HOST=qemu
[ -f "$src/kernel/irq/.kunitconfig" ] || die "$src has no kernel/irq/.kunitconfig: not the series"

suites=(irq-affinity-masks group_cpus blk-mq-reply-queue xor)
opts=(CONFIG_PREEMPT=y CONFIG_DEBUG_KERNEL=y CONFIG_DEBUG_ATOMIC_SLEEP=y CONFIG_PROVE_LOCKING=y
	CONFIG_GROUP_CPUS_KUNIT_TEST=y CONFIG_BLK_MQ_REPLY_KUNIT_TEST=y
	CONFIG_PCI=y CONFIG_SCSI=y CONFIG_SCSI_LOWLEVEL=y
	CONFIG_MD=y CONFIG_BLK_DEV_MD=y CONFIG_MD_RAID456=y CONFIG_XOR_KUNIT_TEST=y)
args=(run --arch=x86_64 --build_dir="$dir" --jobs="$JOBS" --timeout=900
	--kunitconfig=kernel/irq --qemu_args=-smp\ 16 --make_options=CC=ccache\ gcc --raw_output=all)
for o in "${opts[@]}"; do args+=(--kconfig_add "$o"); done

mkdir -p "$dir/bin"
ln -sf "$TOP/scripts/qemu-tcg.sh" "$dir/bin/qemu-system-x86_64"
export BLKISOL_QEMU
BLKISOL_QEMU=$(command -v qemu-system-x86_64)
log "kunit: kunit.py on $variant, CONFIG_PREEMPT, 16 CPUs on TCG, suites ${suites[*]} (log: $dir/kunit.log)"
rc=0
(cd "$src" && PATH=$dir/bin:$PATH python3 tools/testing/kunit/kunit.py "${args[@]}") >"$dir/kunit.log" 2>&1 || rc=$?
# The console of the boot: the raid6/xor choice and any kernel warning
grep -aE 'raid6: using|xor: using|BUG:|WARNING:|possible .*lock|sleeping function' "$dir/kunit.log" |
	sed 's/^/kunit: /' >&2
bad=0
for s in "${suites[@]}"; do
	line=$(grep -aE "^ *(ok|not ok) [0-9]+ $s\$" "$dir/kunit.log" | tail -n 1)
	case $line in
	*"not ok"*) log "kunit: $s: FAILED"; bad=1 ;;
	*ok*) log "kunit: $s: ok" ;;
	*) log "kunit: $s: did not run"; bad=1 ;;
	esac
done
if grep -aqE 'BUG:|WARNING:|possible .*lock|sleeping function' "$dir/kunit.log"; then
	log "kunit: the kernel reported a problem (lines above)"
	bad=1
fi
[ "$rc" = 0 ] && [ "$bad" = 0 ] || die "kunit: kunit.py on $variant failed (exit $rc), see $dir/kunit.log"
log "kunit: every suite passed"
