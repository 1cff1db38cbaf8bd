# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh
# The reported machine's shape at half scale (opt-in: this 64-CPU guest ran
# in 203 s under TCG on an idle 2-core host): 2 NUMA nodes of 32
# CPUs, housekeeping CPUs 0-3 and 32-35, the others isolated (managed_irq,
# domain), two NVMe controllers with 15 and 60 I/O queues (15: the
# megaraid_sas msix_vectors=16 of the report; 60: near one queue per CPU).
# irq_hk.sh and hctx_map.sh check where each queue's interrupt lands and
# that no queue mixes the classes; the "# map" lines give the groups.
# The disks are QEMU null-co devices (no image: nothing is written).
DESCRIPTION="the reported shape at half scale: 2 nodes x 32 CPUs, housekeeping 0-3,32-35, NVMe 15 and 60 queues"
SMP="64,sockets=2,cores=32,threads=1"
MEM=4096
CMDLINE="isolcpus=managed_irq,domain,4-31,36-63 null_blk.nr_devices=0"
QEMU_ARGS='-object memory-backend-ram,size=2G,id=m0 -object memory-backend-ram,size=2G,id=m1
 -numa node,nodeid=0,cpus=0-31,memdev=m0 -numa node,nodeid=1,cpus=32-63,memdev=m1
 -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=n15 -device nvme,serial=blkisol15,drive=n15,max_ioqpairs=15
 -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=n60 -device nvme,serial=blkisol60,drive=n60,max_ioqpairs=60'
TIMEOUT=2400
KLOG_ALLOW='INFO: task (swapper/0:1|kworker/[^ ]+) blocked for more than'
TESTS="blkisol/irq_hk.sh block/hctx_map.sh"
