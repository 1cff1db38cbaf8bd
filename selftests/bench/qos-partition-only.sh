# shellcheck shell=sh
# qos-partition without isolcpus at boot: CPUs 2-7 are isolated by the
# cpuset partition alone. Queue maps and managed interrupts are made at
# boot from isolcpus=managed_irq and do not follow a partition, so the
# probe's CPU 0 and the bulk job's CPU 2 share a hardware queue on both
# kernels: the figure of what run-time isolation alone does not give.
DESCRIPTION="QoS: qos-shared, CPUs 2-7 isolated by a cpuset partition only"
SMP=8
CMDLINE="null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.max_queue=192 scsi_debug.submit_queues=3 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.PARTITION=2-7"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
