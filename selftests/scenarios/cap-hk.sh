# shellcheck shell=sh
# Scenario: the limit of queues a housekeeping CPU serves per interrupt set
# (4: x86 reserves a managed vector on every CPU of a mask). 16 CPUs, CPU 0
# the one housekeeping CPU, an NVMe controller of 8 I/O queues: CPU 0's own
# queue and seven queues of two or three isolated CPUs, of which CPU 0
# serves four; the other three keep their interrupt on their own CPUs. The
# map test's vector bound checks the limit, the interrupt test that four
# queues, no more, have CPU 0. The disk is a QEMU null-co device (no image:
# nothing is written).
DESCRIPTION="16 CPUs, 1 housekeeping (isolcpus=managed_irq,domain,1-15), NVMe of 8 queues: CPU 0 serves 4 of the 7 queues of isolated CPUs"
SMP=16
CMDLINE="isolcpus=managed_irq,domain,1-15 null_blk.nr_devices=0"
QEMU_ARGS='-drive driver=null-co,read-zeroes=on,size=64M,if=none,id=c0
 -device nvme,serial=blkisolcap,drive=c0,max_ioqpairs=8'
TIMEOUT=480
TESTS="blkisol/irq_hk.sh block/hctx_map.sh"
EXPECT_BASE_FAIL=""  # the limit is the series' own: the base adds no CPU to a mask
EXPECT_NEGCTL_FAIL="block/hctx_map.sh"
# Negative control: no limit per CPU
NEGCTL_CMDLINE="negctl_hk_nocap=1"
NEGCTL_DIAG='vectors reserved per CPU bounded \(CPU:masks/isolated masks: cpu0:8/7'
