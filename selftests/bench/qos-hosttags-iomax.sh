# shellcheck shell=sh
# Isolation QoS, qos-hosttags-none with io.max: the bulk job runs in a
# cgroup limited to 300 read IOPS (about a third of what it does unlimited
# here), the probes in a sibling: an operator's tool for the reporter's
# configuration (no I/O scheduler) that caps the bulk job whatever the
# probes need.
DESCRIPTION="QoS, host-wide tags (192), no I/O scheduler, 3 queues, io.max riops=300 on the bulk job's cgroup (the operator's tool); read and O_SYNC write probes"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128 blkisol.RUNTIME=10 blkisol.WPROBE=1 scsi_debug.submit_queues=3 blkisol.SCHED=none blkisol.IOMAX=300"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
