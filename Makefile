# Single entry point of the workbench. Every target is a script in scripts/.
#   make test      fetch base, apply, build the series, boot every scenario (a line each)
#   make check     everything CI runs: lint, base + series + negative control, all scenarios, blktests
#                  (KASAN=1: also the kasan kernel, where a scenario sets CHECKERS=1;
#                  CHECK_SPLIT=1: also the split kernel, where a scenario sets SPLIT=1;
#                  CHECK_NORT=1: also series-nort, the series without PREEMPT_RT, where CHECKERS=1)
#   make bench     base vs series benchmarks, report in out/bench/report.md (bench-quick: smoke run)
#   make kunit     the stack's KUnit suites with kunit.py (x86_64, CONFIG_PREEMPT: the non-RT boot)
#   make raid-host  raid6/xor calibration timing, base way vs series way, in userspace (native and TCG)
#   make send-check  the rules every patch must meet before it is mailed, and their self-test
#   make selftest  the workbench's own self-tests (console parser, formats, bench report), no kernel
#   make blktests  blktests (the block community's suite) and our blktests cases on series, base, negctl
#   make list      every scenario, peer scenario and benchmark, with what make check expects
#   make expect    judge the saved results of SCENARIOS (all: empty) as make check does, no boot
#   make help      this text
#   make deps | fetch | apply | build | run | lint | send | git-tree | clean
# Variables: VARIANT=NAME of ./variants (default series), SCENARIOS="a b", BENCHES="a b",
#   TREE=7.3.4 (the newest packaged stable instead of the base), KERNEL_SRC=/path (your tree).
VARIANT ?= series
SCENARIOS ?=
BENCHES ?=
KASAN ?=
CHECK_SPLIT ?=
CHECK_NORT ?=

.PHONY: help list expect test check kunit blktests bench bench-quick raid-host selftest deps fetch apply build run lint send send-check git-tree clean shellcheck

test:
	scripts/test.sh $(SCENARIOS)
help:
	@sed -n '/^[^#]/q; s/^# \{0,1\}//p' Makefile
list:
	scripts/list.sh
expect:
	KASAN=$(KASAN) CHECK_SPLIT=$(CHECK_SPLIT) CHECK_NORT=$(CHECK_NORT) scripts/expect.sh $(or $(SCENARIOS),$(shell cd selftests/scenarios && ls *.sh | sed 's/\.sh$$//'))
check:
	KASAN=$(KASAN) CHECK_SPLIT=$(CHECK_SPLIT) CHECK_NORT=$(CHECK_NORT) scripts/check.sh $(SCENARIOS)
kunit:
	scripts/kunit.sh
blktests:
	scripts/blktests.sh $(SCENARIOS)
bench:
	scripts/bench.sh $(BENCHES)
bench-quick:
	scripts/bench.sh --quick $(BENCHES)
raid-host:
	scripts/raid-host.sh $(ROUNDS)
deps:
	scripts/deps.sh
fetch:
	scripts/fetch-base.sh
apply:
	scripts/apply.sh $(VARIANT)
build:
	scripts/build.sh $(VARIANT)
run:
	scripts/run.sh $(VARIANT) $(SCENARIOS)
lint:
	scripts/lint.sh
selftest:
	scripts/selftest.sh
send:
	scripts/send.sh
send-check:
	scripts/send-check.sh
	scripts/send-check.sh --self-test
git-tree:
	scripts/git-tree.sh
shellcheck:
	shellcheck -S warning scripts/*.sh selftests/guest/init selftests/guest-tests/*.sh .ci/run
	shellcheck -S warning -e SC2034 -s sh selftests/scenario.sh selftests/scenarios/*.sh selftests/peer/*.sh selftests/bench/*.sh
clean:
	rm -rf out
