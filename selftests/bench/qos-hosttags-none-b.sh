# shellcheck shell=sh
# Isolation QoS, qos-hosttags-none with one queue per CPU (case B, 8 queues):
# the probe and the bulk job never share a hardware queue on any kernel, the
# figure the series should reach with 3 queues (qos-hosttags-none).
DESCRIPTION="QoS, host-wide tags (192), no I/O scheduler, one queue per CPU (the reporter's healthy case); read and O_SYNC write probes"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128 blkisol.RUNTIME=10 blkisol.WPROBE=1 scsi_debug.submit_queues=8 blkisol.SCHED=none"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
