# shellcheck shell=sh
# Isolation QoS, qos-hosttags-none with io.latency: the probes run in a
# cgroup with an io.latency target of 10 ms (about twice the read probe's
# p99 alone), the bulk job in a sibling cgroup that blk-iolatency throttles
# while the probes miss the target: an operator's tool for the reporter's
# configuration (no I/O scheduler), which relies on one done_bio per bio.
DESCRIPTION="QoS, host-wide tags (192), no I/O scheduler, 3 queues, io.latency target 10 ms on the probes' cgroup (the operator's tool); read and O_SYNC write probes"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128 blkisol.RUNTIME=10 blkisol.WPROBE=1 scsi_debug.submit_queues=3 blkisol.SCHED=none blkisol.IOLAT=10000"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
