# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh
# What the housekeeping CPUs pay for the isolated CPUs' I/O, with managed
# interrupts: one QEMU NVMe controller with 3 I/O queues for 8 CPUs, CPUs
# 2-7 isolated (managed_irq, domain), the interrupts that are not managed
# on CPU 0 (irqaffinity=0: CPU 1 is the one kept for latency work, as seed
# 000's node keeps some housekeeping CPUs free of interrupts). Bulk reads on
# every isolated CPU, each held below what the device serves (QEMU's NVMe
# serves its queues in turn: unlimited bulk measures the device, not the
# CPUs), probes on CPUs 0 and 1 alone and beside it. On the base the map is
# {0,1,2} {3,4,5} {6,7}: CPU 2's bulk shares the housekeeping queue, the
# other queues' interrupts stay on isolated CPUs. With the series the map
# is {0,1} {2,3,4} {5,6,7} and the queues of {2,3,4} and {5,6,7} are both
# handled by CPU 0 (irqaffinity=0 leaves one housekeeping CPU to serve
# isolated queues, and it serves up to 4 of a device). hk-load-ideal is the
# reference: one queue per CPU. The disk is QEMU's null-co driver (no host
# file I/O). Multi-threaded TCG: interrupt counts are exact, times follow
# the host and are compared within one run.
DESCRIPTION="housekeeping CPUs' cost of isolated CPUs' bulk I/O: NVMe 3 queues, probes on CPUs 0 (H) and 1"
SMP=8
TIMEOUT=600
CMDLINE="isolcpus=managed_irq,domain,2-7 irqaffinity=0 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.DISK=blkisolhk"
QEMU_ARGS='-blockdev driver=null-co,node-name=hk,size=1073741824,read-zeroes=on -device nvme,serial=blkisolhk,drive=hk,max_ioqpairs=3'
TESTS="blkisol/hk_load.sh"
