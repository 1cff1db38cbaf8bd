# shellcheck shell=sh
# Benchmark 1, host-wide tags (megaraid's host_tagset): qos-shared with 192
# tags shared by the 3 queues (scsi_debug host_max_queue). Separate queues
# remove the FIFO collision on one dispatch list, not the bulk job's hold on
# the shared tags.
DESCRIPTION="QoS: probe on CPU 0 vs bulk on CPU 2, scsi_debug, 3 queues, host-wide tags"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.submit_queues=3 scsi_debug.dev_size_mb=64 blkisol.QD=4"
TESTS="blkisol/qos_probe.sh"
