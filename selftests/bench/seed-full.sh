# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh
# The reported machine's shape (opt-in): 2 NUMA nodes of 64 CPUs,
# housekeeping CPUs 0-7 and 64-71, the others isolated (managed_irq,
# domain), two NVMe controllers with 15 and 120 I/O queues (15: the
# megaraid_sas msix_vectors=16 of the report; 120: near one queue per CPU).
# On a 2-core host the 128 vCPUs starve under TCG (soft lockups, RCU
# stalls) and the boot did not end within 21 minutes: run it on a bigger
# host.
# irq_hk.sh and hctx_map.sh check where each queue's interrupt lands and
# that no queue mixes the classes; the "# map" lines give the groups.
# The disks are QEMU null-co devices (no image: nothing is written).
DESCRIPTION="the reported shape: 2 nodes x 64 CPUs, housekeeping 0-7,64-71, NVMe 15 and 120 queues"
SMP="128,sockets=2,cores=64,threads=1"
MEM=8192
CMDLINE="isolcpus=managed_irq,domain,8-63,72-127 null_blk.nr_devices=0"
QEMU_ARGS='-object memory-backend-ram,size=4G,id=m0 -object memory-backend-ram,size=4G,id=m1
 -numa node,nodeid=0,cpus=0-63,memdev=m0 -numa node,nodeid=1,cpus=64-127,memdev=m1
 -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=n15 -device nvme,serial=blkisol15,drive=n15,max_ioqpairs=15
 -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=n120 -device nvme,serial=blkisol120,drive=n120,max_ioqpairs=120,msix_qsize=130'
TIMEOUT=2400
KLOG_ALLOW='INFO: task (swapper/0:1|kworker/[^ ]+) blocked for more than'
TESTS="blkisol/irq_hk.sh block/hctx_map.sh"
