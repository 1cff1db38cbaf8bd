# shellcheck shell=sh
# Scenario: two isolcpus= lists, managed_irq wider than domain, as on a
# node whose managed_irq list also covers CPUs that run ordinary tasks:
# CPUs 1-7 isolated from managed interrupts, CPUs 2-7 also from the
# scheduler domains. CPU 1 runs ordinary tasks (a latency-critical one may
# be there), so it must share no queue with CPUs 2-7: hctx_map.sh's own
# null_blk disks (2, 3 and 8 queues, blk_mq_map_queues()) and a virtio-blk
# disk of 3 queues (managed interrupts) keep CPUs 0-1 apart from 2-7.
# Taking the managed_irq list alone as the isolated class gave 3 queues
# 0:0 1:1,2,3,4 2:5,6,7. The disk is a QEMU null-co device (no image).
DESCRIPTION="two isolcpus= lists (managed_irq,1-7; domain,2-7), null_blk and virtio-blk: CPU 1 with the housekeeping CPUs"
SMP=8
CMDLINE="isolcpus=managed_irq,1-7 isolcpus=domain,2-7 null_blk.nr_devices=0"
QEMU_ARGS='-drive driver=null-co,read-zeroes=on,size=64M,if=none,id=v0 -device virtio-blk-pci,drive=v0,num-queues=3'
TIMEOUT=300
TESTS="block/hctx_map.sh"
# The map test guards a fix of the series; the base mixes the classes in
# every layout of 2 or 3 queues here (booted 2026-12-06: "mixed:
# default:hctx0" on null_blk-2q, null_blk-3q and vda) and fails the same
# way in managed-iso, so make check does not boot the base here.
EXPECT_BASE_FAIL=""
EXPECT_NEGCTL_FAIL="block/hctx_map.sh"
# Negative control: the managed_irq list alone is the isolated class
NEGCTL_CMDLINE="negctl_class_managed=1"
NEGCTL_DIAG='housekeeping and isolated CPUs in separate hctxs \(mixed:'
# Also booted on the class split alone (the split variant): it must pass
# there. It took nullblk-iso8's place (2026-12-06): the same disks of the
# map test and the same two classes ({0,1} and {2-7}), with a virtio-blk
# disk added; managed-iso boots the one-list isolation with those disks.
SPLIT=1
