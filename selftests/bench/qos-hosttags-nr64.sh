# shellcheck shell=sh
# Isolation QoS, qos-hosttags-none with the disk's nr_requests capped at 64,
# the stopgap the reporter applied: the bulk job can hold fewer requests,
# so the probe waits behind fewer of them, at a cost in bulk throughput.
DESCRIPTION="QoS, host-wide tags (192), no I/O scheduler, 3 queues, nr_requests capped at 64 (the reporter's stopgap); read and O_SYNC write probes"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128 blkisol.RUNTIME=10 blkisol.WPROBE=1 scsi_debug.submit_queues=3 blkisol.SCHED=none blkisol.NR_REQUESTS=64"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
