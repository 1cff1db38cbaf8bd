# shellcheck shell=sh
# Isolation QoS, reference: qos-shared with 8 queues (one per CPU), the
# separation ideal; what remains is contention for the device's slots.
DESCRIPTION="QoS reference: one queue per CPU, scsi_debug, 8 queues"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.max_queue=192 scsi_debug.submit_queues=8 scsi_debug.dev_size_mb=64 blkisol.QD=4"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
