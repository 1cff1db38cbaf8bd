#!/usr/bin/env bash
# Configure and build a kernel for a variant, out of tree, with ccache.
# Usage: scripts/build.sh VARIANT    (a name of ./variants, or base-FLAVOUR, series-FLAVOUR)
# Every variant uses kconfig-fragments/*.config, plus kconfig-fragments/DIR/
# where its fragments column in ./variants names DIR (kasan, nort; the
# flavour of base-FLAVOUR and series-FLAVOUR).
# Result: out/VARIANT/bzImage; full log in out/VARIANT/build.log.
. "$(dirname "$0")/lib.sh"

variant=${1:?usage: build.sh VARIANT (make list names them)}
variant_row "$variant"
need make gcc ccache flex bison bc perl cpio gzip depmod
src=$("$TOP/scripts/apply.sh" "$variant")
dir=$OUT/$variant
obj=$dir/obj
mkdir -p "$obj" "$CCACHE_DIR"
# Paths relative to $dir make the three variants share ccache entries.
export CCACHE_BASEDIR=$dir CCACHE_SLOPPINESS=time_macros,include_file_mtime,include_file_ctime
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-5G}
export KBUILD_BUILD_TIMESTAMP='2026-01-01' KBUILD_BUILD_USER=blk-isol KBUILD_BUILD_HOST=qemu
mk=(make -C "$src" O="$obj" ARCH=x86_64 CC="ccache gcc" -j"$JOBS")

# Configuration: tinyconfig plus the fragments, regenerated when a fragment changes.
mapfile -t frags < <(kernel_frags)
frag_sum=$(kernel_sum)
if [ ! -f "$obj/.config" ] || [ "$(cat "$obj/.frag.sum" 2>/dev/null)" != "$frag_sum" ]; then
	log "build: $variant: tinyconfig + ${frags[*]#"$TOP/"}"
	"${mk[@]}" -s tinyconfig >"$dir/config.log" 2>&1 || die "tinyconfig failed, see $dir/config.log"
	(cd "$obj" && KCONFIG_CONFIG=.config "$src/scripts/kconfig/merge_config.sh" -m -O "$obj" .config \
		"${frags[@]}") >>"$dir/config.log" 2>&1 || die "merge_config failed, see $dir/config.log"
	"${mk[@]}" -s olddefconfig >>"$dir/config.log" 2>&1 || die "olddefconfig failed, see $dir/config.log"
	find "$src" -name 'Kconfig*' -exec sed -n 's/^\(menu\)\?config \([A-Z0-9_]*\).*/\2/p' {} + | sort -u > "$obj/.symbols"
	# Every symbol a fragment asks for must have landed: a silent drop hides tests.
	# (a later fragment overrides an earlier one: check the last setting of each)
	bad=$(cat "${frags[@]}" | grep -E '^CONFIG_[A-Z0-9_]+=' | tac | awk -F= '!seen[$1]++' | while IFS= read -r l; do
		sym=${l%%=*}
		# a symbol the series adds does not exist in the base: skip it there
		grep -qxF "${sym#CONFIG_}" "$obj/.symbols" || continue
		# (=n: not built, whether "is not set" or absent since what it
		# depends on is off)
		case $l in
		*=n) ! grep -q "^$sym=" "$obj/.config" || echo "$l" ;;
		*) grep -qxF "$l" "$obj/.config" || echo "$l" ;;
		esac; done)
	[ -z "$bad" ] || die "config: these fragment settings did not survive olddefconfig (missing dependency?): $(echo "$bad" | tr '\n' ' ')"
	echo "$frag_sum" > "$obj/.frag.sum"
fi

log "build: $variant: make bzImage modules (log: $dir/build.log)"
start=$(date +%s)
"${mk[@]}" bzImage modules >"$dir/build.log" 2>&1 &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
	sleep 30
	kill -0 "$pid" 2>/dev/null || break
	log "build: $variant: $(grep -c '^  CC ' "$dir/build.log" || true) files compiled, $(( $(date +%s) - start ))s"
done
wait "$pid" || { grep -E 'error|Error' "$dir/build.log" | head -n 20 >&2; die "build of $variant failed, see $dir/build.log"; }
rm -f "$dir/bzImage.sum"
cp "$obj/arch/x86/boot/bzImage" "$dir/bzImage"
# The modules go into a cpio of their own, appended to the initramfs at boot.
rm -rf "$dir/modroot"
"${mk[@]}" -s INSTALL_MOD_PATH="$dir/modroot" modules_install >>"$dir/build.log" 2>&1 ||
	die "modules_install of $variant failed, see $dir/build.log"
mkdir -p "$dir/modroot/lib/modules"
(cd "$dir/modroot" && find . | cpio -o -H newc --quiet | gzip -1) > "$dir/modules.cpio.gz"
echo "$frag_sum" > "$dir/bzImage.sum"
log "build: $variant: done in $(( $(date +%s) - start ))s: $dir/bzImage"
