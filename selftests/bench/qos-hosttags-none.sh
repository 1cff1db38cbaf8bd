# shellcheck shell=sh
# Isolation QoS on the reported configuration: host-wide tags as megaraid_sas
# shares them (scsi_debug host_max_queue=192; the bulk job's iodepth 128 stays
# below them, as 4 x 256 stayed below the reported 5089), no I/O scheduler
# (nr_requests was the tag depth there, which it is only without one), queues
# far fewer than CPUs (case C: 3 queues, 8 CPUs). A 4k read probe and a 4k
# O_SYNC write probe (a write-ahead log's write and sync) on CPU 0, alone and
# beside the bulk job on isolated CPU 2. Compare with qos-hosttags-none-b.
DESCRIPTION="QoS, the reporter's configuration: host-wide tags (192), no I/O scheduler, 3 queues for 8 CPUs; read and O_SYNC write probes on CPU 0 vs bulk (iodepth 128) on CPU 2"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128 blkisol.RUNTIME=10 blkisol.WPROBE=1 scsi_debug.submit_queues=3 blkisol.SCHED=none"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
