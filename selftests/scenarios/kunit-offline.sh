# shellcheck shell=sh
# Scenario: the masks of managed interrupts made while a housekeeping CPU
# is offline. The KUnit case irq_affinity_offline_hk takes offline a
# housekeeping CPU that serves a queue of isolated CPUs (CPU 1: CPU 0 cannot
# go offline), makes the masks of as many devices as there are housekeeping
# CPUs, and checks that none of them gives that CPU a queue of isolated
# CPUs. It has a boot of its own because the kunit scenario's negative
# control removes the class split, which leaves no queue of isolated CPUs
# to check.
DESCRIPTION="KUnit irq_affinity_offline_hk: masks made with a housekeeping CPU offline, isolcpus=managed_irq,2-7"
SMP=8
TIMEOUT=300
CMDLINE="kunit.enable=1 kunit.filter_glob=irq-affinity-masks.irq_affinity_offline_hk isolcpus=managed_irq,2-7 null_blk.nr_devices=0"
TESTS=""
EXPECT_BASE_FAIL=""
# Negative control: the present CPUs read as online when the masks are made
EXPECT_NEGCTL_FAIL="kunit:irq-affinity-masks.irq_affinity_offline_hk"
NEGCTL_CMDLINE="negctl_hk_present=1"
NEGCTL_DIAG='device [0-9]+, nvecs [0-9]+: mask [0-9]+ [0-9,-]+: housekeeping CPU 1 is offline'
