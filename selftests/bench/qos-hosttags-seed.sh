# shellcheck shell=sh
# Isolation QoS, host-wide tags as on the reported system: megaraid shares
# plentiful tags over its queues (nr_requests 5089 there, bulk jobs of depth
# 256, a SATA disk of queue depth 32 behind it), so the bulk job does not
# hold them all. Modelled as qos-hosttags with the bulk job's iodepth at 128,
# below the 192 shared tags, and the kernel's default scheduler for shared
# tags, mq-deadline, whose one queue per disk the series does not split
# (2026-12-06: no kernel separates the probe there; the reporter ran no
# scheduler: qos-hosttags-none).
DESCRIPTION="QoS: probe on CPU 0 vs bulk (iodepth 128) on CPU 2, scsi_debug, 3 queues, 192 host-wide tags"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.submit_queues=3 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
