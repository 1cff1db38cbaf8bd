# shellcheck shell=sh
# Scenario: the interrupt vectors of many managed-interrupt devices with one
# housekeeping CPU (as in many RT/NFV set-ups): 16 CPUs, CPUs 1-15 isolated,
# 14 NVMe controllers. Thirteen ask for one I/O queue per CPU (every
# isolated CPU gets a queue of its own), one for 4 (three queues of five
# isolated CPUs each, all served by CPU 0: 17 masks hold CPU 0, 14 on the
# base). x86 reserves a managed vector on every CPU of an interrupt's
# mask, so a kernel that adds the housekeeping CPU to every isolated queue's
# mask puts CPU 0 in 212 masks and runs it out of vectors (about 200 fit:
# with 12 controllers of 16 queues and two of 4, 200 masks, every
# controller still got its queues), and controllers get fewer queues than
# they asked for.
# The disks are QEMU null-co devices (no image: nothing is written).
DESCRIPTION="16 CPUs, 1 housekeeping (isolcpus=managed_irq,domain,1-15), 14 NVMe controllers: I/O queues, vectors per CPU"
SMP=16
CMDLINE="isolcpus=managed_irq,domain,1-15 null_blk.nr_devices=0 blkisol.NVME_QUEUES=blkisolv0=16,blkisolv1=16,blkisolv2=16,blkisolv3=16,blkisolv4=16,blkisolv5=16,blkisolv6=16,blkisolv7=16,blkisolv8=16,blkisolv9=16,blkisolv10=16,blkisolv11=16,blkisolv12=16,blkisolv13=4"
QEMU_ARGS='$(for i in 0 1 2 3 4 5 6 7 8 9 10 11 12 13; do
	q=16; [ $i -lt 13 ] || q=4
	printf " -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=v$i"
	printf " -device nvme,serial=blkisolv$i,drive=v$i,max_ioqpairs=$q"
done)'
TIMEOUT=600
# Probing 14 controllers on 16 emulated CPUs keeps the boot thread waiting
# for the asynchronous probes 35-40 s on a 2-core host (measured: the
# queues of the last controllers came up 37 s after the first probe), past
# the 30 s hung-task timeout of the test kernels. On a loaded host the
# probes' own workers (kworker, async_run_entry_fn) wait as long and are
# reported too. Those reports are expected here; any other report still
# fails the boot.
KLOG_ALLOW='INFO: task (swapper/0:1|kworker/[^ ]+) blocked for more than'
TESTS="blkisol/irq_vectors.sh block/hctx_map.sh"
EXPECT_BASE_FAIL=""  # the base keeps its masks disjoint: every controller gets its queues
# With a housekeeping CPU added to the mask of every isolated queue
# (negative control), CPU 0 runs out of vectors: controllers lose queues.
EXPECT_NEGCTL_FAIL="blkisol/irq_vectors.sh"
# Negative control: a housekeeping CPU in every queue mask (queues of one
# isolated CPU too), without limit per CPU: two scratch patches together
NEGCTL_CMDLINE="negctl_hk_single=1 negctl_hk_nocap=1"
NEGCTL_DIAG='not ok 1 NVMe controllers with fewer I/O queues: [a-z]'
