# shellcheck shell=sh
# Scenario: the KUnit suites: those built in run at boot (kunit.enable=1),
# the raid6/xor suites are modules loaded by guest_setup. With CPUs 2-7
# isolated, the group_cpus live test checks the class split on this machine.
DESCRIPTION="KUnit suites (built in and modules), isolcpus=managed_irq,2-7"
SMP=8
CMDLINE="kunit.enable=1 isolcpus=managed_irq,2-7 null_blk.nr_devices=0"
TESTS=""
EXPECT_BASE_FAIL=""
# With the class split removed (negative control), the live test must fail.
EXPECT_NEGCTL_FAIL="kunit:group_cpus"
guest_setup() {
	for m in $(find /lib/modules -name '*kunit*.ko*'); do
		m=${m##*/}
		modprobe "${m%%.ko*}"
	done
}
