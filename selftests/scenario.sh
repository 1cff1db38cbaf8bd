# shellcheck shell=sh
# shellcheck disable=SC2034  # the variables are read by whoever loads a scenario
# The scenario format, and its one loader. A scenario is one VM boot: a file
# of selftests/scenarios/ (tests), selftests/peer/ (blktests) or
# selftests/bench/ (benchmarks) that sets some of the variables below and
# may define the functions below, nothing else (make lint checks it).
# scenario_load FILE gives every variable its default, then reads FILE; the
# host scripts (bash) and the guest's init (busybox sh) both use it.
#
# Who reads each variable:
#   host    scripts/run.sh, which boots QEMU (and scripts/bench.sh, for a
#           benchmark's TIMEOUT and FLAVOUR)
#   guest   selftests/guest/init, inside the VM
#   expect  scripts/expect.sh, which judges saved results (make run on base
#           and negctl, make check, make expect), and scripts/check.sh,
#           which picks the kernels a scenario boots on
#   list    scripts/list.sh (make list)
#   peer    scripts/blktests.sh (selftests/peer/ only)
#
# Functions a scenario may define:
#   guest_setup   guest: run before the tests (load a driver, make a disk)
#   host_before   host: once the scratch disk images exist in $DISK, before
#                 QEMU starts
#   host_after    host: after QEMU has ended; its "ok<TAB>NAME" or "not
#                 ok<TAB>NAME<TAB>DETAIL" lines count as results

# scenario_defaults: every variable of the format, at its default.
scenario_defaults() {
	# One line: what the boot checks (host: progress line; list)
	DESCRIPTION=''
	# The VM: vCPUs, memory in MiB, QEMU's -cpu model (host)
	SMP=8
	MEM=2048
	CPU=max
	# Kernel command line added to the boot (host; the guest reads its
	# blkisol.VAR=VALUE settings). QEMU_ARGS: more QEMU arguments (disks,
	# NUMA nodes), evaluated with $DISK, the scenario's scratch directory
	# of 64 MiB images d0.img-d5.img (host)
	CMDLINE=''
	QEMU_ARGS=''
	# The boot's time limit in seconds (host; doubled on the kasan kernel)
	TIMEOUT=600
	# ICOUNT=SHIFT: one TCG thread, guest time follows instructions (host;
	# cost benchmarks)
	ICOUNT=''
	# REPORT: the sections of the benchmark report a benchmark asks for,
	# words of: qos (the probe's p99 beside the bulk job over alone),
	# iops-floor (no throughput ratio below the floor), raid-choice (the
	# algorithms each kernel chose) (host: scripts/bench-report.py)
	REPORT=''
	# TCG_SINGLE=1: one TCG thread runs every vCPU in turn, without icount
	# (host; shapes with more vCPUs than multi-thread TCG can schedule on
	# a small host, seed-shape128)
	TCG_SINGLE=''
	# The tests, in order: block/NAME.sh (kselftests), blkisol/NAME.sh
	# (selftests/guest-tests/) (guest; expect: a guard must have run)
	TESTS=''
	# EXTRA_INITRD=blktests: the blktests tree in the initramfs (host)
	EXTRA_INITRD=''
	# Extended regex of kernel-log report lines the scenario expects and
	# explains (host: the kernel-log result)
	KLOG_ALLOW=''
	# Tests that guard a fix: they must fail on the base (expect)
	EXPECT_BASE_FAIL=''
	# 1: the base may crash or hang here (a bug the series fixes): its
	# boot result does not count (expect)
	BASE_MAY_CRASH=''
	# 1: the CPU-to-hctx maps the series prints equal the base's (expect)
	MAP_SAME_AS_BASE=''
	# Tests the negative control must fail (expect; host: the negctl boot
	# runs only these), the negctl_*=1 switches of the scratch patches that
	# break them (host: negctl boot only), and what the failure must say,
	# one extended regex a line, matched in the negctl console (expect)
	EXPECT_NEGCTL_FAIL=''
	NEGCTL_CMDLINE=''
	NEGCTL_DIAG=''
	# CHECKERS=1 (the scenario removes devices, takes CPUs offline or frees
	# rq-qos state): the series boots with slub_debug and debug objects on,
	# the scenario also boots series-nort and, with KASAN=1, kasan (host,
	# expect, guest: power off through the drivers' shutdown).
	# CHECKERS_CMDLINE: added on the series-nort and kasan boots (host)
	CHECKERS=''
	CHECKERS_CMDLINE=''
	# SPLIT=1: also boot the split variant, every test must pass (expect)
	SPLIT=''
	# Benchmarks: the kconfig flavour of the kernels (FLAVOUR=prof: base-prof
	# and series-prof; host: scripts/bench.sh)
	FLAVOUR=''
	# blktests (peer): the project's own cases, which must fail on the
	# base saying BASE_DIAG (one extended regex), and the tests make
	# check leaves to make blktests
	OWN=''
	BASE_DIAG=''
	CHECK_SKIP=''
	unset -f guest_setup host_before host_after 2>/dev/null || true
}

# scenario_vars: the names of the variables above, one a line.
scenario_vars() {
	sed -n '/^scenario_defaults()/,/^}/s/^[[:space:]]*\([A-Z_][A-Z0-9_]*\)=.*/\1/p' "$SCENARIO_LIB"
}

# scenario_load FILE: the defaults, then FILE's settings.
scenario_load() {
	scenario_defaults
	# shellcheck source=/dev/null
	. "$1"
}
