# shellcheck shell=sh
# Scenario: the KUnit suites: those built in run at boot (kunit.enable=1),
# the xor suite is a module loaded by guest_setup. With CPUs 2-7
# isolated, the group_cpus live test checks the class split on this machine.
# The modules load with CPUs 1 (housekeeping) and 3 (isolated) offline, so the
# live case of the reply queue suite checks the fallback against a real
# hotplug state.
DESCRIPTION="KUnit suites (built in and modules), isolcpus=managed_irq,2-7"
# 16 CPUs: the group_cpus suite runs its synthetic topologies of up to 16
# CPUs, among them 16 possible with 8 present (QEMU's CPU hot-add slots do
# not show up as possible CPUs in this guest, so CPUs that are not present
# are tested on synthetic masks).
SMP="16,sockets=8,cores=2,threads=1"
# Four NUMA nodes: the group_cpus suite lays its synthetic topologies of up
# to four nodes over the node ids the kernel knows.
QEMU_ARGS='-object memory-backend-ram,size=512M,id=m0 -object memory-backend-ram,size=512M,id=m1
 -object memory-backend-ram,size=512M,id=m2 -object memory-backend-ram,size=512M,id=m3
 -numa node,nodeid=0,cpus=0-1,cpus=8-9,memdev=m0 -numa node,nodeid=1,cpus=2-3,cpus=10-11,memdev=m1
 -numa node,nodeid=2,cpus=4-5,cpus=12-13,memdev=m2 -numa node,nodeid=3,cpus=6-7,cpus=14-15,memdev=m3'
# It ends in about 1 minute on an idle host (16 CPUs boot slowly under TCG;
# the xor suite takes 7 s): a hang should not cost the default 10.
TIMEOUT=480
CMDLINE="kunit.enable=1 isolcpus=managed_irq,2-7 null_blk.nr_devices=0"
TESTS=""
EXPECT_BASE_FAIL=""
# With the class split removed (negative control), the live test must fail.
# With the reply queue fallback from a per-CPU table, its suite must fail.
# With a housekeeping CPU in every queue's interrupt mask, the interrupt
# mask suite must fail. A CPU going offline between the count and the choice
# of the reply queue (the stale_count case) has a boot of its own: kunit-reply.
EXPECT_NEGCTL_FAIL="kunit:group_cpus kunit:blk-mq-reply-queue kunit:irq-affinity-masks"
guest_setup() {
	echo 0 >/sys/devices/system/cpu/cpu1/online
	echo 0 >/sys/devices/system/cpu/cpu3/online
	# shellcheck disable=SC2044  # module file names have no spaces
	for m in $(find /lib/modules -name '*kunit*.ko*'); do
		m=${m##*/}
		modprobe "${m%%.ko*}"
	done
	echo 1 >/sys/devices/system/cpu/cpu1/online
	echo 1 >/sys/devices/system/cpu/cpu3/online
}
# Negative control: the class split removed (group_cpus), one queue per housekeeping CPU (irq-affinity-masks),
# the reply queue from the CPU's own entry (blk-mq-reply-queue)
# (the offline case, which needs the class split, has a boot of its own: kunit-offline)
# a housekeeping CPU added to groups of one isolated CPU (irq-affinity-masks)
NEGCTL_CMDLINE="negctl_nosplit=1 negctl_hk_one=1 negctl_reply_table=1 negctl_hk_absent=1 negctl_hk_single=1"
NEGCTL_DIAG='mixes [0-9]+ housekeeping and [0-9]+ isolated CPUs
2 nodes x 8 CPUs, housekeeping 0 and 8, 8 queues: group 12-13
4 of 8 CPUs present, 2-7 isolated, absent siblings: group 2,6
one isolated CPU per group: group [0-9]+ \([0-9]+\) got CPU'
# Also booted on the class split alone (the split variant): it must pass there.
SPLIT=1
