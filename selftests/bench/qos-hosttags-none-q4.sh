# shellcheck shell=sh
# qos-hosttags-none (host-wide tags, no I/O scheduler, probes on CPU 0,
# bulk job on isolated CPU 2, 8 CPUs of which 2-7 isolated) with 4 queues
# instead of 3: with qos-hosttags-none and qos-hosttags-none-b (8 queues),
# how many queues the separation needs, the report's second question.
DESCRIPTION="QoS, host-wide tags (192), no I/O scheduler, 4 queues for 8 CPUs (queue count sweep); read and O_SYNC write probes"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128 blkisol.RUNTIME=10 blkisol.WPROBE=1 scsi_debug.submit_queues=4 blkisol.SCHED=none"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
