# shellcheck shell=sh
# Isolation QoS, host-wide tags exhausted: qos-shared with 192 tags shared by
# the 3 queues (scsi_debug host_max_queue, as megaraid's host_tagset) and a
# bulk job of iodepth 256, more than there are tags: the bulk job holds every
# tag, and the probe waits for a free tag whichever queue it submits to. This
# models tag exhaustion, not the reported system (see qos-hosttags-seed).
DESCRIPTION="QoS: probe on CPU 0 vs bulk (iodepth 256) on CPU 2, scsi_debug, 3 queues, 192 host-wide tags: exhausted"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.submit_queues=3 scsi_debug.dev_size_mb=64 blkisol.QD=4"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
