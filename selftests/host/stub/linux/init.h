/* Userspace build of the xor code: what xor_impl.h needs of linux/init.h. */
#define __init
