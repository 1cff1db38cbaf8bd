# shellcheck shell=sh
# Isolation QoS, qos-hosttags-dl with the probes in the realtime I/O
# priority class (fio prioclass=1, what io.prio.class promote-to-rt gives a
# cgroup): mq-deadline dispatches realtime requests first, the remedy an
# operator has for a scheduler that keeps one queue per disk.
DESCRIPTION="QoS, host-wide tags (192), mq-deadline, 3 queues, probes in the realtime I/O priority class (the operator's remedy)"
SMP=8
CMDLINE="isolcpus=managed_irq,domain,2-7 null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128 blkisol.RUNTIME=10 blkisol.WPROBE=1 scsi_debug.submit_queues=3 blkisol.SCHED=mq-deadline blkisol.PROBE_PRIO=1"
TESTS="blkisol/qos_probe.sh"
REPORT="qos"
