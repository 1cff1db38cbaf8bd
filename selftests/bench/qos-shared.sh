# shellcheck shell=sh
# Isolation QoS (topic 1, seed 000): scsi_debug as the bottleneck
# (2 ms per command, 192 tags per queue, disk queue_depth 4: about 2000
# commands/s, below what the bulk job submits under TCG, so its requests
# park on the dispatch list), 3 queues, 8 CPUs, CPUs 2-7 isolated. Probe on
# CPU 0, bulk on CPU 2: on the base both submit to hctx0; with the series
# CPU 0 and CPU 2 have queues of their own.
DESCRIPTION="QoS: probe on CPU 0 vs bulk on CPU 2, scsi_debug, 3 queues"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.max_queue=192 scsi_debug.submit_queues=3 scsi_debug.dev_size_mb=64 blkisol.QD=4"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
