/* Userspace build of the raid6 x86 code: what it needs of lib/raid/raid6/algos.h. */
#include <stddef.h>
#include <stdint.h>
typedef uint8_t u8;
typedef uint64_t u64;
#define __aligned(x) __attribute__((aligned(x)))
struct raid6_calls {
	const char *name;
	void (*gen_syndrome)(int disks, size_t bytes, void **ptrs);
	void (*xor_syndrome)(int disks, int start, int stop, size_t bytes, void **ptrs);
};
