# shellcheck shell=sh
# Scenario: raid6_pq loaded on CPU 1 while CPU 1 goes offline, 20 times, the
# offline spread over the length of a load: the calibration must not hold
# its CPU (migration disabled) while it waits for the CPU hotplug lock that
# the offline holds while it waits for the pinned task (a hang is reported
# after 20 s). Neither the base nor the series pins the calibration: the
# base passes, so it is not booted; the negative control pins it across
# static_call_update(), the order that deadlocks.
DESCRIPTION="raid6_pq calibration while its CPU goes offline: no deadlock"
SMP=2
CMDLINE="null_blk.nr_devices=0 blkisol.ROUNDS=20 blkisol.HANG_S=20"
TESTS="blkisol/raid_hotplug.sh"
EXPECT_NEGCTL_FAIL="blkisol/raid_hotplug.sh"
# The series ends in well under a minute (21 s on 2026-12-04); with the
# deadlock the whole guest can stop (no console output at all, not even the
# hung-task report: seen on PREEMPT_RT): the console parser then names the
# test as having no result (scripts/parse.sh), and the negative control's
# boot lasts the whole limit.
TIMEOUT=90
