# shellcheck shell=sh
# qos-shared with CPUs 2-7 isolated at run time: the boot isolates them
# for managed interrupts only (isolcpus=managed_irq,2-7, which decides the
# queue maps), and the probe makes them a cpuset isolated partition (domain
# isolation) before it starts, with the bulk job in the partition. The
# figure to compare is qos-shared's, booted in the same run.
DESCRIPTION="QoS: qos-shared, CPUs 2-7 a cpuset isolated partition at run time"
SMP=8
CMDLINE="isolcpus=managed_irq,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.max_queue=192 scsi_debug.submit_queues=3 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.PARTITION=2-7"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
