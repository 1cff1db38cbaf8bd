/* Userspace build of the raid6 x86 code: the FPU is always usable. */
#define kernel_fpu_begin() do { } while (0)
#define kernel_fpu_end() do { } while (0)
