# shellcheck shell=sh
# Isolation QoS, qos-hosttags-none with mq-deadline, which the kernel picks
# for a disk with shared tags: one set of FIFOs per disk, whatever hardware
# queue a request goes to, so the class split does not separate the probe
# from the bulk job there.
DESCRIPTION="QoS, host-wide tags (192), mq-deadline (the kernel's default for shared tags), 3 queues for 8 CPUs; read and O_SYNC write probes"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128 blkisol.RUNTIME=10 blkisol.WPROBE=1 scsi_debug.submit_queues=3 blkisol.SCHED=mq-deadline"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
