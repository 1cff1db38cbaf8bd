# shellcheck shell=sh
# Scenario: the block kselftests are safe on a user's machine. The guest
# looks like one: 2 CPUs, no isolation, nothing on the command line for the
# tests (null_blk and scsi_debug are built in and keep their defaults: a
# nullb0 and a small scsi_debug sda), and two disks holding data, virtio-blk
# and NVMe. user_run.sh runs the installed runner (run_kselftest.sh -c
# block) as root, then as an unprivileged user: as root no test fails and
# the run ends within the settings timeout, as a user every test skips.
# A test may only write to devices it creates itself: host_before fills both
# data disks with a known pattern, host_after reports data-disks-unchanged.
DESCRIPTION="a user's machine: run_kselftest.sh -c block as root and as a user; data disks unchanged"
SMP=2
CMDLINE=""
QEMU_ARGS='-drive file=$DISK/d0.img,if=none,id=ud0,format=raw -device virtio-blk-pci,drive=ud0
 -drive file=$DISK/d1.img,if=none,id=ud1,format=raw -device nvme,serial=blkisoluser,drive=ud1'
TESTS="blkisol/user_run.sh"
EXPECT_BASE_FAIL=""
# A boot takes 1.5 to 2 minutes (the run as root 70 to 100 s). user_run.sh
# stops a run still going 60 s after the settings timeout (300 s); the guest
# init's limit per test (600 s) bounds the rest.
TIMEOUT=700

# 64 MiB of a repeating 64-byte line naming the image, then the checksums.
host_before() {
	rm -f "$DISK/user-run.sha256"
	for ur_img in d0 d1; do
		awk -v name="$ur_img" 'BEGIN {
			line = sprintf("%-63s\n", "blk-isol user-run " name ".img: user data, no test writes here")
			for (i = 0; i < 64; i++) blk = blk line
			for (i = 0; i < 16384; i++) printf "%s", blk
		}' > "$DISK/$ur_img.img" || return 1
		[ "$(wc -c < "$DISK/$ur_img.img")" -eq 67108864 ] || return 1
	done
	(cd "$DISK" && sha256sum d0.img d1.img) > "$DISK/user-run.sha256.tmp" &&
		mv "$DISK/user-run.sha256.tmp" "$DISK/user-run.sha256"
}

host_after() {
	ur_changed=
	if [ ! -s "$DISK/user-run.sha256" ]; then
		ur_changed="no checksums from host_before"
	elif ! (cd "$DISK" && sha256sum -c --quiet user-run.sha256) > "$DISK/user-run.check" 2>&1; then
		grep -q '^d0.img: ' "$DISK/user-run.check" && ur_changed="vd: changed"
		grep -q '^d1.img: ' "$DISK/user-run.check" && ur_changed="${ur_changed:+$ur_changed; }nvme: changed"
		[ -n "$ur_changed" ] || ur_changed="sha256sum -c: $(head -n 1 "$DISK/user-run.check")"
	fi
	if [ -z "$ur_changed" ]; then
		printf 'ok\tdata-disks-unchanged\n'
	else
		printf 'not ok\tdata-disks-unchanged\t%s\n' "$ur_changed"
	fi
}
