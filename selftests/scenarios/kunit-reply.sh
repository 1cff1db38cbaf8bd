# shellcheck shell=sh
# Scenario: the reply queue choice when a CPU goes offline between the count
# of the online housekeeping CPUs and the pick among them. The KUnit case
# reply_queue_stale_count gives blk_mq_reply_queue_cpu() a count taken
# before the CPU went offline (a static stub) on a map whose entry past the
# end is a queue no CPU maps to. A boot of its own: the kunit scenario's
# negative control for the same suite returns every CPU's own entry before
# the pick is reached.
DESCRIPTION="KUnit blk-mq-reply-queue (module): the reply queue pick after a count gone stale, isolcpus=managed_irq,2-7"
SMP=8
TIMEOUT=300
CMDLINE="kunit.enable=1 kunit.filter_glob=blk-mq-reply-queue isolcpus=managed_irq,2-7 null_blk.nr_devices=0"
TESTS=""
EXPECT_BASE_FAIL=""
guest_setup() {
	# shellcheck disable=SC2044  # module file names have no spaces
	for m in $(find /lib/modules -name 'blk-mq-cpumap-kunit.ko*' -o -name 'blk_mq_cpumap_kunit.ko*'); do
		m=${m##*/}
		modprobe "${m%%.ko*}"
	done
}
# Negative controls: the pick indexes the map unbounded, as the first version did;
# an isolated CPU alone on its queue leaves it (reply_queue_own_vector)
EXPECT_NEGCTL_FAIL="kunit:blk-mq-reply-queue.reply_queue_stale_count kunit:blk-mq-reply-queue.reply_queue_own_vector"
NEGCTL_CMDLINE="negctl_reply_unbounded=1 negctl_reply_alone=1"
NEGCTL_DIAG='then cpu [0-9]+ offline: cpu [0-9]+ gets queue 100,
isolated cpu 3 left a queue of its own'
