# shellcheck shell=sh
# shellcheck disable=SC2034  # settings read by scripts/run.sh
# The reported machine's shape at full scale (opt-in, series only: a boot
# takes many minutes): 128 CPUs in 2 sockets of 32 cores with 2 threads, a
# NUMA node per socket, 16 housekeeping CPUs (cores 0-3 of each socket with
# their siblings: 0-7 and 64-71), 8 of them carrying managed interrupts
# (0-3, 64-67): isolcpus=managed_irq 120 CPUs wide, isolcpus=domain 112,
# the second reading of the report. irqaffinity= keeps the interrupts that
# are not managed (the NVMe admin queues) on the housekeeping CPUs that
# carry interrupts. Two NVMe controllers with 15 I/O queues (the report's
# megaraid_sas.msix_vectors=16) and 120; irq_hk.sh and hctx_map.sh check
# where each queue's interrupt lands and that no queue mixes the classes
# (CPUs 4-7 and 68-71 go with the housekeeping CPUs: the domain list leaves
# them to the scheduler); one QoS probe (scsi_debug, 192 host-wide tags,
# 15 queues, no scheduler) on CPU 0 beside a bulk job on isolated CPU 8.
# Multi-thread TCG starves 128 vCPUs on a 2-core host: one TCG thread runs
# them in turn (TCG_SINGLE=1). The NVMe disks are QEMU null-co devices.
# lpj= gives the secondary CPUs the boot CPU's delay-loop figure: without
# it each of the 127 calibrates under TCG and most fail after a wait
# ("calibrate_delay_direct() failed"), minutes of the boot. The map test
# took 249 s of its 300 here (2026-12-07): TEST_TIMEOUT gives each test
# 900 s.
DESCRIPTION="the reported shape: 2 sockets x 32 cores x 2 threads, managed_irq 4-63,68-127, domain 8-63,72-127, NVMe 15 and 120 queues"
SMP="128,sockets=2,cores=32,threads=2"
MEM=6144
TCG_SINGLE=1
CMDLINE="lpj=10394428 blkisol.TEST_TIMEOUT=900 isolcpus=managed_irq,4-63,68-127 isolcpus=domain,8-63,72-127 irqaffinity=0-3,64-67 nowatchdog null_blk.nr_devices=0 scsi_debug.ndelay=2000000 scsi_debug.host_max_queue=192 scsi_debug.submit_queues=15 scsi_debug.dev_size_mb=64 blkisol.QD=4 blkisol.BULK_DEPTH=128 blkisol.RUNTIME=5 blkisol.SCHED=none blkisol.BULK_CPU=8"
QEMU_ARGS='-object memory-backend-ram,size=3G,id=m0 -object memory-backend-ram,size=3G,id=m1
 -numa node,nodeid=0,cpus=0-63,memdev=m0 -numa node,nodeid=1,cpus=64-127,memdev=m1
 -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=n15 -device nvme,serial=blkisol15,drive=n15,max_ioqpairs=15
 -drive driver=null-co,read-zeroes=on,size=64M,if=none,id=n120 -device nvme,serial=blkisol120,drive=n120,max_ioqpairs=120,msix_qsize=128'
TIMEOUT=3600
KLOG_ALLOW='INFO: task (swapper/0:1|kworker/[^ ]+) blocked for more than'
TESTS="blkisol/irq_hk.sh block/hctx_map.sh blkisol/qos_probe.sh"
