/* Userspace build of the xor code: what xor_impl.h needs of linux/minmax.h. */
#define min(a, b) ((a) < (b) ? (a) : (b))
