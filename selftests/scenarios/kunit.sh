# shellcheck shell=sh
# Scenario: the KUnit suites built into the test kernel, run at boot.
DESCRIPTION="KUnit suites built into the kernel"
SMP=2
CMDLINE="kunit.enable=1"
TESTS=""
EXPECT_BASE_FAIL=""
