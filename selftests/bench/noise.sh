# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh
# Benchmark: the noise an isolated CPU sees, as RT users measure it (issue
# 29, seed 000's shape). The osnoise tracer (then timerlat) on every
# isolated CPU while nothing else runs (floor), while bulk reads run on the
# housekeeping CPUs 0-1 (hk), and while they run on isolated CPU 3 alone
# (iso), which shares a hardware queue with other isolated CPUs: one QEMU
# NVMe controller with 3 I/O queues for 8 CPUs, managed interrupts, CPUs 2-7
# isolated with managed_irq and nohz_full, other interrupts on CPUs 0-1
# (irqaffinity), as an RT node is set up. The disk is QEMU's null-co
# driver (reads return zeroes, no host file I/O). On the base the map is
# {0,1,2} {3,4,5} {6,7} and the interrupt of a queue of isolated CPUs is
# handled by one of them; with the series isolated CPUs have queues of
# their own whose interrupts go to housekeeping CPUs. Multi-threaded TCG:
# counts are the result, durations follow the host.
DESCRIPTION="osnoise/timerlat on isolated CPUs 2-7: idle, bulk reads on CPUs 0-1, bulk reads on isolated CPU 3 (NVMe, 3 queues)"
SMP=8
TIMEOUT=900
CMDLINE="isolcpus=managed_irq,domain,2-7 nohz_full=2-7 irqaffinity=0-1 null_blk.nr_devices=0 scsi_debug.add_host=0 blkisol.DISK=blkisolnoise blkisol.ISO_CPU=3"
QEMU_ARGS='-blockdev driver=null-co,node-name=nz,size=1073741824,read-zeroes=on -device nvme,serial=blkisolnoise,drive=nz,max_ioqpairs=3'
TESTS="blkisol/noise.sh"
